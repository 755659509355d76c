import { builder } from './builder';

/**
 * Why a field of a form was refused. Services speak the lower-case names; the gateway shows each as an
 * enum value (`too-long` → `TOO_LONG`), and the browser turns the enum back into its translation key.
 */
const fieldErrorCodes = [
  'required',
  'too-long',
  'invalid',
  'invalid-characters',
  'invalid-phone',
  'invalid-pin',
  'invalid-postal-code',
  'invalid-state',
  'unsupported-country',
  'not-found',
  'too-many',
] as const;
type FieldErrorCode = (typeof fieldErrorCodes)[number];
export type FieldError = { field: string; code: FieldErrorCode };

const enumName = (code: string) => code.toUpperCase().replace(/-/g, '_');

const FieldErrorCodeEnum = builder.enumType('FieldErrorCode', {
  values: Object.fromEntries(fieldErrorCodes.map((code) => [enumName(code), { value: code }])) as Record<
    string,
    { value: FieldErrorCode }
  >,
});

export const FieldErrorRef = builder.objectRef<FieldError>('FieldError').implement({
  description: 'A field the server refused and why; the browser translates the code.',
  fields: (t) => ({ field: t.exposeString('field'), code: t.expose('code', { type: FieldErrorCodeEnum }) }),
});
