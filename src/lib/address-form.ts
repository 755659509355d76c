// The address form's schema: validateAddress, the rule the addresses service saves with, as a zod object
// whose issues name the field and the code (the form translates it as `address.errors.<code>`).
import * as z from 'zod/mini';
import { validateAddress } from './address-rules';
import './zod-jitless';

export const addressFormSchema = z
  .object({
    name: z.string(),
    phone: z.string(),
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
  })
  .check(
    z.superRefine((form, ctx) => {
      const checked = validateAddress({ ...form, line2: form.line2 || null, state: form.state || null });
      if (checked.ok) return;
      // One message a field, the last found (as the form has always shown).
      const byField = new Map(checked.errors.map((e) => [e.field, e.code]));
      for (const [field, code] of byField)
        ctx.addIssue({ code: 'custom', message: code, path: [field], input: form[field] });
    }),
  );
export type AddressFormValues = z.infer<typeof addressFormSchema>;
