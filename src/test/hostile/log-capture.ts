import { vi } from 'vitest';

/**
 * The server under test runs in this process, so its log is what this process writes: every chunk is kept
 * in `written` (and not printed) until the test restores the mocks.
 */
export function captureLog(written: string[]): void {
  const keep = (chunk: unknown) => (
    written.push(Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk)),
    true
  );
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  vi.spyOn(process.stderr, 'write').mockImplementation(keep);
}
