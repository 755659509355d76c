import { describe, expect, it } from 'vitest';
import { addressFormSchema, type AddressFormValues } from './address-form';

const good = {
  name: 'Priya Sharma',
  phone: '98123 45678',
  line1: '12 MG Road',
  line2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'IN',
};
const check = (input: AddressFormValues) => {
  const result = addressFormSchema['~standard'].validate(input);
  if (result instanceof Promise) throw new Error('the address schema is synchronous');
  return result;
};
const codes = (input: AddressFormValues) =>
  Object.fromEntries((check(input).issues ?? []).map((i) => [i.path?.[0], i.message]));
describe('address form schema', () => {
  it('takes a good address as typed', () => {
    expect(check(good)).toEqual({ value: good });
  });

  it("names each field validateAddress refuses, with validateAddress's code", () => {
    expect(codes({ ...good, name: ' ', phone: '12', state: '', postalCode: '060001' })).toEqual({
      name: 'required',
      phone: 'invalid-phone',
      state: 'required',
      postalCode: 'invalid-pin',
    });
    expect(codes({ ...good, country: 'GB', state: '', postalCode: 'nope', phone: '+44 20 7946 0958' })).toEqual({
      postalCode: 'invalid-postal-code',
    });
    expect(codes({ ...good, line1: 'a<b>' })).toEqual({ line1: 'invalid-characters' });
  });
});
