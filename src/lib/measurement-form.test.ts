import { describe, expect, it } from 'vitest';
import { formFields, measurementFormSchema, typedFigures } from './measurement-form';
import { measurementFields } from './measurements';

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

  it("lists a garment's fields once, in the profile form's order, optional ones and held extras included", () => {
    const profileOrder = measurementFields('blouse').map((f) => f.field);
    // Figures come back from the server in another order, without the optional under-bust.
    const held = ['waist', 'bust', 'backNeckDepth', 'armhole', 'shoulderWidth'];
    expect(formFields('blouse', held)).toEqual(profileOrder);
    expect(formFields('blouse', held).slice(0, 3)).toEqual(['bust', 'underBust', 'waist']);
    expect(formFields('lehenga', ['hip', 'bust'])).toEqual(['waist', 'hip', 'lehengaLength', 'bust']);
  });
});
