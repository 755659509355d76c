import { describe, expect, it } from 'vitest';
import { enquiryFormSchema } from './enquiry-form';

const good = {
  name: 'Lakshmi Nair',
  phone: '+91 90000 00042',
  interest: 'bridal',
  preferredTime: 'evening',
  message: 'A bridal blouse in maroon silk',
  website: '',
};
const codes = (input: unknown) =>
  Object.fromEntries(
    (enquiryFormSchema.safeParse(input).error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
  );

describe('enquiry form schema', () => {
  it('passes a good enquiry through unchanged', () => {
    expect(enquiryFormSchema.parse(good)).toEqual(good);
  });

  it('names each bad field with the code the enquiries service refuses it with', () => {
    expect(codes({ ...good, name: '  ', phone: '12', message: 'Hello <script>' })).toEqual({
      name: 'REQUIRED',
      phone: 'INVALID_PHONE',
      message: 'INVALID_CHARACTERS',
    });
    expect(codes({ ...good, name: 'x'.repeat(81), message: 'y'.repeat(2001) })).toEqual({
      name: 'TOO_LONG',
      message: 'TOO_LONG',
    });
    expect(codes({ ...good, message: ' \n ' })).toEqual({ message: 'REQUIRED' });
  });
});
