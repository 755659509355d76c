// The formatting rule of `npm test`: Prettier with the project's settings refuses code it did not write.
import { readFileSync } from 'node:fs';
import { check, format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';

const file = 'src/lib/money.ts';

describe('the formatting rule', () => {
  it('holds for a file of the project as committed', async () => {
    const options = { ...(await resolveConfig(file)), filepath: file };
    expect(await check(readFileSync(file, 'utf8'), options)).toBe(true);
  });

  it('refuses a planted line longer than the width, and double quotes', async () => {
    const options = { ...(await resolveConfig(file)), filepath: file };
    const planted = `export const planted = ["${'a'.repeat(60)}", "${'b'.repeat(60)}", "${'c'.repeat(60)}"];\n`;
    expect(await check(planted, options)).toBe(false);
    const fixed = await format(planted, options);
    expect(fixed.split('\n').every((line) => line.length <= 120)).toBe(true);
    expect(fixed).not.toContain('"');
  });
});
