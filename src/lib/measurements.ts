// Measurement rules both sides use: garments, the three ways a tailoring line gets its measurements, and
// the snapshot an order keeps (so editing a profile later never changes an order already placed).
import { z } from 'zod';
import { hasUnsafeText, tidyText } from './text';

// Zod compiles object schemas with `new Function` unless told not to; the pages' Content-Security-Policy
// forbids eval, so the browser would report a violation on every page that loads these rules.
z.config({ jitless: true });

/** Garments a measurement profile is taken for. */
export const measurementGarments = ['blouse', 'kurta', 'salwar', 'lehenga', 'petticoat', 'pre-draped'] as const;
export type MeasurementGarment = (typeof measurementGarments)[number];

/** Units a shopper may prefer; figures are always stored in millimetres. */
export const measurementUnits = ['cm', 'in'] as const;
export type MeasurementUnit = (typeof measurementUnits)[number];

export { measurementChoiceKinds, type MeasurementChoice } from './measurement-choice';

/** What an order keeps of the shopper's choice: for a profile, a copy of its name and figures (mm). */
export type MeasurementSnapshot =
  | {
      kind: 'PROFILE';
      profileId: string;
      name: string;
      garment: MeasurementGarment;
      unit: MeasurementUnit;
      valuesMm: Record<string, number>;
      takenAt: string;
    }
  | { kind: 'DESIGNER_CALL'; figures?: TakenFigures }
  | { kind: 'SEND_BLOUSE'; figures?: TakenFigures };

/** Figures staff took for a line (on the designer's call, or from a blouse sent in), stored in mm like a profile's. */
type TakenFigures = {
  garment: MeasurementGarment;
  unit: MeasurementUnit;
  valuesMm: Record<string, number>;
  takenAt: string;
};

/** A snapshot's figures, wherever they came from; null while a line still waits for them. */
export function snapshotFigures(
  m: MeasurementSnapshot,
): { garment: MeasurementGarment; unit: MeasurementUnit; valuesMm: Record<string, number>; takenAt: string } | null {
  if (m.kind === 'PROFILE') return m;
  return m.figures ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Fields, ranges and units. Every figure is stored as whole millimetres; the shopper types centimetres (to
// one decimal, i.e. millimetres) or inches (in quarter-inch steps, the finest a tailor's tape is read to).

/** Every measurement a garment may need, each with the plausible range of an adult's figure (mm). */
const measurementFieldRanges = {
  bust: { minMm: 600, maxMm: 1600 },
  underBust: { minMm: 550, maxMm: 1500 },
  waist: { minMm: 450, maxMm: 1500 },
  hip: { minMm: 650, maxMm: 1700 },
  shoulderWidth: { minMm: 280, maxMm: 550 },
  armhole: { minMm: 280, maxMm: 650 },
  sleeveLength: { minMm: 50, maxMm: 700 },
  sleeveRound: { minMm: 180, maxMm: 550 },
  blouseLength: { minMm: 280, maxMm: 650 },
  frontNeckDepth: { minMm: 40, maxMm: 320 },
  backNeckDepth: { minMm: 40, maxMm: 380 },
  kurtaLength: { minMm: 600, maxMm: 1400 },
  thigh: { minMm: 350, maxMm: 950 },
  knee: { minMm: 250, maxMm: 650 },
  calf: { minMm: 220, maxMm: 600 },
  ankle: { minMm: 180, maxMm: 500 },
  salwarLength: { minMm: 700, maxMm: 1300 },
  lehengaLength: { minMm: 700, maxMm: 1250 },
  petticoatLength: { minMm: 700, maxMm: 1250 },
  drapeLength: { minMm: 700, maxMm: 1250 },
} as const satisfies Record<string, { minMm: number; maxMm: number }>;
export type MeasurementField = keyof typeof measurementFieldRanges;
const measurementFieldKeys = Object.keys(measurementFieldRanges) as MeasurementField[];

/** The fields each garment is cut from, in the order a tailor takes them; `optional` ones may be left empty. */
const garmentMeasurementFields: Record<MeasurementGarment, readonly { field: MeasurementField; optional?: true }[]> = {
  blouse: [
    { field: 'bust' },
    { field: 'underBust', optional: true },
    { field: 'waist' },
    { field: 'shoulderWidth' },
    { field: 'armhole' },
    { field: 'sleeveLength' },
    { field: 'sleeveRound' },
    { field: 'blouseLength' },
    { field: 'frontNeckDepth' },
    { field: 'backNeckDepth' },
  ],
  kurta: [
    { field: 'bust' },
    { field: 'waist' },
    { field: 'hip' },
    { field: 'shoulderWidth' },
    { field: 'armhole' },
    { field: 'sleeveLength' },
    { field: 'sleeveRound' },
    { field: 'kurtaLength' },
    { field: 'frontNeckDepth' },
    { field: 'backNeckDepth', optional: true },
  ],
  salwar: [
    { field: 'waist' },
    { field: 'hip' },
    { field: 'thigh' },
    { field: 'knee' },
    { field: 'calf', optional: true },
    { field: 'ankle' },
    { field: 'salwarLength' },
  ],
  lehenga: [{ field: 'waist' }, { field: 'hip' }, { field: 'lehengaLength' }],
  petticoat: [{ field: 'waist' }, { field: 'hip' }, { field: 'petticoatLength' }],
  'pre-draped': [{ field: 'waist' }, { field: 'hip' }, { field: 'drapeLength' }],
};

/** The fields of a garment, each with its range and whether it may be left empty. */
export function measurementFields(
  garment: MeasurementGarment,
): { field: MeasurementField; optional: boolean; minMm: number; maxMm: number }[] {
  return garmentMeasurementFields[garment].map((f) => ({
    field: f.field,
    optional: f.optional === true,
    ...measurementFieldRanges[f.field],
  }));
}

export const maxMeasurementProfiles = 20;
export const measurementNameMaxLength = 40;
/** Longest figure a shopper may type ("1234.75"), so nonsense is refused before it is parsed. */
const maxValueLength = 12;

const mmPerInch = 25.4;

/** Indian and Arabic digits typed on a phone keyboard read as the same numbers. */
function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/[\u066b,]/g, '.');
}

export type ParsedFigure = { ok: true; mm: number } | { ok: false; code: 'NOT_A_NUMBER' | 'BAD_STEP' };

/** A typed figure in the shopper's unit as whole millimetres: cm to one decimal, inches in quarters. */
export function parseFigure(text: string, unit: MeasurementUnit): ParsedFigure {
  const clean = westernDigits(text.trim());
  if (clean.length === 0 || clean.length > maxValueLength || !/^-?\d+(\.\d+)?$/.test(clean))
    return { ok: false, code: 'NOT_A_NUMBER' };
  const value = Number(clean);
  if (!Number.isFinite(value)) return { ok: false, code: 'NOT_A_NUMBER' };
  if (unit === 'cm') {
    const tenths = value * 10;
    if (Math.abs(tenths - Math.round(tenths)) > 1e-6) return { ok: false, code: 'BAD_STEP' };
    return { ok: true, mm: Math.round(tenths) };
  }
  const quarters = value * 4;
  if (Math.abs(quarters - Math.round(quarters)) > 1e-6) return { ok: false, code: 'BAD_STEP' };
  return { ok: true, mm: Math.round(value * mmPerInch) };
}

/** Millimetres in the shopper's unit, as a plain number: cm to one decimal, inches to the nearest quarter. */
function mmToUnit(mm: number, unit: MeasurementUnit): number {
  return unit === 'cm' ? Math.round(mm) / 10 : Math.round((mm / mmPerInch) * 4) / 4;
}

/** A figure as typed into a field ("81.5", "32.25"), without the unit. */
export function formatFigure(mm: number, unit: MeasurementUnit): string {
  return String(mmToUnit(mm, unit));
}

/** A field's range as the shopper's unit can express it: the smallest and largest typeable figures inside it. */
export function rangeInUnit(field: MeasurementField, unit: MeasurementUnit): { min: number; max: number } {
  const { minMm, maxMm } = measurementFieldRanges[field];
  if (unit === 'cm') return { min: minMm / 10, max: maxMm / 10 };
  // Quarter inches whose millimetre figure (rounded) still lies inside the range.
  let min = Math.ceil((minMm / mmPerInch) * 4) / 4;
  while (Math.round((min - 0.25) * mmPerInch) >= minMm) min -= 0.25;
  while (Math.round(min * mmPerInch) < minMm) min += 0.25;
  let max = Math.floor((maxMm / mmPerInch) * 4) / 4;
  while (Math.round((max + 0.25) * mmPerInch) <= maxMm) max += 0.25;
  while (Math.round(max * mmPerInch) > maxMm) max -= 0.25;
  return { min, max };
}

export const measurementErrorCodes = [
  'OUT_OF_RANGE',
  'MISSING_FIELD',
  'NOT_A_NUMBER',
  'BAD_STEP',
  'UNKNOWN_FIELD',
  'NAME_INVALID',
  'NOT_FOUND',
  'TOO_MANY_PROFILES',
] as const;
type MeasurementErrorCode = (typeof measurementErrorCodes)[number];
export type MeasurementError = { code: MeasurementErrorCode; field: string | null };

/** What the browser sends: figures as typed, in the chosen unit (letters are refused by name, not by type). */
const measurementProfileInputSchema = z.object({
  name: z.string().max(200),
  garment: z.enum(measurementGarments),
  unit: z.enum(measurementUnits),
  values: z.array(z.object({ field: z.string().max(40), value: z.string().max(40) })).max(40),
});
export type MeasurementProfileInput = z.infer<typeof measurementProfileInputSchema>;

/** The figures an order or a profile keeps: known field names, whole positive millimetres. */
const measurementValuesMmSchema = z.partialRecord(
  z.enum(measurementFieldKeys as [MeasurementField, ...MeasurementField[]]),
  z.number().int().positive(),
);

export type CheckedProfile = {
  name: string;
  garment: MeasurementGarment;
  unit: MeasurementUnit;
  valuesMm: Partial<Record<MeasurementField, number>>;
};

/**
 * A profile as typed, checked field by field: a name, every required figure of the garment present, a number
 * in the unit's steps and inside its plausible range. The browser shows the same errors before sending.
 */
export function checkMeasurementProfile(
  input: MeasurementProfileInput,
): { ok: true; value: CheckedProfile } | { ok: false; errors: MeasurementError[] } {
  const parsed = measurementProfileInputSchema.safeParse(input);
  // Only a hand-made request gets here (the form cannot send it): a huge name, or too many or too long values.
  if (!parsed.success) {
    const nameWrong = parsed.error.issues.some((i) => i.path[0] === 'name');
    return {
      ok: false,
      errors: [nameWrong ? { code: 'NAME_INVALID', field: 'name' } : { code: 'UNKNOWN_FIELD', field: null }],
    };
  }
  const { garment, unit, values } = parsed.data;
  const errors: MeasurementError[] = [];
  const name = tidyText(parsed.data.name);
  if (name.length === 0 || name.length > measurementNameMaxLength || hasUnsafeText(name))
    errors.push({ code: 'NAME_INVALID', field: 'name' });
  const fields = measurementFields(garment);
  const allowed = new Set<string>(fields.map((f) => f.field));
  const typed = new Map<string, string>();
  for (const { field, value } of values) {
    if (!allowed.has(field) || typed.has(field)) errors.push({ code: 'UNKNOWN_FIELD', field });
    else typed.set(field, value);
  }
  const valuesMm: Partial<Record<MeasurementField, number>> = {};
  for (const f of fields) {
    const text = typed.get(f.field)?.trim() ?? '';
    if (text === '') {
      if (!f.optional) errors.push({ code: 'MISSING_FIELD', field: f.field });
      continue;
    }
    const figure = parseFigure(text, unit);
    if (!figure.ok) errors.push({ code: figure.code, field: f.field });
    else if (figure.mm < f.minMm || figure.mm > f.maxMm) errors.push({ code: 'OUT_OF_RANGE', field: f.field });
    else valuesMm[f.field] = figure.mm;
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { name, garment, unit, valuesMm } };
}

/** Whether stored figures still make a complete, plausible profile of the garment (checked before an order keeps them). */
export function isCompleteProfile(garment: MeasurementGarment, valuesMm: Record<string, number>): boolean {
  if (!measurementValuesMmSchema.safeParse(valuesMm).success) return false;
  return measurementFields(garment).every((f) => {
    const mm = valuesMm[f.field];
    if (mm === undefined) return f.optional;
    return Number.isInteger(mm) && mm >= f.minMm && mm <= f.maxMm;
  });
}

/** Garment and unit names as the GraphQL API spells them (enum names cannot hold a hyphen). */
export const garmentApiNames = {
  blouse: 'BLOUSE',
  kurta: 'KURTA',
  salwar: 'SALWAR',
  lehenga: 'LEHENGA',
  petticoat: 'PETTICOAT',
  'pre-draped': 'PRE_DRAPED',
} as const satisfies Record<MeasurementGarment, string>;
export type GarmentApiName = (typeof garmentApiNames)[MeasurementGarment];
export function garmentFromApi(name: GarmentApiName): MeasurementGarment {
  return measurementGarments.find((g) => garmentApiNames[g] === name)!;
}
export const unitApiNames = { cm: 'CM', in: 'IN' } as const satisfies Record<MeasurementUnit, string>;
export type UnitApiName = (typeof unitApiNames)[MeasurementUnit];
export const unitFromApi = (name: UnitApiName): MeasurementUnit => (name === 'IN' ? 'in' : 'cm');
