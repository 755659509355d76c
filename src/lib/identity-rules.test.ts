import { describe, expect, it } from 'vitest';
import { emailSchema, isValidPhone, nameSchema, normalizePhone, otpCodeSchema } from './identity-rules';

describe('identity rules', () => {
  it('normalises phone numbers to E.164, India by default, and the browser check agrees', () => {
    expect(normalizePhone('98123 45678')).toBe('+919812345678');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizePhone('+91 98123<45678')).toBeNull();
    expect(isValidPhone('+919812345678')).toBe(true);
    expect(isValidPhone('+9112345')).toBe(false);
  });

  it('takes six-digit codes only', () => {
    expect(otpCodeSchema.safeParse('123456').success).toBe(true);
    expect(otpCodeSchema.safeParse('12345').success).toBe(false);
    expect(otpCodeSchema.safeParse('12345a').success).toBe(false);
  });

  it('tidies names and refuses empty, long or unsafe ones', () => {
    expect(nameSchema.parse('  Priya   Sharma ')).toBe('Priya Sharma');
    for (const bad of ['   ', 'x'.repeat(81), 'a<b>', 'a\u202eb'])
      expect(nameSchema.safeParse(bad).success).toBe(false);
  });

  it('takes an empty e-mail as none and refuses malformed ones', () => {
    expect(emailSchema.parse('  ')).toBeNull();
    expect(emailSchema.parse(null)).toBeNull();
    expect(emailSchema.parse(' a@b.in ')).toBe('a@b.in');
    for (const bad of ['a@b', 'a b@c.in', `${'a'.repeat(250)}@b.in`])
      expect(emailSchema.safeParse(bad).success).toBe(false);
  });

  it('refuses an e-mail holding any control character (C0, DEL, C1) or a bidi override', () => {
    const controls = [
      ...Array.from({ length: 32 }, (_, i) => i),
      ...Array.from({ length: 33 }, (_, i) => 0x7f + i),
    ].map((c) => String.fromCharCode(c));
    for (const c of [...controls, '\u202e', '\u2066']) {
      expect(emailSchema.safeParse(`me${c}x@example.com`).success, JSON.stringify(c)).toBe(false);
      expect(emailSchema.safeParse(`me@exam${c}ple.com`).success, JSON.stringify(c)).toBe(false);
    }
    expect(emailSchema.parse('meera.iyer+saree@example.co.in')).toBe('meera.iyer+saree@example.co.in');
  });
});
