// The back office's rate form: the rate as typed (rupees for one unit) and the day it is of, checked by the
// rules the currency service refuses with, so an issue's message is the refusal's code.
import * as z from 'zod/mini';
import { scaledRate } from './currency';
import { rateDayProblem } from './currency-days';
import { problemCheck } from './problem-check';
import './zod-jitless';

/** A rate as typed ("118.4321", "118,43" with a decimal comma) as a number; NaN for anything else. */
export function typedRate(v: string): number {
  const s = v.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
}

export const rateFormSchema = z.object({
  rate: z.string().check(problemCheck((v: string) => (scaledRate(typedRate(v)) === null ? 'INVALID_RATE' : null))),
  asOf: z.string().check(problemCheck((v: string) => rateDayProblem(v, new Date()))),
});
export type RateFormValues = z.infer<typeof rateFormSchema>;
