import { config } from './config';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

// One JSON line per event: greppable locally, parseable by any log shipper.
function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (order[level] < order[config().logLevel]) return;
  const line = JSON.stringify({ t: new Date().toISOString(), level, msg, ...fields });
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
}

/**
 * Lines that are the point of the log rather than a diagnostic (demo mode's sign-in codes, and the
 * start-up line saying where to find them): written whatever LOG_LEVEL says.
 */
function notice(msg: string, fields?: Record<string, unknown>) {
  process.stdout.write(JSON.stringify({ t: new Date().toISOString(), level: 'notice', msg, ...fields }) + '\n');
}

export const log = {
  notice,
  debug: (msg: string, f?: Record<string, unknown>) => write('debug', msg, f),
  info: (msg: string, f?: Record<string, unknown>) => write('info', msg, f),
  warn: (msg: string, f?: Record<string, unknown>) => write('warn', msg, f),
  error: (msg: string, f?: Record<string, unknown>) => write('error', msg, f),
};
