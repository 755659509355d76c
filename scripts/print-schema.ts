import { writeFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../src/api/schema';

// schema.graphql is generated from the Pothos types; client types are generated from it (npm run codegen).
writeFileSync('schema.graphql', printSchema(lexicographicSortSchema(schema)) + '\n');
console.log('wrote schema.graphql');
