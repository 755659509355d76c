// The back office's forms (catalogue, home page, tailoring options): zod objects built from the rules the
// services refuse with (catalogue-admin.ts), so an issue's message is the refusal's code.
import * as z from 'zod/mini';
import {
  adminTextLimits,
  positionProblem,
  priceProblem,
  slugProblem,
  textsProblem,
  discountProblem,
} from './catalogue-admin';
import { problemCheck } from './problem-check';
import './zod-jitless';

const texts = (max: number, required = true) =>
  z
    .object({ en: z.string(), hi: z.string(), ar: z.string() })
    .check(problemCheck((v: { en: string; hi: string; ar: string }) => textsProblem(v, max, required)));

const slug = z.string().check(problemCheck(slugProblem));
const position = z.number().check(problemCheck(positionProblem));

export const categoryFormSchema = z.object({
  slug,
  parentId: z.string(),
  position,
  name: texts(adminTextLimits.name),
  description: texts(adminTextLimits.description, false),
});
export type CategoryFormValues = z.infer<typeof categoryFormSchema>;

export const collectionFormSchema = z.object({
  slug,
  position,
  name: texts(adminTextLimits.name),
  description: texts(adminTextLimits.description, false),
});
export type CollectionFormValues = z.infer<typeof collectionFormSchema>;

export const bannerFormSchema = z.object({
  slug,
  position,
  title: texts(adminTextLimits.name),
  description: texts(adminTextLimits.description),
  buttonText: texts(40),
  buttonLink: z
    .string()
    .check(problemCheck((v: string) => (v.startsWith('/') && !v.startsWith('//') ? null : 'UNKNOWN_LINK'))),
  imageKey: z.string(),
  /** Empty for none. */
  discount: z.string().check(problemCheck((v: string) => (v.trim() === '' ? null : discountProblem(Number(v))))),
  active: z.boolean(),
});
export type BannerFormValues = z.infer<typeof bannerFormSchema>;

export const badgeFormSchema = z.object({
  slug,
  position,
  icon: z.string(),
  title: texts(adminTextLimits.name),
  description: texts(adminTextLimits.description),
});
export type BadgeFormValues = z.infer<typeof badgeFormSchema>;

export const groupFormSchema = z.object({ name: texts(adminTextLimits.name), required: z.boolean(), position });
export type GroupFormValues = z.infer<typeof groupFormSchema>;

/** Rupees as typed (two decimals at most) to paise; NaN for anything that is not a number. */
export function rupeesToPaise(v: string): number {
  return /^-?\d+(\.\d{1,2})?$/.test(v.trim()) ? Math.round(Number(v.trim()) * 100) : Number.NaN;
}

export const optionFormSchema = z.object({
  code: z.string(),
  name: texts(adminTextLimits.name),
  price: z.string().check(problemCheck((v: string) => priceProblem(rupeesToPaise(v)))),
  position,
  active: z.boolean(),
});
export type OptionFormValues = z.infer<typeof optionFormSchema>;

/** Texts as the form holds them (every language a string) from the server's (missing ones null). */
export const formTexts = (t: { en: string; hi?: string | null; ar?: string | null }) => ({
  en: t.en,
  hi: t.hi ?? '',
  ar: t.ar ?? '',
});
