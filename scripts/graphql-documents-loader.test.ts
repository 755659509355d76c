// The documents loader (scripts/graphql-documents-loader.cjs): each documents file of the store comes out
// with its graphql() calls replaced by imports of exactly the constants those calls return at run time.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphql } from '../src/gql';
import * as generated from '../src/gql/graphql';
import loader from './graphql-documents-loader.cjs';

const root = path.join(import.meta.dirname, '..');
const names = loader.documentNames(readFileSync(path.join(root, 'src/gql/gql.ts'), 'utf8'));
const documentFiles = readdirSync(path.join(root, 'src/client'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('documents.ts'))
  .map((f) => path.join(root, 'src/client', f));
const calls = (source: string) => [...source.matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)].map((m) => m[1] ?? '');
const generatedByName = generated as unknown as Record<string, unknown>;

describe('graphql documents loader', () => {
  it('knows every operation of the generated map', () => {
    expect(names.size).toBeGreaterThan(100);
    for (const [text, name] of names) expect(generatedByName[name], name).toBe(graphql(text as never));
  });

  it('turns each call of every documents file into the constant graphql() returns for it', () => {
    expect(documentFiles.length).toBeGreaterThan(20);
    let replaced = 0;
    for (const file of documentFiles) {
      const source = readFileSync(file, 'utf8');
      const texts = calls(source);
      const out = loader.replaceCalls(source, names, file);
      expect(out, file).not.toMatch(/\bgraphql\(|from '(\.\.\/)+gql';/);
      const imported = out.match(/^import \{ ([^}]*) \} from '(?:\.\.\/)+gql\/graphql';$/m)?.[1]?.split(', ') ?? [];
      expect(imported, file).toHaveLength(texts.length);
      imported.forEach((entry, i) => {
        const [name = '', local] = entry.split(' as ');
        expect(local).toBe(`__document${i}`);
        expect(generatedByName[name], `${file}: ${name}`).toBe(graphql(texts[i] as never));
      });
      replaced += texts.length;
    }
    expect(replaced).toBe(names.size);
  });

  it('leaves a file without calls as it is, and refuses text the map does not hold', () => {
    const plain = 'export const a = 1;\n';
    expect(loader.replaceCalls(plain, names, 'a.ts')).toBe(plain);
    const stale =
      "import { graphql } from '../../gql';\nexport const X = graphql(`\n  query Nowhere { me { id } }\n`);\n";
    expect(() => loader.replaceCalls(stale, names, 'stale.ts')).toThrow(/npm run codegen/);
    const other = "import { graphql } from 'somewhere';\nexport const X = graphql(`query A { me { id } }`);\n";
    expect(() => loader.replaceCalls(other, names, 'other.ts')).toThrow(/must come from/);
  });

  it('runs as a loader: reads the map and names it as a dependency', () => {
    const file = documentFiles[0] ?? '';
    const seen: string[] = [];
    const out = loader.call({ resourcePath: file, addDependency: (f) => seen.push(f) }, readFileSync(file, 'utf8'));
    expect(out).toContain('gql/graphql');
    expect(seen).toEqual([path.join(root, 'src/gql/gql.ts')]);
  });
});
