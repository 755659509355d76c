import type { OptionPicture } from '../../../lib/tailoring-pictures';
import type { Localized } from '../../schema/localized';

// The shapes of the tailoring options' seed data, and the shorthands the option lists are written with.

export type Text = { en: string; hi: string; ar: string } & Localized;
export type OptionSeed = {
  code: string;
  name: Text;
  price?: number;
  days?: number;
  metres?: number;
  setsMetres?: boolean;
  picture: OptionPicture;
};
export type GroupSeed = { code: string; name: Text; required: boolean; multiple?: boolean; options: OptionSeed[] };
export type RuleSeed = { option: string; kind: 'REQUIRES' | 'EXCLUDES'; others: string[] };

export const t = (en: string, hi: string, ar: string): Text => ({ en, hi, ar });
export const o = (code: string, name: Text, picture: OptionPicture, extra: Partial<OptionSeed> = {}): OptionSeed => ({
  code,
  name,
  picture,
  ...extra,
});
