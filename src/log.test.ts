import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFields, formatLine, log, maxFieldLength, routeConsoleToLog } from './log';

/** Every byte the log wrote, from both streams. */
function capture() {
  const written: string[] = [];
  const keep = (chunk: unknown) => (written.push(String(chunk)), true);
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  return {
    text: () => written.join(''),
    lines: () =>
      written
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    restore: () => (out.mockRestore(), err.mockRestore()),
  };
}

// C0 controls, DEL, C1, line/paragraph separators, bidi overrides: none may appear inside a line.
const rawControl = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const expectCleanLines = (text: string) => {
  expect(text.endsWith('\n')).toBe(true);
  for (const line of text.slice(0, -1).split('\n')) expect(line).not.toMatch(rawControl);
};

describe('the JSON log', () => {
  let c: ReturnType<typeof capture> | null = null;
  afterEach(() => c?.restore());

  it('writes one line per event whatever characters the message and fields hold', () => {
    c = capture();
    const forged =
      'x\n{"t":"2026-01-01T00:00:00Z","level":"error","msg":"forged"}\r\u0000\u001b[31m\u0085\u2028\u2029\u202e\u007f';
    log.warn(`http: ${forged}`, { url: `/products/${forged}`, nested: { list: [forged], [forged]: 1 } });
    const text = c.text();
    expectCleanLines(text);
    expect(c.lines()).toHaveLength(1);
    expect(c.lines()[0]!.level).toBe('warn');
  });

  it('never prints SQL parameters: a database error is logged with its code, table and constraint', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_phone_idx"'), {
      code: '23505',
      table: 'users',
      constraint: 'users_phone_idx',
      detail: 'Key (phone)=(+919812345678) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("phone", "name") values ($1, $2)',
      ['+919812345678', 'Meera\nIyer'],
      cause,
    );
    c = capture();
    log.error('graphql: unexpected error', { error, asText: { message: error.message, stack: error.stack } });
    const text = c.text();
    expect(text).not.toContain('+919812345678');
    expect(text).not.toContain('Meera');
    expect(text).toContain('insert into \\"users\\"');
    const [line] = c.lines();
    expect(line!.error).toMatchObject({
      name: 'Error',
      db: { code: '23505', table: 'users', constraint: 'users_phone_idx' },
    });
    expect(JSON.stringify(errorFields(error))).not.toContain('Key (phone)');
  });

  it('shortens a huge field instead of copying it whole', () => {
    const line = formatLine('info', 'big', { url: 'a'.repeat(100_000) });
    expect(line.length).toBeLessThan(maxFieldLength + 500);
    expect(line).toContain('[+96000 chars]');
  });

  it('routes console output (what Next prints about a failed page) into escaped JSON lines', () => {
    c = capture();
    const restore = routeConsoleToLog();
    try {
      console.error(
        '⨯',
        new Error('Failed query: select 1 where slug = $1\nparams: a\u0000b\n{"level":"error","msg":"forged"}'),
      );
      console.log('\u001b[32m✓\u001b[39m Ready in 10ms\nsecond line');
    } finally {
      restore();
    }
    const text = c.text();
    expectCleanLines(text);
    const lines = c.lines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 'error', msg: '⨯' });
    expect(JSON.stringify(lines[0])).not.toContain('forged');
    expect(lines[1]).toMatchObject({ level: 'info', msg: '✓ Ready in 10ms\nsecond line' });
  });
});
