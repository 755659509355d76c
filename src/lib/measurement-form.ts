// The measurement profile form's schema: checkMeasurementProfile, the rule the measurements service saves
// with, as a zod object. Each issue's message is the refusal's code; its path is the field it concerns
// (`name`, `values.<figure>`), or `root.form` for what concerns the whole profile.
import * as z from 'zod/mini';
import {
  checkMeasurementProfile,
  measurementFields,
  measurementGarments,
  measurementUnits,
  type MeasurementGarment,
} from './measurements';
import './zod-jitless';

/** The figures as the server takes them: the garment's fields in order, each as typed. */
export function typedFigures(garment: MeasurementGarment, values: Record<string, string | undefined>) {
  return measurementFields(garment).map((f) => ({ field: f.field, value: values[f.field] ?? '' }));
}

/**
 * The figure fields a form shows, the one list the profile's form and an order's change form share: the
 * garment's fields in a tailor's order (optional ones such as under-bust included, even when left empty),
 * then any other field the figures hold, so nothing kept is hidden.
 */
export function formFields(garment: MeasurementGarment, held: readonly string[] = []): string[] {
  const own = measurementFields(garment).map((f) => f.field as string);
  return [...own, ...held.filter((f) => !own.includes(f))];
}

export const measurementFormSchema = z
  .object({
    name: z.string(),
    garment: z.enum(measurementGarments),
    unit: z.enum(measurementUnits),
    values: z.record(z.string(), z.optional(z.string())),
  })
  .check(
    z.superRefine((form, ctx) => {
      const checked = checkMeasurementProfile({ ...form, values: typedFigures(form.garment, form.values) });
      if (checked.ok) return;
      const own = new Set<string>(measurementFields(form.garment).map((f) => f.field));
      for (const e of checked.errors) {
        const path =
          e.field === 'name' ? ['name'] : e.field && own.has(e.field) ? ['values', e.field] : ['root', 'form'];
        ctx.addIssue({ code: 'custom', message: e.code, path, input: form });
      }
    }),
  );
export type MeasurementFormValues = z.infer<typeof measurementFormSchema>;
