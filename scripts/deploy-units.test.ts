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

describe('deploy/nginx/silai.conf', () => {
  const conf = readFileSync('deploy/nginx/silai.conf', 'utf8').replace(/#[^\n]*/g, '');
  const addressHeaders = ['proxy_set_header X-Forwarded-For $remote_addr;', 'proxy_set_header X-Real-IP $remote_addr;'];

  it('sets the shopper’s address on every location, never appending what the client sent', () => {
    expect(conf).not.toContain('$proxy_add_x_forwarded_for');
    const server = conf.slice(conf.indexOf('server {'));
    const locations = [...server.matchAll(/location [^{]+\{([^}]*)\}/g)].map((m) => m[1]!);
    expect(locations.length).toBeGreaterThan(3);
    const outside = server.replace(/location [^{]+\{[^}]*\}/g, '');
    for (const h of addressHeaders) expect(outside).toContain(h);
    // nginx drops the server's proxy_set_header lines in a location that sets any of its own (/graphql).
    for (const body of locations.filter((b) => b.includes('proxy_set_header')))
      for (const h of addressHeaders) expect(body).toContain(h);
  });

  it('keeps the store’s own Cache-Control on /media/ (an upload nothing uses is private until used)', () => {
    const media = /location \/media\/ \{([^}]*)\}/.exec(conf)?.[1];
    expect(media).toBeDefined();
    expect(media).not.toMatch(/Cache-Control/i);
  });
});
