// The time zones a shopper or designer picks from: one entry per zone (the old spellings ICU still knows,
// such as Asia/Calcutta beside Asia/Kolkata, collapse into one), each shown by its translated name and
// offset rather than its raw ID, the chooser's own zone first.

/** Old IANA spellings browsers still list, with the name the zone has today. */
const renamed: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** The zone's key for telling duplicates apart: what the browser resolves it to, or null if unknown. */
function zoneKey(zone: string): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    return renamed[resolved] ?? resolved;
  } catch {
    return null;
  }
}

/** The zone's ID as the IANA database spells it today (Asia/Calcutta becomes Asia/Kolkata). */
export function canonicalZone(zone: string): string {
  return renamed[zone] ?? zone;
}

function zonePart(zone: string, lng: string, style: 'longGeneric' | 'shortOffset', at: Date): string {
  const parts = new Intl.DateTimeFormat(lng, { timeZone: zone, timeZoneName: style }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/**
 * A zone as a person reads it: its translated name, its offset now, and its city (several zones share a
 * name, "Eastern Time" is New York and Toronto), e.g. "India Standard Time (GMT+5:30) · Kolkata".
 */
export function zoneName(zone: string, lng: string, at: Date = new Date()): string {
  const id = canonicalZone(zone);
  const city = (id.split('/').pop() ?? id).replace(/_/g, ' ');
  const name = zonePart(zone, lng, 'longGeneric', at);
  const offset = zonePart(zone, lng, 'shortOffset', at);
  // A zone without a name of its own gets an offset for one ("GMT+03:00"): the offset alone says it.
  const head = name && !/\d/.test(name) ? `${name} (${offset})` : offset;
  return id.includes('/') ? `${head} · ${city}` : head;
}

export type ZoneChoice = { id: string; label: string };

/**
 * The zones to choose from, one per zone: `first` (the chosen one, then the chooser's own, then common
 * ones) ahead of the rest. The first spelling met is kept, so a saved value stays selected.
 */
export function zoneList(first: readonly string[], all: readonly string[], lng: string, at = new Date()): ZoneChoice[] {
  const seen = new Set<string>();
  const out: ZoneChoice[] = [];
  for (const zone of [...first, ...all]) {
    const key = zoneKey(zone);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push({ id: zone, label: zoneName(zone, lng, at) });
  }
  return out;
}
