import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ cookies: vi.fn(), headers: vi.fn() }));
const { clientNamespace, readNamespace, serverOnlySections } = await import('./server');

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });

/** Browser code: src/client, and every module that says 'use client' (a server component's text is HTML). */
const browserFiles = files('src').filter(
  (f) =>
    f.startsWith(`src${path.sep}client${path.sep}`) ||
    /^\s*(\/\/.*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(readFileSync(f, 'utf8')),
);

describe("the browser's translation bundle", () => {
  it('leaves out the server-only sections, and keeps the rest whole', () => {
    const full = readNamespace('hi');
    const sent = clientNamespace('hi');
    for (const section of serverOnlySections) expect(sent).not.toHaveProperty(section);
    expect(Object.keys(sent).length + serverOnlySections.length).toBe(Object.keys(full).length);
    expect(sent.cart).toEqual(full.cart);
  });

  it('holds every section browser code refers to', () => {
    expect(browserFiles.length).toBeGreaterThan(50);
    for (const file of browserFiles) {
      const text = readFileSync(file, 'utf8');
      for (const section of serverOnlySections)
        expect(text, `${file} uses ${section}.*`).not.toMatch(new RegExp(`['"\`]${section}\\.`));
    }
  });
});
