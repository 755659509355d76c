import { parse, specifiedRules, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as documents from '../gql/graphql';
import { limits } from './gateway';
import { defaultListSize, operationCost, queryCostRule } from './query-cost';
import { schema } from './schema';

function cost(query: string): number {
  const doc = parse(query);
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
  const root =
    op.operation === 'query'
      ? schema.getQueryType()!
      : op.operation === 'mutation'
        ? schema.getMutationType()!
        : schema.getSubscriptionType()!;
  const fragments = (name: string) => {
    const f = doc.definitions.find((d) => d.kind === 'FragmentDefinition' && d.name.value === name);
    return f && f.kind === 'FragmentDefinition'
      ? { typeCondition: f.typeCondition.name.value, selectionSet: f.selectionSet }
      : undefined;
  };
  return operationCost(schema, op.selectionSet, root, fragments, Number.MAX_SAFE_INTEGER);
}

describe('query cost', () => {
  it('multiplies by list sizes: arguments, their defaults, their maximum through a variable', () => {
    expect(cost('{ products { items { id } } }')).toBe(1 + 1 + 24);
    expect(cost('{ products(perPage: 2) { items { id related(limit: 3) { id } } } }')).toBe(1 + 1 + 2 + 2 + 2 * 3);
    expect(cost('query Q($n: Int) { products(perPage: $n) { items { id } } }')).toBe(1 + 1 + 48);
    // Out-of-range sizes count as the resolver clamps them.
    expect(cost('{ products(perPage: 100000) { items { id } } }')).toBe(1 + 1 + 48);
    expect(cost('{ products(perPage: -5) { items { id } } }')).toBe(1 + 1 + 1);
    expect(cost('{ categories { slug } }')).toBe(1 + defaultListSize);
    expect(cost('query { ...F } fragment F on Query { categories { slug } }')).toBe(1 + defaultListSize);
  });

  it('prices the nested related query out of reach, and refuses related inside related', () => {
    expect(cost('{products{items{related{related{related{related{related{related{id}}}}}}}}}')).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(cost('{ product(slug: "a") { related(limit: 1) { related(limit: 1) { id } } } }')).toBe(
      Number.POSITIVE_INFINITY,
    );
  });

  it('stops counting at the limit, so a fragment bomb costs no time to refuse', () => {
    const levels = 30;
    const frags = Array.from(
      { length: levels },
      (_, i) =>
        `fragment F${i} on Query { ${i + 1 < levels ? `...F${i + 1} a${i}: __typename ...F${i + 1}` : 'store { name }'} }`,
    ).join(' ');
    const doc = parse(`query { ...F0 } ${frags}`);
    const errors = validate(schema, doc, [...specifiedRules, queryCostRule(limits.cost)]);
    expect(errors.map((e) => e.extensions.code)).toContain('too-complex');
  });

  it('lets every query, mutation and subscription the store sends through at its largest', () => {
    const rule = queryCostRule(limits.cost);
    const names = Object.keys(documents).filter((k) => k.endsWith('Document'));
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) {
      const doc = parse(String((documents as Record<string, unknown>)[name]));
      expect(validate(schema, doc, [rule]), name).toEqual([]);
    }
  });
});
