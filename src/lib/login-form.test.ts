import { describe, expect, it } from 'vitest';
import { fullNumber, loginCodeSchema, loginPhoneSchema, profileFormSchema } from './login-form';

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('sign-in form schemas', () => {
  it('joins the country code and the number as the form sends them', () => {
    expect(fullNumber('+91', '098123 45678')).toBe('+919812345678');
    expect(fullNumber('+91', '+44 (20) 7946-0958')).toBe('+442079460958');
  });

  it('refuses a number that is not valid for its country, on the number field', () => {
    expect(loginPhoneSchema.safeParse({ country: '+91', local: '98123 45678' }).success).toBe(true);
    expect(issues(loginPhoneSchema.safeParse({ country: '+91', local: '12' }))).toEqual([['local', 'invalid-phone']]);
  });

  it('takes six-digit codes only', () => {
    expect(loginCodeSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(issues(loginCodeSchema.safeParse({ code: '12345' })).map(([path]) => path)).toEqual(['code']);
  });

  it("checks a profile with the identity service's name and e-mail rules", () => {
    expect(profileFormSchema.safeParse({ name: 'Priya', email: '' }).success).toBe(true);
    expect(issues(profileFormSchema.safeParse({ name: '  ', email: 'a@b' })).map(([path]) => path)).toEqual([
      'name',
      'email',
    ]);
  });
});
