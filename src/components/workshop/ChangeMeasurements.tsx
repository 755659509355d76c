'use client';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../client/i18n/react';
import { useMutation } from 'urql';
import { asDocument } from '../../client/graphql/document';
import { dataOf } from '../../client/graphql/result';
import { notify } from '../../client/notify';
import { ChangeTailoringMeasurementsDocument } from '../../client/workshop/documents';
import type { TailoringChangeRefusal, TailoringJobFieldsFragment } from '../../gql/graphql';
import { formFields, measurementFormSchema, type MeasurementFormValues } from '../../lib/measurement-form';
import { formatFigure, garmentFromApi, unitFromApi, type MeasurementField } from '../../lib/measurements';
import { RangeText } from '../measurements/figures';
import s from './workshop.module.css';

// The figures as they would be kept are checked as the workshop checks them (the line's profile, with the
// changes); what is sent is only what changed, as typed.
const resolver = standardSchemaResolver(measurementFormSchema, undefined, { raw: true });

export type StoreContact = { email: string; whatsappNumber: string };

/** The store's contact, for a refusal that sends the shopper to it. */
export function ContactStore({ contact }: { contact: StoreContact | null }) {
  const { t } = useTranslation();
  if (!contact) return null;
  return (
    <>
      {' '}
      {t('workshop.contactIntro')}{' '}
      <a href={`mailto:${contact.email}`}>
        <bdi dir="ltr">{contact.email}</bdi>
      </a>{' '}
      {t('workshop.contactOr')}{' '}
      <a href={`https://wa.me/${contact.whatsappNumber.replace(/^\+/, '')}`} target="_blank" rel="noopener noreferrer">
        <bdi dir="ltr">+{contact.whatsappNumber.replace(/^\+/, '')}</bdi>
      </a>
      .
    </>
  );
}

/**
 * The shopper's form for a line's figures while the change window is open, in the unit the profile was
 * taken in. Only fields that changed are sent; the server checks every figure against its range again.
 */
export function ChangeMeasurements({
  line,
  contact,
  onChanged,
}: {
  line: TailoringJobFieldsFragment;
  contact: StoreContact | null;
  onChanged(line: TailoringJobFieldsFragment): void;
}) {
  const { t } = useTranslation();
  const m = line.measurement;
  const unit = m.unit ? unitFromApi(m.unit) : 'cm';
  const initial: Record<string, string> = Object.fromEntries(m.values.map((v) => [v.field, formatFigure(v.mm, unit)]));
  // The profile form's fields in its order (under-bust included when it was left empty).
  const shown = m.garment ? formFields(garmentFromApi(m.garment), Object.keys(initial)) : Object.keys(initial);
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors: fieldErrors },
  } = useForm<MeasurementFormValues>({
    resolver: m.garment ? resolver : undefined,
    reValidateMode: 'onSubmit',
    defaultValues: {
      name: m.name ?? '',
      garment: m.garment ? garmentFromApi(m.garment) : undefined,
      unit,
      values: initial,
    },
  });
  const errors = fieldErrors.values ?? {};
  const [refusal, setRefusal] = useState<TailoringChangeRefusal | null>(null);
  const [{ fetching }, change] = useMutation(asDocument(ChangeTailoringMeasurementsDocument));
  const formId = `change-${line.id}`;

  if (m.kind !== 'PROFILE' || !m.unit) return null;

  async function submit({ values: typed }: MeasurementFormValues) {
    const values = Object.entries(typed)
      .map(([field, value = '']) => ({ field, value: value.trim() }))
      .filter(({ field, value }) => value !== (initial[field] ?? ''));
    if (values.length === 0) return notify(t('workshop.nothingChanged'), 'info');
    try {
      const r = dataOf(
        await change({ lineId: line.id, expectedVersion: line.version, values, profileId: null }),
      ).changeTailoringMeasurements;
      r.errors.forEach((x, i) => {
        if (x.field && shown.includes(x.field))
          setError(`values.${x.field}`, { type: 'server', message: x.code }, { shouldFocus: i === 0 });
      });
      setRefusal(r.ok ? null : (r.refusal ?? null));
      if (r.ok && r.line) {
        notify(t('workshop.changed'), 'success');
        setOpen(false);
        onChanged(r.line);
      } else if (r.line) onChanged(r.line);
    } catch {
      notify(t('orders.failed'), 'error');
    }
  }

  // A form already open stays open when the window closes under it (a designer started cutting): sending it
  // then gets the store's refusal, which says how to reach the store.
  if (!open && !line.canChange) return null;
  if (!open)
    return (
      <div className={s.actions}>
        <button
          type="button"
          className={`${s.button} ${s.buttonSecondary}`}
          onClick={() => setOpen(true)}
          data-testid="tailoring-change-open"
        >
          {t('workshop.change')}
        </button>
      </div>
    );
  return (
    <form
      className={s.form}
      onSubmit={handleSubmit(submit)}
      id={formId}
      aria-label={t('workshop.changeTitle')}
      noValidate
    >
      <p className={s.meta}>{t('workshop.changeHint', { unit: t(`workshop.unitName.${unit}`) })}</p>
      <div className={s.formGrid}>
        {shown.map((field) => {
          const v = { field };
          const err = errors[v.field]?.message;
          return (
            <label key={v.field} className={s.field}>
              <span>
                {t(`measurements.fields.${v.field}`, { defaultValue: v.field })} ({t(`measurements.units.${unit}`)})
              </span>
              <input
                {...register(`values.${v.field}`)}
                inputMode="decimal"
                dir="ltr"
                aria-invalid={err ? true : undefined}
                aria-describedby={err ? `${formId}-${v.field}-error` : undefined}
                maxLength={12}
              />
              {err ? (
                <span className={s.error} id={`${formId}-${v.field}-error`}>
                  {err === 'OUT_OF_RANGE' ? (
                    <RangeText field={v.field as MeasurementField} unit={unit} refusal />
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
        <p className={s.notice} role="alert" data-testid="tailoring-change-refused">
          {t(`workshop.refusal.${refusal}`)}
          {refusal === 'CUTTING_STARTED' || refusal === 'WINDOW_CLOSED' || refusal === 'ORDER_CLOSED' ? (
            <ContactStore contact={contact} />
          ) : null}
        </p>
      ) : null}
      <div className={s.actions}>
        <button type="submit" className={s.button} disabled={fetching} data-testid="tailoring-change-save">
          {t('workshop.save')}
        </button>
        <button type="button" className={`${s.button} ${s.buttonSecondary}`} onClick={() => setOpen(false)}>
          {t('workshop.cancel')}
        </button>
      </div>
    </form>
  );
}
