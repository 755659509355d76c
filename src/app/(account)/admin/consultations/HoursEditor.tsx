'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OperationContext } from '@urql/core';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useEffect, useMemo, useState, type SetStateAction } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../client/i18n/react';
import { useMutation, useQuery } from 'urql';
import { asDocument } from '../../../../client/graphql/document';
import { dataOf } from '../../../../client/graphql/result';
import {
  ConsultationDesignersDocument,
  DesignerSettingsDocument,
  SaveDesignerSettingsDocument,
} from '../../../../client/consultations/documents';
import { consultationLengths } from '../../../../lib/consultations';
import {
  clockHours,
  designerSettingsFormSchema,
  designerSettingsLimits,
  toClock,
  type DesignerSettingsField,
  type DesignerSettingsFormValues,
} from '../../../../lib/designer-settings';
import { zoneChoices, zoneLabel } from '../../../../components/consultations/zones';
import { WeeklyHours, type Range } from './WeeklyHours';

// What is sent is what was typed (the server tidies the name); the schema only checks.
const resolver = standardSchemaResolver(designerSettingsFormSchema, undefined, { raw: true });
const fieldOrder: readonly DesignerSettingsField[] = ['displayName', 'timeZone', 'lengths', 'hours', 'daysOff'];
const formField = (f: DesignerSettingsField) => (f === 'hours' ? 'ranges' : f);

function Editor({ designerId, context }: { designerId: string | null; context: Partial<OperationContext> }) {
  const { t, i18n } = useTranslation();
  const [{ data, error }] = useQuery({
    query: asDocument(DesignerSettingsDocument),
    variables: { designerId },
    context: useMemo(() => context, [context]),
  });
  const [{ fetching }, save] = useMutation(asDocument(SaveDesignerSettingsDocument));
  // The refused field's message stays until the next save.
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<DesignerSettingsFormValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { displayName: '', timeZone: '', lengths: [], ranges: [], daysOff: [] },
  });
  const [lengths, ranges, daysOff] = useWatch({ control, name: ['lengths', 'ranges', 'daysOff'] });
  const setRanges = (next: SetStateAction<Range[]>) =>
    setValue('ranges', typeof next === 'function' ? next(getValues('ranges')) : next);
  // The date picked for a new day off: not part of the settings until added.
  const [newDay, setNewDay] = useState('');
  // The answer to a save that reached the server: saved, or it could not be reached.
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const settings = data?.designerSettings;
  useEffect(() => {
    if (!settings) return;
    reset({
      displayName: settings.displayName,
      timeZone: settings.timeZone ?? '',
      lengths: settings.lengths,
      ranges: settings.hours.map((h) => ({
        weekday: h.weekday,
        start: toClock(h.startMinute),
        end: toClock(h.endMinute),
      })),
      daysOff: settings.daysOff,
    });
  }, [settings, reset]);
  const refused = fieldOrder.find((f) => errors[formField(f)]);
  const message = refused
    ? { ok: false, text: t(`consult.hours.invalid.${errors[formField(refused)]?.message ?? refused}`) }
    : answer;
  const zones = useMemo(
    () => zoneChoices(settings?.timeZone ?? settings?.storeTimeZone ?? 'Asia/Kolkata', i18n.language),
    [settings, i18n.language],
  );
  if (error) return <Alert severity="error">{t('consult.failed')}</Alert>;
  if (!settings) return <Typography role="status">{t('consult.loading')}</Typography>;

  async function submit({ displayName, timeZone, lengths, ranges, daysOff }: DesignerSettingsFormValues) {
    const hours = clockHours(ranges);
    try {
      const r = dataOf(
        await save(
          { designerId, input: { displayName, timeZone: timeZone || null, lengths, hours, daysOff } },
          context,
        ),
      ).saveDesignerSettings;
      if (r.ok) return setAnswer({ ok: true, text: t('consult.hours.saved') });
      const field = fieldOrder.find((f) => f === r.field) ?? 'hours';
      setError(formField(field), { type: 'server', message: field }, { shouldFocus: true });
    } catch {
      setAnswer({ ok: false, text: t('consult.failed') });
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        setAnswer(null);
        void handleSubmit(submit)(e);
      }}
      sx={{ display: 'grid', gap: 3, maxWidth: 720 }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          control={control}
          name="displayName"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              id="hours-name"
              label={t('consult.hours.displayName')}
              slotProps={{ htmlInput: { maxLength: designerSettingsLimits.nameLength } }}
            />
          )}
        />
        <Controller
          control={control}
          name="timeZone"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              id="hours-zone"
              label={t('consult.hours.timeZone')}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">
                {t('consult.hours.storeZone', { zone: zoneLabel(settings.storeTimeZone, i18n.language) })}
              </option>
              {zones.map((z) => (
                <option key={z.id} value={z.id}>
                  {z.label}
                </option>
              ))}
            </TextField>
          )}
        />
      </Box>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('consult.hours.lengths')}</FormLabel>
        <FormGroup row>
          {consultationLengths.map((l) => (
            <FormControlLabel
              key={l}
              control={
                <Checkbox
                  checked={lengths.includes(l)}
                  onChange={(e) =>
                    setValue('lengths', e.target.checked ? [...lengths, l] : lengths.filter((x) => x !== l))
                  }
                />
              }
              label={t('consult.minutes', { count: l })}
            />
          ))}
        </FormGroup>
      </FormControl>
      <WeeklyHours ranges={ranges} setRanges={setRanges} />
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('consult.hours.daysOff')}</FormLabel>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
          <TextField
            size="small"
            type="date"
            id="hours-day-off"
            label={t('consult.hours.date')}
            value={newDay}
            onChange={(e) => setNewDay(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button
            size="small"
            variant="outlined"
            disabled={!newDay}
            onClick={() => {
              setValue('daysOff', [...new Set([...daysOff, newDay])].sort());
              setNewDay('');
            }}
          >
            {t('consult.hours.addDayOff')}
          </Button>
        </Box>
        <Box component="ul" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {daysOff.map((d) => (
            <li key={d}>
              <Button
                size="small"
                variant="text"
                onClick={() =>
                  setValue(
                    'daysOff',
                    daysOff.filter((x) => x !== d),
                  )
                }
                aria-label={t('consult.hours.removeDayOff', { date: d })}
              >
                <bdi dir="ltr">{d}</bdi>&nbsp;×
              </Button>
            </li>
          ))}
        </Box>
      </FormControl>
      {message ? (
        <Alert severity={message.ok ? 'success' : 'warning'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" disabled={fetching}>
          {t('consult.hours.save')}
        </Button>
      </Box>
    </Box>
  );
}

/** A designer edits their own hours; an admin picks whose. */
export function HoursEditor({
  admin,
  designer,
  context,
}: {
  admin: boolean;
  designer: boolean;
  context: Partial<OperationContext>;
}) {
  const { t } = useTranslation();
  const [{ data: team }] = useQuery({
    query: asDocument(ConsultationDesignersDocument),
    context: useMemo(() => context, [context]),
    pause: !admin,
  });
  const [who, setWho] = useState<string>('');
  const designerId = who || null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {admin ? (
        <TextField
          select
          id="hours-designer"
          label={t('consult.day.designer')}
          value={who}
          onChange={(e) => setWho(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 360 }}
        >
          {designer ? (
            <option value="">{t('consult.hours.myself')}</option>
          ) : (
            <option value="" disabled>
              {t('consult.hours.pick')}
            </option>
          )}
          {team?.consultationDesigners.map((d) => (
            <option key={d.id} value={d.id}>
              {d.displayName}
            </option>
          ))}
        </TextField>
      ) : null}
      {designerId || designer ? <Editor key={designerId ?? 'me'} designerId={designerId} context={context} /> : null}
    </Box>
  );
}
