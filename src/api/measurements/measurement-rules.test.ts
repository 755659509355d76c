import { describe, expect, it } from 'vitest';
import {
  checkMeasurementProfile,
  formatFigure,
  isCompleteProfile,
  measurementFields,
  measurementGarments,
  parseFigure,
  rangeInUnit,
} from '../../lib/measurements';

const values = (v: Record<string, string>) => Object.entries(v).map(([field, value]) => ({ field, value }));

describe('measurement rules', () => {
  it('reads centimetres to the millimetre and inches in quarters, in any digits a phone types', () => {
    expect(parseFigure('81.5', 'cm')).toEqual({ ok: true, mm: 815 });
    expect(parseFigure('81.55', 'cm')).toEqual({ ok: false, code: 'BAD_STEP' });
    expect(parseFigure('32.25', 'in')).toEqual({ ok: true, mm: 819 });
    expect(parseFigure('32.3', 'in')).toEqual({ ok: false, code: 'BAD_STEP' });
    expect(parseFigure('٨٦', 'cm')).toEqual({ ok: true, mm: 860 });
    expect(parseFigure('८६,५', 'cm')).toEqual({ ok: true, mm: 865 });
    for (const bad of ['abc', '32in', '3e2', '', '1.2.3', '٣٢ انش'])
      expect(parseFigure(bad, 'cm')).toEqual({ ok: false, code: 'NOT_A_NUMBER' });
    expect(formatFigure(819, 'in')).toBe('32.25');
    expect(formatFigure(865, 'cm')).toBe('86.5');
  });

  it('shows ranges in inches that round-trip inside the millimetre range', () => {
    for (const g of measurementGarments)
      for (const f of measurementFields(g)) {
        const { min, max } = rangeInUnit(f.field, 'in');
        const lo = parseFigure(String(min), 'in');
        const hi = parseFigure(String(max), 'in');
        expect(lo.ok && lo.mm >= f.minMm && lo.mm <= f.maxMm).toBe(true);
        expect(hi.ok && hi.mm >= f.minMm && hi.mm <= f.maxMm).toBe(true);
        expect(parseFigure(String(min - 0.25), 'in')).toSatisfy(
          (p: ReturnType<typeof parseFigure>) => p.ok && p.mm < f.minMm,
        );
        expect(parseFigure(String(max + 0.25), 'in')).toSatisfy(
          (p: ReturnType<typeof parseFigure>) => p.ok && p.mm > f.maxMm,
        );
      }
  });

  it('knows a complete, plausible set of stored figures', () => {
    expect(isCompleteProfile('petticoat', { waist: 760, hip: 960, petticoatLength: 980 })).toBe(true);
    expect(isCompleteProfile('petticoat', { waist: 760, hip: 960 })).toBe(false);
    expect(isCompleteProfile('petticoat', { waist: 3000, hip: 960, petticoatLength: 980 })).toBe(false);
    expect(isCompleteProfile('petticoat', { waist: 760, hip: 960, petticoatLength: 980.5 })).toBe(false);
    expect(isCompleteProfile('petticoat', { waist: 760, hip: 960, petticoatLength: 980, wingspan: 1500 })).toBe(false);
  });

  it('names each wrong field', () => {
    const r = checkMeasurementProfile({
      name: ' ',
      garment: 'petticoat',
      unit: 'cm',
      values: values({ waist: '300', hip: '-5', petticoatLength: 'long', bust: '90' }),
    });
    expect(r).toEqual({
      ok: false,
      errors: [
        { code: 'NAME_INVALID', field: 'name' },
        { code: 'UNKNOWN_FIELD', field: 'bust' },
        { code: 'OUT_OF_RANGE', field: 'waist' },
        { code: 'OUT_OF_RANGE', field: 'hip' },
        { code: 'NOT_A_NUMBER', field: 'petticoatLength' },
      ],
    });
  });
});
