import { describe, expect, it } from 'vitest';
import { measurementFormSchema, typedFigures } from './measurement-form';

const lehenga = { waist: '72', hip: '96', lehengaLength: '104' };
const issues = (input: Parameters<typeof measurementFormSchema.parse>[0]) =>
  (measurementFormSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('measurement form schema', () => {
  it("sends the garment's figures in order, as typed", () => {
    expect(typedFigures('lehenga', { ...lehenga, bust: '90' })).toEqual([
      { field: 'waist', value: '72' },
      { field: 'hip', value: '96' },
      { field: 'lehengaLength', value: '104' },
    ]);
  });

  it("puts checkMeasurementProfile's refusals on the name and the figures", () => {
    const form = { name: 'Mine', garment: 'lehenga', unit: 'cm', values: lehenga } as const;
    expect(issues(form)).toEqual([]);
    expect(issues({ ...form, name: ' ', values: { waist: '7', hip: 'abc', lehengaLength: '104.25' } })).toEqual([
      ['name', 'NAME_INVALID'],
      ['values.waist', 'OUT_OF_RANGE'],
      ['values.hip', 'NOT_A_NUMBER'],
      ['values.lehengaLength', 'BAD_STEP'],
    ]);
    expect(issues({ ...form, values: { hip: '96', lehengaLength: '104' } })).toEqual([
      ['values.waist', 'MISSING_FIELD'],
    ]);
  });
});
