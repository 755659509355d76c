'use client';
import { useTranslation } from '../../client/i18n/react';
import type { CartCheck, CheckedLine } from '../../client/cart/use-cart-check';
import { optionSummary } from './option-summary';
import s from './tailoring.module.css';

/** What a tailoring line in the cart is: its options, what it is made from, whose measurements. */
export function LeadDetails({ line, check }: { line: CheckedLine; check: CartCheck }) {
  const { t, i18n } = useTranslation();
  const lead = line.tailoring;
  if (!lead) return null;
  const garment = lead.attachTo ? check.lines.find((l) => l.key === lead.attachTo && l.product) : null;
  const m = lead.measurement;
  const measurement = !lead.garment
    ? t('tailoring.measurement.notNeeded')
    : !m
      ? t('tailoring.measurement.atCheckout')
      : m.kind === 'PROFILE'
        ? t('tailoring.measurement.profile')
        : t(`tailoring.measurement.${m.kind}`);
  return (
    <div className={s.lead} data-testid="lead-details">
      {lead.options.length > 0 ? (
        <span>
          <strong>{t('tailoring.options')}:</strong> {optionSummary(lead.options, i18n.language)}
        </span>
      ) : null}
      <span data-testid="lead-made-from">
        <strong>{t('tailoring.madeFrom')}:</strong>{' '}
        {garment ? <bdi>{garment.product!.name}</bdi> : t('tailoring.ownFabric')}
      </span>
      <span data-testid="lead-measurement">
        <strong>{t('tailoring.measurements')}:</strong> {measurement}
      </span>
      {line.product?.turnaroundDays ? (
        <span>{t('tailoring.readyIn', { count: (line.product.turnaroundDays ?? 0) + lead.extraDays })}</span>
      ) : null}
    </div>
  );
}
