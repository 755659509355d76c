'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../client/i18n/react';
import { useMutation } from 'urql';
import { asDocument } from '../../../../client/graphql/document';
import { dataOf } from '../../../../client/graphql/result';
import { notify } from '../../../../client/notify';
import type { staffContext } from '../../../../client/session/gateway-client';
import { RecordTailoringFiguresDocument } from '../../../../client/workshop/documents';
import { RangeText } from '../../../../components/measurements/figures';
import s from '../../../../components/workshop/workshop.module.css';
import type { TailoringFiguresRefusal, TailoringJobFieldsFragment } from '../../../../gql/graphql';
import { measurementFormSchema, typedFigures, type MeasurementFormValues } from '../../../../lib/measurement-form';
import {
  formatFigure,
  garmentApiNames,
  garmentFromApi,
  measurementFields,
  measurementGarments,
  measurementUnits,
  unitApiNames,
  unitFromApi,
} from '../../../../lib/measurements';

// The shopper's profile form's rule, so the desk refuses exactly what the shopper's form refuses; the name is
// not asked (the figures belong to the order, not to a saved profile).
const resolver = zodResolver(measurementFormSchema, undefined, { raw: true });

/** The figures taken on the designer's call for one line, typed in cm or inches and sent with the line's version. */
export function RecordFigures({
  line,
  context,
  onSaved,
}: {
  line: TailoringJobFieldsFragment;
  context: (typeof staffContext)['admin'];
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const m = line.measurement;
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<TailoringFiguresRefusal | null>(null);
  const [{ fetching }, record] = useMutation(asDocument(RecordTailoringFiguresDocument));
  const unit0 = m.unit ? unitFromApi(m.unit) : 'cm';
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors: fieldErrors },
  } = useForm<MeasurementFormValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: {
      name: 'call',
      garment: m.garment ? garmentFromApi(m.garment) : 'blouse',
      unit: unit0,
      values: Object.fromEntries(m.values.map((v) => [v.field, formatFigure(v.mm, unit0)])),
    },
  });
  const garment = watch('garment');
  const unit = watch('unit');
  const errors = fieldErrors.values ?? {};
  const formId = `figures-${line.id}`;

  async function submit(form: MeasurementFormValues) {
    try {
      const r = dataOf(
        await record(
          {
            lineId: line.id,
            expectedVersion: line.version,
            garment: garmentApiNames[form.garment],
            unit: unitApiNames[form.unit],
            values: typedFigures(form.garment, form.values).filter((v) => v.value.trim() !== ''),
          },
          context,
        ),
      ).recordTailoringFigures;
      r.errors.forEach((x, i) => {
        if (x.field) setError(`values.${x.field}`, { type: 'server', message: x.code }, { shouldFocus: i === 0 });
      });
      setRefusal(r.ok ? null : (r.refusal ?? null));
      if (r.ok) {
        notify(t('adminDesk.saved', { number: line.orderNumber }), 'success');
        setOpen(false);
        onSaved();
      }
    } catch {
      notify(t('orders.failed'), 'error');
    }
  }

  if (!open)
    return (
      <div className={s.actions}>
        <button
          type="button"
          className={`${s.button} ${line.awaitsFigures ? '' : s.buttonSecondary}`}
          onClick={() => setOpen(true)}
          data-testid={`tailoring-figures-open-${line.id}`}
        >
          {line.awaitsFigures ? t('adminDesk.open') : t('adminDesk.correct')}
        </button>
      </div>
    );
  return (
    <form
      className={s.form}
      onSubmit={handleSubmit(submit)}
      id={formId}
      aria-label={t('adminDesk.formTitle', { number: line.orderNumber })}
      noValidate
    >
      <div className={s.formGrid}>
        <label className={s.field}>
          {t('adminDesk.garment')}
          <select {...register('garment')}>
            {measurementGarments.map((g) => (
              <option key={g} value={g}>
                {t(`measurements.garments.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={s.field}>
          {t('adminDesk.unit')}
          <select {...register('unit')}>
            {measurementUnits.map((u) => (
              <option key={u} value={u}>
                {t(`measurements.unitNames.${u}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={s.formGrid}>
        {measurementFields(garment).map((f) => {
          const err = errors[f.field]?.message;
          const label = t(`measurements.fields.${f.field}`);
          return (
            <label key={f.field} className={s.field}>
              <span>
                {f.optional ? t('measurements.optional', { field: label }) : label} ({t(`measurements.units.${unit}`)})
              </span>
              <input
                {...register(`values.${f.field}`)}
                inputMode="decimal"
                dir="ltr"
                aria-invalid={err ? true : undefined}
                aria-describedby={err ? `${formId}-${f.field}-error` : undefined}
                maxLength={12}
              />
              {err ? (
                <span className={s.error} id={`${formId}-${f.field}-error`}>
                  {err === 'OUT_OF_RANGE' ? (
                    <RangeText field={f.field} unit={unit} refusal />
                  ) : (
                    t(`measurements.errors.${err}`)
                  )}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      {refusal && refusal !== 'INVALID_MEASUREMENT' ? (
        <p className={s.notice} role="alert" data-testid="tailoring-figures-refused">
          {t(`adminDesk.refusal.${refusal}`)}
        </p>
      ) : null}
      <div className={s.actions}>
        <button
          type="submit"
          className={s.button}
          disabled={fetching}
          data-testid={`tailoring-figures-save-${line.id}`}
        >
          {t('adminDesk.save')}
        </button>
        <button type="button" className={`${s.button} ${s.buttonSecondary}`} onClick={() => setOpen(false)}>
          {t('adminDesk.cancel')}
        </button>
      </div>
    </form>
  );
}
