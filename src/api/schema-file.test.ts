import { readFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from './schema';

describe('schema.graphql', () => {
  it('matches the Pothos schema (run `npx tsx scripts/print-schema.ts && npm run codegen` after changing types)', () => {
    expect(readFileSync('schema.graphql', 'utf8')).toBe(printSchema(lexicographicSortSchema(schema)) + '\n');
  });
});
