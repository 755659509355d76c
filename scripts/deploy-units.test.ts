import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { storeEnv, storeNodeArgs } from './store-process.mjs';

// The systemd units in deploy/ start the processes by hand-written command lines: they must stay the ones
// `npm start` and `npm run cluster` use, or a server would run something the tests never ran.
const unit = (name: string) => readFileSync(`deploy/systemd/${name}`, 'utf8');
const execStart = (text: string) => /^ExecStart=\/usr\/bin\/node (.+)$/m.exec(text)?.[1]?.split(' ') ?? [];

describe('deploy/systemd', () => {
  it('starts a store process with the arguments and allocator settings npm start uses', () => {
    const store = unit('store@.service');
    expect(execStart(store)).toEqual(storeNodeArgs);
    for (const [key, value] of Object.entries(storeEnv({ NODE_ENV: 'production' })))
      expect(store).toContain(`Environment=${key}=${value}`);
  });

  it('starts the worker from a file that exists', () => {
    const args = execStart(unit('notify-worker.service'));
    expect(args.length).toBeGreaterThan(0);
    expect(existsSync(args.at(-1)!)).toBe(true);
  });
});
