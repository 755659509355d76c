import { browserTimeZone } from '../../lib/dates';
import { zoneList, zoneName, type ZoneChoice } from '../../lib/time-zones';

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

/** Every zone the browser knows, once each and by name: the chosen one, the shopper's own and the common ones first. */
export function zoneChoices(current: string, lng: string): ZoneChoice[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zoneList([current, browserTimeZone(), ...common], all, lng);
}

/** A zone's name as shown inside translated text, isolated so RTL text keeps its order. */
export function zoneLabel(zone: string, lng: string): string {
  return `\u2068${zoneName(zone, lng)}\u2069`;
}
