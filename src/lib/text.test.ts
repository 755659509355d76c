import { describe, expect, it } from 'vitest';
import { descriptionProblem, tidyDescription } from './product-rules';
import { controlCharacters, hasUnsafeText, textProblem, tidyLines, tidyText } from './text';

describe('safe text', () => {
  it('refuses control characters, bidi overrides and angle brackets, and nothing else', () => {
    for (const bad of ['a\u0000b', 'a\nb', 'x\u202ey', 'x\u2066y', '<b>', 'a\u0085b'])
      expect(hasUnsafeText(bad)).toBe(true);
    for (const good of ['Priya Sharma', 'प्रिया', 'محمد', "O'Brien & Sons, #12"])
      expect(hasUnsafeText(good)).toBe(false);
    expect(controlCharacters.test('a\u007fb')).toBe(true);
  });

  it('refuses what no stored text may hold, on one line or many', () => {
    const never = {
      NUL: 'a\u0000b',
      'an ANSI escape': 'red \u001b[31mtext\u001b[0m',
      'a C1 escape': 'a\u009b31mb',
      'a lone high surrogate': 'a\ud800b',
      'a lone low surrogate': 'a\udc00b',
      'a bidi override': 'abc\u202edcba',
      'a bidi isolate': 'a\u2067b\u2069',
      'a zero-width space': 'pay\u200bment',
      'a word joiner': 'a\u2060b',
      'a byte-order mark': '\ufeffhello',
      'a line separator': 'a\u2028b',
      'a joiner that joins nothing': '\u200dhello',
      'a non-joiner beside a space': 'a \u200cb',
    };
    for (const [name, text] of Object.entries(never)) {
      expect(hasUnsafeText(text, { lines: true, markup: true }), name).toBe(true);
      expect(textProblem(text, { max: 100, lines: true, markup: true }), name).toBe('INVALID_CHARACTERS');
    }
  });

  it('keeps what people write: line breaks where allowed, joiners inside words and emoji, pairs of surrogates', () => {
    const fine = ['क्‍ष', 'می‌خواهم', '👩🏽‍🦱 loved it', 'e\u0301', 'Good\nvery good', '5 > 4 <3'];
    for (const text of fine) expect(hasUnsafeText(text, { lines: true, markup: true }), text).toBe(false);
    expect(hasUnsafeText('Good\nvery good')).toBe(true);
    expect(hasUnsafeText('a <b>')).toBe(true);
  });

  it('says what is wrong: empty, too long (in characters), unsafe', () => {
    expect(textProblem('', { max: 5 })).toBe('REQUIRED');
    expect(textProblem('', { max: 5, required: false })).toBeNull();
    expect(textProblem('😀'.repeat(5), { max: 5 })).toBeNull();
    expect(textProblem('😀'.repeat(6), { max: 5 })).toBe('TOO_LONG');
    expect(textProblem('a\u0000', { max: 5 })).toBe('INVALID_CHARACTERS');
  });

  it('tidies white space', () => {
    expect(tidyText('  Priya \t  Sharma ')).toBe('Priya Sharma');
    expect(tidyText(undefined)).toBe('');
    expect(tidyLines(' one\r\ntwo\rthree \n')).toBe('one\ntwo\nthree');
    // A body pasted with a tab is kept (as a space), not refused as a control character.
    expect(tidyLines('Colour:\tdeep red')).toBe('Colour: deep red');
    expect(hasUnsafeText(tidyLines('a\r\n\tb'), { lines: true })).toBe(false);
  });

  it('takes a product description pasted with CR LF and tabs, stored with LF and spaces', () => {
    expect(descriptionProblem('Pure silk.\r\n\tDry clean only.')).toBeNull();
    expect(tidyDescription('Pure silk.\r\n\tDry clean only.')).toBe('Pure silk.\n Dry clean only.');
    expect(descriptionProblem('Pure silk.\u0000')).toBe('INVALID_TEXT');
  });
});
