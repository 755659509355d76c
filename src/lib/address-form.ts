// The address form's schema: validateAddress, the rule the addresses service saves with, as a Standard
// Schema (what react-hook-form's resolver reads) whose issues name the field and the code (the form
// translates it as `address.errors.<code>`). Plain, not zod: the address rules are already a function,
// and the form loads on checkout, where zod's core would add 85 kB of script for no rule of its own.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { validateAddress } from './address-rules';

const fields = ['name', 'phone', 'line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const;
export type AddressFormValues = Record<(typeof fields)[number], string>;

function isForm(value: unknown): value is AddressFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const form = value as Record<string, unknown>;
  return fields.every((f) => typeof form[f] === 'string');
}

function validate(value: unknown): StandardSchemaV1.Result<AddressFormValues> {
  if (!isForm(value)) return { issues: [{ message: 'required' }] };
  const checked = validateAddress({ ...value, line2: value.line2 || null, state: value.state || null });
  if (checked.ok) return { value };
  // One message a field, the last found (as the form has always shown).
  const byField = new Map(checked.errors.map((e) => [e.field, e.code]));
  return { issues: [...byField].map(([field, code]) => ({ message: code, path: [field] })) };
}

export const addressFormSchema: StandardSchemaV1<AddressFormValues> = {
  '~standard': { version: 1, vendor: 'silai', validate },
};
