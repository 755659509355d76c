'use client';
import { useTranslation } from '../../../client/i18n/react';
import { useCartStore } from '../../../client/cart/store';
import { MuiIsland } from '../../../client/theme/MuiIsland';
import type { CartCheck } from '../../../client/cart/use-cart-check';
import { MeasurementChoiceField } from '../../../components/measurements/MeasurementChoiceField';
import { updateLead } from '../../../lib/cart-rules';
import { garmentFromApi, type GarmentApiName } from '../../../lib/measurements';
import { workshopAddress } from '../../../lib/tailoring';
import { optionSummary } from '../../../components/tailoring/option-summary';
import s from './checkout.module.css';
import { Section } from './Section';

const problemShown = new Set([
  'MEASUREMENT_MISSING',
  'PROFILE_NOT_FOUND',
  'PROFILE_GARMENT_MISMATCH',
  'PROFILE_INCOMPLETE',
]);

/**
 * How each tailoring line gets its measurements: a saved profile for its garment, a designer's call or
 * a garment sent in. Lines made from the shopper's own fabric also say where to send it.
 */
export function MeasurementStep({ n, check }: { n: number; check: CartCheck }) {
  const { t, i18n } = useTranslation();
  const items = useCartStore((x) => x.items);
  const replace = useCartStore((x) => x.replace);
  const leads = check.lines.filter((l) => l.tailoring);
  const ownFabric = leads.some((l) => l.tailoring!.ownFabric);
  return (
    <MuiIsland>
      <Section n={n} title={t('tailoring.checkoutTitle')}>
        <div style={{ display: 'grid', gap: 16 }}>
          {leads.map((l) => {
            const lead = l.tailoring!;
            const stored = items.find((i) => i.key === l.key);
            const name = l.product?.name ?? '';
            if (!lead.garment || !stored?.tailoring) {
              return (
                <p key={l.key} className={s.muted}>
                  <strong>{name}</strong>: {t('tailoring.measurement.notNeeded')}
                </p>
              );
            }
            const garment = garmentFromApi(lead.garment as GarmentApiName);
            const problem =
              lead.problem && problemShown.has(lead.problem) && stored.tailoring.measurement
                ? t(`tailoring.problem.${lead.problem}`)
                : null;
            return (
              <div key={l.key} data-testid="lead-measurement-choice">
                <MeasurementChoiceField
                  garment={garment}
                  value={stored.tailoring.measurement}
                  onChange={(measurement) =>
                    replace(updateLead(useCartStore.getState().items, l.key, { ...stored.tailoring!, measurement }))
                  }
                  error={problem}
                  returnTo="/checkout"
                  legend={t('tailoring.measurementsFor', { name, options: optionSummary(lead.options, i18n.language) })}
                />
              </div>
            );
          })}
          {ownFabric ? (
            <p className={s.muted} data-testid="send-fabric-to">
              {t('tailoring.sendFabricTo')} <bdi>{workshopAddress}</bdi>
            </p>
          ) : null}
        </div>
      </Section>
    </MuiIsland>
  );
}
