// Delivery address rules as pure functions, shared by the server (which enforces them) and the browser
// (which shows the same messages before sending). No server imports here.
import { isValidPhoneNumber, type CountryCode as PhoneCountry } from 'libphonenumber-js';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { hasUnsafeText, tidyText } from './text';

/** India's 28 states and 8 union territories, as India Post writes them. */
export const indianStates = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

/** Where the store ships: ISO 3166-1 alpha-2 code and English name. India first. */
export const shippingCountries = [
  ['IN', 'India'],
  ['US', 'United States'],
  ['GB', 'United Kingdom'],
  ['CA', 'Canada'],
  ['AU', 'Australia'],
  ['AE', 'United Arab Emirates'],
  ['SG', 'Singapore'],
  ['MY', 'Malaysia'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['NL', 'Netherlands'],
  ['NZ', 'New Zealand'],
  ['SA', 'Saudi Arabia'],
  ['QA', 'Qatar'],
  ['KW', 'Kuwait'],
  ['OM', 'Oman'],
  ['BH', 'Bahrain'],
  ['ZA', 'South Africa'],
  ['KE', 'Kenya'],
  ['MU', 'Mauritius'],
  ['NP', 'Nepal'],
  ['LK', 'Sri Lanka'],
  ['BD', 'Bangladesh'],
  ['JP', 'Japan'],
  ['HK', 'Hong Kong'],
  ['IE', 'Ireland'],
  ['IT', 'Italy'],
  ['ES', 'Spain'],
  ['CH', 'Switzerland'],
  ['SE', 'Sweden'],
  ['NO', 'Norway'],
  ['DK', 'Denmark'],
] as const;
const countryCodes = new Set<string>(shippingCountries.map(([c]) => c));

export const addressLimits = {
  name: 80,
  phone: 20,
  line1: 120,
  line2: 120,
  city: 60,
  state: 60,
  postalCode: 12,
} as const;

export type AddressFields = {
  name: string;
  phone: string;
  line1: string;
  line2?: string | null;
  city: string;
  state?: string | null;
  postalCode: string;
  country: string;
};
type AddressFieldCode =
  | 'required'
  | 'too-long'
  | 'invalid-phone'
  | 'invalid-pin'
  | 'invalid-postal-code'
  | 'invalid-state'
  | 'unsupported-country'
  | 'invalid-characters';
export type AddressFieldError = { field: keyof AddressFields; code: AddressFieldCode };

const tidy = tidyText;

export function isPostalCodeOptional(country: string): boolean {
  return country !== 'IN' && !postcodeValidatorExistsForCountry(country);
}

/** Trims and checks an address; the cleaned fields are what gets stored. */
export function validateAddress(
  input: AddressFields,
): { ok: true; value: Required<AddressFields> } | { ok: false; errors: AddressFieldError[] } {
  const errors: AddressFieldError[] = [];
  const country = tidy(input.country).toUpperCase();
  const v = {
    name: tidy(input.name),
    phone: tidy(input.phone),
    line1: tidy(input.line1),
    line2: tidy(input.line2) || null,
    city: tidy(input.city),
    state: tidy(input.state) || null,
    postalCode: tidy(input.postalCode).toUpperCase(),
    country,
  };
  for (const field of ['name', 'phone', 'line1', 'line2', 'city', 'state', 'postalCode'] as const) {
    const value = v[field];
    if (value === null || value === '') continue;
    if (value.length > addressLimits[field]) errors.push({ field, code: 'too-long' });
    else if (hasUnsafeText(value)) errors.push({ field, code: 'invalid-characters' });
  }
  for (const field of ['name', 'phone', 'line1', 'city'] as const)
    if (!v[field]) errors.push({ field, code: 'required' });
  const failed = (field: keyof AddressFields) => errors.some((e) => e.field === field);

  if (!country) errors.push({ field: 'country', code: 'required' });
  else if (!countryCodes.has(country)) errors.push({ field: 'country', code: 'unsupported-country' });
  else {
    if (v.phone && !failed('phone') && !isValidPhoneNumber(v.phone, country as PhoneCountry))
      errors.push({ field: 'phone', code: 'invalid-phone' });
    if (country === 'IN') {
      if (!v.postalCode) errors.push({ field: 'postalCode', code: 'required' });
      else if (!failed('postalCode') && !/^[1-9][0-9]{5}$/.test(v.postalCode))
        errors.push({ field: 'postalCode', code: 'invalid-pin' });
      if (!v.state) errors.push({ field: 'state', code: 'required' });
      else if (!failed('state')) {
        const match = indianStates.find((s) => s.toLowerCase() === v.state!.toLowerCase());
        if (match) v.state = match;
        else errors.push({ field: 'state', code: 'invalid-state' });
      }
    } else if (!isPostalCodeOptional(country)) {
      if (!v.postalCode) errors.push({ field: 'postalCode', code: 'required' });
      else if (!failed('postalCode') && !postcodeValidator(v.postalCode, country))
        errors.push({ field: 'postalCode', code: 'invalid-postal-code' });
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, value: v };
}
