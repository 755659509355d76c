import { describe, expect, it } from 'vitest';
import { firstName } from './first-name';

describe('the account button', () => {
  it('greets by the first name alone, whatever the spaces', () => {
    expect(firstName('Ritu Deshpande')).toBe('Ritu');
    expect(firstName('  Meera   Iyer ')).toBe('Meera');
    expect(firstName('अनन्या शर्मा')).toBe('अनन्या');
    expect(firstName('Lakshmi')).toBe('Lakshmi');
    expect(firstName('')).toBe('');
    expect(firstName(null)).toBe('');
  });
});
