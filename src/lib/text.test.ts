import { describe, expect, it } from 'vitest';
import { controlCharacters, hasUnsafeText, tidyText } from './text';

describe('safe text', () => {
  it('refuses control characters, bidi overrides and angle brackets, and nothing else', () => {
    for (const bad of ['a\u0000b', 'a\nb', 'x\u202ey', 'x\u2066y', '<b>', 'a\u0085b'])
      expect(hasUnsafeText(bad)).toBe(true);
    for (const good of ['Priya Sharma', 'प्रिया', 'محمد', "O'Brien & Sons, #12"])
      expect(hasUnsafeText(good)).toBe(false);
    expect(controlCharacters.test('a\u007fb')).toBe(true);
  });

  it('tidies white space', () => {
    expect(tidyText('  Priya \t  Sharma ')).toBe('Priya Sharma');
    expect(tidyText(undefined)).toBe('');
  });
});
