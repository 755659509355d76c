// The new-product form's schema: the catalog service's rules (product-rules) checked before sending, each
// issue's message a refusal code the form translates as it translates the server's.
import * as z from 'zod/mini';
import { problemCheck } from './problem-check';
import {
  descriptionProblem,
  nameProblem,
  priceProblem,
  rupeesToMinor,
  slugProblem,
  stockProblem,
} from './product-rules';
import './zod-jitless';

const texts = (required: boolean, problem: (v: string) => string | null) =>
  z.object({
    en: z.string().check(problemCheck((v: string) => (required ? nameProblem(v, true) : null) ?? problem(v))),
    hi: z.string().check(problemCheck(problem)),
    ar: z.string().check(problemCheck(problem)),
  });

export const productCreateFormSchema = z
  .object({
    kind: z.enum(['saree', 'fabric']),
    slug: z.string().check(problemCheck(slugProblem)),
    name: texts(true, (v) => nameProblem(v, false)),
    description: texts(false, descriptionProblem),
    care: texts(false, descriptionProblem),
    categoryId: z.string().check(problemCheck((v: string) => (v ? null : 'UNKNOWN_CATEGORY'))),
    price: z.string(),
    mrp: z.string(),
    stock: z.string(),
    step: z.number(),
    imageKeys: z.array(z.string()).check(problemCheck((v: string[]) => (v.length ? null : 'IMAGE_REQUIRED'))),
    active: z.boolean(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const price = priceProblem(rupeesToMinor(v.price), rupeesToMinor(v.mrp));
      if (price)
        ctx.addIssue({
          code: 'custom',
          message: price,
          path: [price === 'PRICE_TOO_HIGH' ? 'mrp' : 'price'],
          input: v,
        });
      const stock = stockProblem(v.stock.trim() === '' ? Number.NaN : Number(v.stock), v.step);
      if (stock) ctx.addIssue({ code: 'custom', message: stock, path: ['stock'], input: v });
    }),
  );
export type ProductCreateFormValues = z.infer<typeof productCreateFormSchema>;

/** A slug from the English name: lower-case words joined by single hyphens. */
export const slugFrom = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
