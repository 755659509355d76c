'use client';
import { useTranslation } from '../../../client/i18n/react';
import { Price } from '../../../components/catalog/Price';
import type { Checkout } from './use-checkout';

/** The points' line in the order's totals, when the order uses some. */
export function PointsDiscountRow({ checkout: c }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const used = c.quote?.points;
  if (!used || used.used <= 0) return null;
  return (
    <>
      <dt>{t('rewards.redeem.discount', { count: used.used })}</dt>
      <dd data-testid="points-discount">
        −<Price {...used.discount} charged />
      </dd>
    </>
  );
}
