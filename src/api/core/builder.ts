import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context';

// One typed builder for the whole gateway; each domain adds its types from its own schema.ts.
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: { ID: { Input: string; Output: string | number }; SafeInt: { Input: number; Output: number } };
}>({
  defaultFieldNullability: false,
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
