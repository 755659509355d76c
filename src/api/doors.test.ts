import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A domain's schema files register their fields with the builder as they load, so only src/api/schema.ts
// may load them: a door that re-exported one would register fields in whatever imports it (a service,
// a script). Each door is imported in a process of its own (vitest shares modules between files), with
// the builder's field registrations counted.
const doors = readdirSync('src/api').filter((d) => d !== 'core' && existsSync(`src/api/${d}/index.ts`));

const probe = (door: string) => `
  const { builder } = await import('./src/api/core/builder.ts');
  const store = builder.configStore;
  const registered = [];
  for (const method of ['addFields', 'addInputFields']) {
    const original = store[method].bind(store);
    store[method] = (ref, fields) => (registered.push(String(ref.name ?? ref)), original(ref, fields));
  }
  await import('./src/api/${door}/index.ts');
  console.log(JSON.stringify(registered));
`;

describe('doors', () => {
  it.each(doors)('importing src/api/%s/index.ts registers no GraphQL fields', (door) => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe(door)], {
      encoding: 'utf8',
    });
    expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual([]);
  });
});
