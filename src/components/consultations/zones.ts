import { browserTimeZone } from '../../lib/dates';
import { isTimeZone } from '../../lib/consultations';

/** Zones many of the store's shoppers live in, offered first. */
const common = [
  'Asia/Kolkata',
  'Asia/Dubai',
  'Asia/Singapore',
  'Europe/London',
  'America/New_York',
  'America/Toronto',
  'America/Los_Angeles',
  'Australia/Sydney',
];

/** Every zone the browser knows, the shopper's own and the common ones first. */
export function zoneChoices(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, browserTimeZone(), ...common, ...all])].filter(isTimeZone);
}

/** A zone name as shown inside translated text: readable (spaces) and isolated, so RTL text keeps its order. */
export function zoneLabel(zone: string): string {
  return `\u2068${zone.replace(/_/g, ' ')}\u2069`;
}
