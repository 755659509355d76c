'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../client/i18n/react';
import { useMutation } from 'urql';
import { describeError } from '../../client/account/use-action';
import { asDocument } from '../../client/graphql/document';
import {
  CreateMeasurementProfileDocument,
  UpdateMeasurementProfileDocument,
} from '../../client/measurements/documents';
import type { MeasurementProfileFieldsFragment } from '../../gql/graphql';
import { measurementFormSchema, typedFigures, type MeasurementFormValues } from '../../lib/measurement-form';
import {
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
  type MeasurementGarment,
  type MeasurementUnit,
} from '../../lib/measurements';
import { FigureField } from './FigureField';
import { listMenu } from '../listMenu';

// What is sent is what was typed (the server parses it again); the schema only checks.
const resolver = standardSchemaResolver(measurementFormSchema, undefined, { raw: true });

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
  // A message stays until the next save, or until its field (or the garment, or the unit) changes.
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<MeasurementFormValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: {
      name: profile?.name ?? '',
      garment: profile ? garmentFromApi(profile.garment) : (initialGarment ?? 'blouse'),
      unit: startUnit,
      values: Object.fromEntries((profile?.values ?? []).map((v) => [v.field, formatFigure(v.mm, startUnit)])),
    },
  });
  const [garment, unit] = useWatch({ control, name: ['garment', 'unit'] });
  const [{ fetching: creating, error: createFailure }, create] = useMutation(
    asDocument(CreateMeasurementProfileDocument),
  );
  const [{ fetching: updating, error: updateFailure }, update] = useMutation(
    asDocument(UpdateMeasurementProfileDocument),
  );
  const failure = createFailure ?? updateFailure;
  const busy = creating || updating;
  const fields = measurementFields(garment);
  const formError = errors.root?.form?.message as MeasurementError['code'] | undefined;
  const codeOf = (field: string) =>
    (field === 'name' ? errors.name : errors.values?.[field])?.message as MeasurementError['code'] | undefined;

  // Switching units converts what is typed, so a shopper can check a figure both ways.
  function switchUnit(next: MeasurementUnit | null) {
    if (!next || next === unit) return;
    const current = getValues('values');
    setValue(
      'values',
      Object.fromEntries(
        Object.entries(current).map(([field, text = '']) => {
          const figure = parseFigure(text, unit);
          return [field, figure.ok && figure.mm > 0 ? formatFigure(figure.mm, next) : text];
        }),
      ),
    );
    setValue('unit', next);
    clearErrors();
  }

  // The server's refusals, on their fields as the form's own check puts them; the first named one takes the focus.
  function show(list: readonly MeasurementError[]) {
    let focus = true;
    for (const e of list) {
      const own = e.field === 'name' || fields.some((f) => f.field === e.field);
      const path = own ? (e.field === 'name' ? 'name' : (`values.${e.field}` as const)) : 'root.form';
      setError(path, { type: 'server', message: e.code }, { shouldFocus: own && focus });
      if (own) focus = false;
    }
  }

  async function submit(form: MeasurementFormValues) {
    const values = typedFigures(form.garment, form.values);
    const input = { name: form.name, garment: garmentApiNames[form.garment], unit: unitApiNames[form.unit], values };
    const result = profile ? await update({ id: profile.id, input }) : await create({ input });
    if (result.error || !result.data) return;
    const saved =
      'updateMeasurementProfile' in result.data
        ? result.data.updateMeasurementProfile
        : result.data.createMeasurementProfile;
    if (saved.ok && saved.profile) onSaved(saved.profile);
    else show(saved.errors);
  }

  return (
    <Box
      component="form"
      onSubmit={handleSubmit(submit)}
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
        <Controller
          control={control}
          name="name"
          render={({ field: { ref, onChange, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              id={`${id}-name`}
              label={t('measurements.name')}
              required
              onChange={(e) => {
                onChange(e);
                clearErrors('name');
                clearErrors('root.form');
              }}
              error={Boolean(errors.name)}
              helperText={errors.name ? t(`measurements.errors.${codeOf('name')}`) : t('measurements.nameHelp')}
              slotProps={{
                htmlInput: { maxLength: measurementNameMaxLength, dir: 'auto', 'data-testid': 'measurement-name' },
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="garment"
          render={({ field: { ref, onChange, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              label={t('measurements.garment')}
              onChange={(e) => {
                onChange(e.target.value as MeasurementGarment);
                clearErrors();
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
          )}
        />
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
        {fields.map((f) => (
          <FigureField
            key={f.field}
            control={control}
            figure={f}
            inputId={`${id}-${f.field}`}
            unit={unit}
            code={codeOf(f.field)}
            onEdit={() => {
              clearErrors(`values.${f.field}`);
              clearErrors('root.form');
            }}
          />
        ))}
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
