// The product form's schema: the checks the catalog service refuses with (product-rules), as one zod
// object the form validates with before sending. Amounts are typed in rupees, stock as a number.
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

const localizedName = (required: boolean) => z.string().check(problemCheck((v: string) => nameProblem(v, required)));
const description = z.string().check(problemCheck(descriptionProblem));

export const productFormSchema = z
  .object({
    slug: z.string().check(problemCheck(slugProblem)),
    nameEn: localizedName(true),
    nameHi: localizedName(false),
    nameAr: localizedName(false),
    descriptionEn: description,
    descriptionHi: description,
    descriptionAr: description,
    price: z.string(),
    mrp: z.string(),
    stock: z.string(),
    step: z.number(),
    tracked: z.boolean(),
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
      const stock = v.tracked ? stockProblem(v.stock.trim() === '' ? Number.NaN : Number(v.stock), v.step) : null;
      if (stock) ctx.addIssue({ code: 'custom', message: stock, path: ['stock'], input: v });
    }),
  );
export type ProductFormValues = z.infer<typeof productFormSchema>;
