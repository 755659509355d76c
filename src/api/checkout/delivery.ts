// Delivery zones, fees and times: one table, so a rate change is one line.
import type { BuyingSettings } from '../../config';
import { storeTimeZone } from '../../lib/dates';
import { daysAfter } from '../../lib/zoned-time';

export type Zone = 'INDIA' | 'SAARC' | 'GULF' | 'ASIA_PACIFIC' | 'EUROPE' | 'REST_OF_WORLD';

/** Flat fee per international order (paise) and courier days, by zone. India's fee depends on the total. */
const zones: Record<
  Exclude<Zone, 'INDIA'>,
  { countries: readonly string[]; feeMinor: number; days: [number, number] }
> = {
  SAARC: { countries: ['NP', 'LK', 'BD', 'BT', 'MV'], feeMinor: 1_499_00, days: [7, 14] },
  GULF: { countries: ['AE', 'SA', 'QA', 'KW', 'OM', 'BH'], feeMinor: 1_999_00, days: [7, 14] },
  ASIA_PACIFIC: { countries: ['SG', 'MY', 'JP', 'HK'], feeMinor: 2_499_00, days: [7, 14] },
  EUROPE: {
    countries: ['GB', 'IE', 'DE', 'FR', 'NL', 'IT', 'ES', 'CH', 'SE', 'NO', 'DK'],
    feeMinor: 2_999_00,
    days: [7, 14],
  },
  REST_OF_WORLD: { countries: [], feeMinor: 3_499_00, days: [7, 14] },
};
/** Whether a text names a delivery zone (an argument the owner's preview takes). */
export const isZone = (z: string): z is Zone => z === 'INDIA' || Object.hasOwn(zones, z);
const indiaFeeMinor = 99_00;
const indiaDays: [number, number] = [3, 6];
/** Turnaround assumed for a tailoring service that does not state its own. */
export const defaultTailoringDays = 7;

export function zoneOf(country: string): Zone {
  if (country === 'IN') return 'INDIA';
  for (const [zone, z] of Object.entries(zones)) if (z.countries.includes(country)) return zone as Zone;
  return 'REST_OF_WORLD';
}

export function deliveryFeeMinor(
  zone: Zone,
  subtotalMinor: number,
  settings: Pick<BuyingSettings, 'freeDeliveryThresholdMinor'>,
): number {
  if (zone !== 'INDIA') return zones[zone].feeMinor;
  return subtotalMinor >= settings.freeDeliveryThresholdMinor ? 0 : indiaFeeMinor;
}

export type DeliveryWindow = { earliest: string; latest: string };

/** Courier days for the zone, after the longest tailoring turnaround of the order. ISO dates. */
export function deliveryWindow(now: Date, zone: Zone, tailoringDays: number): DeliveryWindow {
  const [min, max] = zone === 'INDIA' ? indiaDays : zones[zone].days;
  // Counted in calendar days from today in India, the store's zone.
  const iso = (days: number) => daysAfter(now, days + tailoringDays, storeTimeZone);
  return { earliest: iso(min), latest: iso(max) };
}
