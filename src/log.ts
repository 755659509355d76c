import { format } from 'node:util';
import { config } from './config';
import { databaseError } from './db/errors';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Longest string a field keeps: a huge URL or body must not flood the log. */
export const maxFieldLength = 4000;

/**
 * What JSON.stringify leaves raw although it breaks a line or a terminal: DEL and the C1 controls, the
 * line and paragraph separators, and the bidirectional overrides (text that displays in another order
 * than it reads). C0 controls (\n, \r, NUL, ESC…) are already escaped by JSON.stringify.
 */
const leftRaw = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
// eslint-disable-next-line no-control-regex -- ESC is exactly what an ANSI colour code starts with
const ansi = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * A database error's message carries the query's parameters (drizzle: "Failed query: …\nparams: …"),
 * which hold whatever the visitor typed. They never reach the log; the query text (placeholders only)
 * stays, so the failing statement can still be found.
 */
function redactSql(text: string): string {
  return text.replace(/(^|\n)(params: )[\s\S]*?(?=\n {4}at |$)/g, '$1$2[redacted]');
}

function clean(text: string): string {
  const t = redactSql(text.replace(ansi, ''));
  return t.length > maxFieldLength ? `${t.slice(0, maxFieldLength)}…[+${t.length - maxFieldLength} chars]` : t;
}

/**
 * An error as the log may show it: name, message and stack frames with any SQL parameters cut out, and
 * for a database error its SQLSTATE code, table and constraint (never the values).
 */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: clean(String(error)) };
  const header = `${error.name}: ${error.message}`;
  const stack = typeof error.stack === 'string' ? error.stack : '';
  // The stack repeats the message first; keep only the frames after it.
  const frames = stack.startsWith(header) ? stack.slice(header.length).replace(/^\n/, '') : redactSql(stack);
  const db = databaseError(error);
  return {
    name: error.name,
    message: clean(error.message),
    ...(db ? { db } : {}),
    ...(frames ? { stack: clean(frames) } : {}),
  };
}

function sanitise(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return clean(value);
  if (value instanceof Error) return errorFields(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '[nested too deep]';
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => sanitise(v, depth + 1));
  if (value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[clean(k)] = sanitise(v, depth + 1);
  return out;
}

/**
 * One JSON line per event: greppable locally, parseable by any log shipper. Every string (the message
 * too) is cleaned: no raw control or separator characters, so no input can forge or split a line.
 */
export function formatLine(level: string, msg: string, fields?: Record<string, unknown>): string {
  const body = sanitise({ t: new Date().toISOString(), level, msg, ...fields }) as Record<string, unknown>;
  return JSON.stringify(body).replace(leftRaw, escapeChar) + '\n';
}

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (order[level] < order[config().logLevel]) return;
  const line = formatLine(level, msg, fields);
  if (level === 'error' || level === 'warn') process.stderr.write(line);
  else process.stdout.write(line);
}

/**
 * Lines that are the point of the log rather than a diagnostic (demo mode's sign-in codes, and the
 * start-up line saying where to find them): written whatever LOG_LEVEL says.
 */
function notice(msg: string, fields?: Record<string, unknown>) {
  process.stdout.write(formatLine('notice', msg, fields));
}

export const log = {
  notice,
  debug: (msg: string, f?: Record<string, unknown>) => write('debug', msg, f),
  info: (msg: string, f?: Record<string, unknown>) => write('info', msg, f),
  warn: (msg: string, f?: Record<string, unknown>) => write('warn', msg, f),
  error: (msg: string, f?: Record<string, unknown>) => write('error', msg, f),
};

/**
 * Routes console output (Next's own messages, a library's warnings) into the JSON log, so nothing
 * reaches stdout or stderr raw: Next prints a failed page's error with its message as it is, and that
 * message can hold what a visitor put in the address. Errors among the arguments are logged through
 * errorFields. Returns a function that puts the console back.
 */
export function routeConsoleToLog(): () => void {
  const saved = {
    log: console.log,
    info: console.info,
    debug: console.debug,
    warn: console.warn,
    error: console.error,
  };
  const bridge =
    (level: Level) =>
    (...args: unknown[]) => {
      const errors = args.filter((a): a is Error => a instanceof Error);
      const text = format(...args.filter((a) => !(a instanceof Error)));
      const msg = text.trim() || errors[0]?.message || '';
      write(
        level,
        msg,
        errors.length ? { error: errors.length === 1 ? errorFields(errors[0]) : errors.map(errorFields) } : undefined,
      );
    };
  console.log = bridge('info');
  console.info = bridge('info');
  console.debug = bridge('debug');
  console.warn = bridge('warn');
  console.error = bridge('error');
  return () => Object.assign(console, saved);
}
