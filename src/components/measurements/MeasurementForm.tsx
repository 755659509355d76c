'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { describeError } from '../../client/account/use-action';
import { asDocument } from '../../client/graphql/document';
import {
  CreateMeasurementProfileDocument,
  UpdateMeasurementProfileDocument,
} from '../../client/measurements/documents';
import type { MeasurementProfileFieldsFragment } from '../../gql/graphql';
import {
  checkMeasurementProfile,
  formatFigure,
  garmentApiNames,
  garmentFromApi,
  measurementFields,
  measurementGarments,
  measurementNameMaxLength,
  measurementUnits,
  parseFigure,
  unitApiNames,
  unitFromApi,
  type MeasurementError,
  type MeasurementField,
  type MeasurementGarment,
  type MeasurementUnit,
} from '../../lib/measurements';
import { MeasurementGuide } from './MeasurementGuide';
import { RangeText } from './figures';
import { listMenu } from '../listMenu';

type Errors = Partial<Record<string, MeasurementError['code']>>;

/**
 * Create or edit a measurement profile: a name, the garment, the unit, and each of the garment's figures
 * beside a drawing of where to measure it and its plausible range. The same rules run here (to answer at
 * once) and on the server (which decides); each field shows its own translated reason.
 */
export function MeasurementForm({
  profile,
  initialGarment,
  onSaved,
  onCancel,
}: {
  profile: MeasurementProfileFieldsFragment | null;
  initialGarment?: MeasurementGarment;
  onSaved(profile: MeasurementProfileFieldsFragment): void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const startUnit: MeasurementUnit = profile ? unitFromApi(profile.unit) : 'cm';
  const [name, setName] = useState(profile?.name ?? '');
  const [garment, setGarment] = useState<MeasurementGarment>(
    profile ? garmentFromApi(profile.garment) : (initialGarment ?? 'blouse'),
  );
  const [unit, setUnit] = useState<MeasurementUnit>(startUnit);
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries((profile?.values ?? []).map((v) => [v.field, formatFigure(v.mm, startUnit)])),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [{ fetching: creating, error: createFailure }, create] = useMutation(
    asDocument(CreateMeasurementProfileDocument),
  );
  const [{ fetching: updating, error: updateFailure }, update] = useMutation(
    asDocument(UpdateMeasurementProfileDocument),
  );
  const failure = createFailure ?? updateFailure;
  const busy = creating || updating;
  const fields = measurementFields(garment);
  const formError = errors.form ?? errors.id;

  const clear = (key: string) => setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));

  // Switching units converts what is typed, so a shopper can check a figure both ways.
  function switchUnit(next: MeasurementUnit | null) {
    if (!next || next === unit) return;
    setTexts((current) =>
      Object.fromEntries(
        Object.entries(current).map(([field, text]) => {
          const figure = parseFigure(text, unit);
          return [field, figure.ok && figure.mm > 0 ? formatFigure(figure.mm, next) : text];
        }),
      ),
    );
    setUnit(next);
    setErrors({});
  }

  function show(list: readonly MeasurementError[]) {
    const shown = (field: string | null) =>
      field === 'name' || fields.some((f) => f.field === field) ? field! : 'form';
    setErrors(Object.fromEntries(list.map((e) => [shown(e.field), e.code])));
    // The first wrong field takes the focus, so a keyboard or screen-reader user lands on the reason.
    const first = list.find((e) => e.field);
    if (first?.field) document.getElementById(`${id}-${first.field}`)?.focus();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const values = fields.map((f) => ({ field: f.field, value: texts[f.field] ?? '' }));
    const local = checkMeasurementProfile({ name, garment, unit, values });
    if (!local.ok) return show(local.errors);
    const input = { name, garment: garmentApiNames[garment], unit: unitApiNames[unit], values };
    const result = profile ? await update({ id: profile.id, input }) : await create({ input });
    if (result.error || !result.data) return;
    const saved =
      'updateMeasurementProfile' in result.data
        ? result.data.updateMeasurementProfile
        : result.data.createMeasurementProfile;
    if (saved.ok && saved.profile) onSaved(saved.profile);
    else show(saved.errors);
  }

  const message = (code: MeasurementError['code'], field: MeasurementField) =>
    code === 'OUT_OF_RANGE' ? <RangeText field={field} unit={unit} refusal /> : t(`measurements.errors.${code}`);

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t(profile ? 'measurements.editTitle' : 'measurements.addTitle')}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {failure ? (
        <Alert severity="error" role="alert">
          {describeError(failure, t).text}
        </Alert>
      ) : null}
      {formError ? (
        <Alert severity="error" role="alert">
          {t(`measurements.errors.${formError}`)}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          id={`${id}-name`}
          label={t('measurements.name')}
          value={name}
          required
          onChange={(e) => {
            setName(e.target.value);
            clear('name');
          }}
          error={Boolean(errors.name)}
          helperText={errors.name ? t(`measurements.errors.${errors.name}`) : t('measurements.nameHelp')}
          slotProps={{
            htmlInput: { maxLength: measurementNameMaxLength, dir: 'auto', 'data-testid': 'measurement-name' },
          }}
        />
        <TextField
          select
          label={t('measurements.garment')}
          value={garment}
          onChange={(e) => {
            setGarment(e.target.value as MeasurementGarment);
            setErrors({});
          }}
          slotProps={{
            htmlInput: { 'data-testid': 'measurement-garment' },
            select: listMenu(t('measurements.garment')),
          }}
        >
          {measurementGarments.map((g) => (
            <MenuItem key={g} value={g}>
              {t(`measurements.garments.${g}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={`${id}-unit`} component="span">
          {t('measurements.unit')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={unit}
          onChange={(_e, next: MeasurementUnit | null) => switchUnit(next)}
          aria-labelledby={`${id}-unit`}
        >
          {measurementUnits.map((u) => (
            <ToggleButton key={u} value={u} sx={{ minWidth: 96, textTransform: 'none' }}>
              {t(`measurements.unitNames.${u}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          {t(unit === 'in' ? 'measurements.stepIn' : 'measurements.stepCm')}
        </Typography>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        {fields.map((f) => {
          const inputId = `${id}-${f.field}`;
          const code = errors[f.field];
          const label = t(`measurements.fields.${f.field}`);
          return (
            <Box
              component="li"
              key={f.field}
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'flex-start',
                p: 1.5,
                border: 1,
                borderColor: code ? 'error.main' : 'divider',
                borderRadius: 2,
              }}
            >
              <MeasurementGuide field={f.field} label={t('measurements.guideOf', { field: label })} />
              <Box sx={{ display: 'grid', gap: 1, flex: 1, minWidth: 0 }}>
                <TextField
                  id={inputId}
                  label={f.optional ? t('measurements.optional', { field: label }) : label}
                  required={!f.optional}
                  value={texts[f.field] ?? ''}
                  onChange={(e) => {
                    setTexts((x) => ({ ...x, [f.field]: e.target.value }));
                    clear(f.field);
                  }}
                  error={Boolean(code)}
                  helperText={code ? message(code, f.field) : <RangeText field={f.field} unit={unit} />}
                  slotProps={{
                    htmlInput: {
                      inputMode: 'decimal',
                      dir: 'ltr',
                      autoComplete: 'off',
                      maxLength: 12,
                      'aria-describedby': `${inputId}-helper-text ${inputId}-how`,
                      'data-testid': `measurement-${f.field}`,
                    },
                    // Always above the box: a long label (an optional field, in Hindi or Arabic) would run under the unit.
                    inputLabel: { shrink: true },
                    input: {
                      endAdornment: <InputAdornment position="end">{t(`measurements.units.${unit}`)}</InputAdornment>,
                    },
                  }}
                />
                <Typography id={`${inputId}-how`} variant="body2" color="text.secondary">
                  {t(`measurements.how.${f.field}`)}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={busy} data-testid="measurement-save">
          {t('measurements.save')}
        </Button>
        {onCancel ? (
          <Button type="button" onClick={onCancel}>
            {t('measurements.cancel')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
