'use client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { asDocument } from '../../client/graphql/document';
import { dataOf } from '../../client/graphql/result';
import { notify } from '../../client/notify';
import { ChangeTailoringMeasurementsDocument } from '../../client/workshop/documents';
import type { TailoringChangeRefusal, TailoringJobFieldsFragment } from '../../gql/graphql';
import { formatFigure, unitFromApi, type MeasurementField } from '../../lib/measurements';
import { RangeText } from '../measurements/figures';
import s from './workshop.module.css';

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
  const initial = Object.fromEntries(m.values.map((v) => [v.field, formatFigure(v.mm, unit)]));
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<TailoringChangeRefusal | null>(null);
  const [{ fetching }, change] = useMutation(asDocument(ChangeTailoringMeasurementsDocument));
  const formId = `change-${line.id}`;

  if (m.kind !== 'PROFILE' || !m.unit) return null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const values = Object.entries(typed)
      .filter(([field, value]) => value.trim() !== initial[field])
      .map(([field, value]) => ({ field, value: value.trim() }));
    if (values.length === 0) return notify(t('workshop.nothingChanged'), 'info');
    try {
      const r = dataOf(
        await change({ lineId: line.id, expectedVersion: line.version, values, profileId: null }),
      ).changeTailoringMeasurements;
      setErrors(Object.fromEntries(r.errors.map((x) => [x.field ?? '', x.code])));
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
    <form className={s.form} onSubmit={submit} id={formId} aria-label={t('workshop.changeTitle')} noValidate>
      <p className={s.meta}>{t('workshop.changeHint', { unit: t(`workshop.unitName.${unit}`) })}</p>
      <div className={s.formGrid}>
        {m.values.map((v) => {
          const err = errors[v.field];
          return (
            <label key={v.field} className={s.field}>
              <span>
                {t(`measurements.fields.${v.field}`, { defaultValue: v.field })} ({t(`measurements.units.${unit}`)})
              </span>
              <input
                name={v.field}
                inputMode="decimal"
                dir="ltr"
                value={typed[v.field] ?? ''}
                onChange={(e) => setTyped({ ...typed, [v.field]: e.target.value })}
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
