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
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { asDocument } from '../../../../client/graphql/document';
import { dataOf } from '../../../../client/graphql/result';
import {
  ConsultationDesignersDocument,
  DesignerSettingsDocument,
  SaveDesignerSettingsDocument,
} from '../../../../client/consultations/documents';
import { consultationLengths } from '../../../../lib/consultations';
import { zoneChoices } from '../../../../components/consultations/zones';
import { WeeklyHours, type Range } from './WeeklyHours';

const toClock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const toMinute = (s: string) => {
  const m = /^(\d{2}):(\d{2})$/.exec(s);
  return m ? Number(m[1]) * 60 + Number(m[2]) : NaN;
};

function Editor({ designerId, context }: { designerId: string | null; context: Partial<OperationContext> }) {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({
    query: asDocument(DesignerSettingsDocument),
    variables: { designerId },
    context: useMemo(() => context, [context]),
  });
  const [{ fetching }, save] = useMutation(asDocument(SaveDesignerSettingsDocument));
  const [name, setName] = useState('');
  const [zone, setZone] = useState('');
  const [lengths, setLengths] = useState<number[]>([]);
  const [ranges, setRanges] = useState<Range[]>([]);
  const [daysOff, setDaysOff] = useState<string[]>([]);
  const [newDay, setNewDay] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const settings = data?.designerSettings;
  useEffect(() => {
    if (!settings) return;
    setName(settings.displayName);
    setZone(settings.timeZone ?? '');
    setLengths(settings.lengths);
    setRanges(
      settings.hours.map((h) => ({ weekday: h.weekday, start: toClock(h.startMinute), end: toClock(h.endMinute) })),
    );
    setDaysOff(settings.daysOff);
  }, [settings]);
  const zones = useMemo(() => zoneChoices(settings?.storeTimeZone ?? 'Asia/Kolkata'), [settings]);
  if (error) return <Alert severity="error">{t('consult.failed')}</Alert>;
  if (!settings) return <Typography role="status">{t('consult.loading')}</Typography>;

  async function submit() {
    setMessage(null);
    const hours = ranges.map((r) => ({
      weekday: r.weekday,
      startMinute: toMinute(r.start),
      endMinute: r.end === '00:00' ? 1440 : toMinute(r.end),
    }));
    try {
      const r = dataOf(
        await save(
          { designerId, input: { displayName: name, timeZone: zone || null, lengths, hours, daysOff } },
          context,
        ),
      ).saveDesignerSettings;
      setMessage(
        r.ok
          ? { ok: true, text: t('consult.hours.saved') }
          : { ok: false, text: t(`consult.hours.invalid.${r.field ?? 'hours'}`) },
      );
    } catch {
      setMessage({ ok: false, text: t('consult.failed') });
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 3, maxWidth: 720 }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          id="hours-name"
          label={t('consult.hours.displayName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <TextField
          select
          id="hours-zone"
          label={t('consult.hours.timeZone')}
          value={zone}
          onChange={(e) => setZone(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('consult.hours.storeZone', { zone: settings.storeTimeZone })}</option>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </TextField>
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
                  onChange={(e) => setLengths((ls) => (e.target.checked ? [...ls, l] : ls.filter((x) => x !== l)))}
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
              setDaysOff((d) => [...new Set([...d, newDay])].sort());
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
                onClick={() => setDaysOff((ds) => ds.filter((x) => x !== d))}
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
