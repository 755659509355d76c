import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isAbstractType,
  isListType,
  isObjectType,
  isInterfaceType,
  type ASTVisitor,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import { ErrorCode } from './core/errors';

/**
 * What a query costs: the number of fields it may resolve, counting every element of every list. A list
 * field multiplies everything below it by the most elements it can hold: its size argument (`limit`,
 * `first`, `perPage`, clamped to what the resolver allows), the argument's maximum when it comes from a
 * variable (the rule runs before variables are known, so the worst case counts), or a fixed size for lists
 * without an argument. Depth alone says nothing of the cost: `products { items { related { … } } }`
 * is 24 × 8 × … fields for a few bytes of query.
 */
type ListSize = {
  /** The argument holding the size, on the field itself or (`onParent`) on the field that returned its object. */
  arg?: string;
  onParent?: boolean;
  max: number;
};

/** List fields whose size an argument sets; every other list counts as `defaultListSize`. */
const listSizes: Record<string, ListSize> = {
  'Product.related': { arg: 'limit', max: 12 },
  'ProductListing.items': { arg: 'perPage', onParent: true, max: 48 },
  'ReviewPage.items': { arg: 'first', onParent: true, max: 50 },
  'Query.adminOrders': { arg: 'first', max: 200 },
  'TailoringQueue.lines': { arg: 'first', onParent: true, max: 50 },
  // The shopper's five latest orders (src/api/consultations/schema.ts).
  'DesignerCall.shopperOrders': { max: 5 },
  'DesignerCall.tailoringLines': { max: 5 },
};
/** Lists without a size argument (categories, images, an order's lines…) are short; count them as this. */
export const defaultListSize = 10;

/** Fields that may not be selected inside themselves: a related product's related products add nothing a page shows. */
const notNestable = new Set(['Product.related']);

function tooComplex(
  message = 'This query asks for too much at once. Ask for fewer fields or fewer items.',
): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.tooComplex } });
}

type Walk = {
  schema: GraphQLSchema;
  fragments: (name: string) => { typeCondition: string; selectionSet: SelectionSetNode } | undefined;
  max: number;
  total: number;
  nested: boolean;
};

function intValue(node: ValueNode | undefined): number | null | 'variable' {
  if (!node) return null;
  if (node.kind === Kind.VARIABLE) return 'variable';
  if (node.kind === Kind.INT) return Number.parseInt(node.value, 10);
  return null;
}

function sizeFrom(field: GraphQLField<unknown, unknown>, node: FieldNode | undefined, spec: ListSize): number {
  if (!spec.arg || !node) return spec.max;
  const argNode = node.arguments?.find((a) => a.name.value === spec.arg);
  let n: number | null | 'variable' = intValue(argNode?.value);
  if (n === null && !argNode) {
    const def = field.args.find((a) => a.name === spec.arg)?.defaultValue;
    n = typeof def === 'number' ? def : null;
  }
  if (n === 'variable' || n === null || !Number.isFinite(n)) return spec.max;
  return Math.min(spec.max, Math.max(1, Math.floor(n)));
}

function fieldDef(type: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (isObjectType(type) || isInterfaceType(type)) return type.getFields()[name];
  return undefined;
}

/**
 * Adds to `w.total` what the selection costs when resolved `factor` times, stopping as soon as the total
 * passes the limit: the walk never visits more fields than the limit, however the fragments nest.
 */
function walk(
  w: Walk,
  set: SelectionSetNode,
  type: GraphQLCompositeType,
  factor: number,
  parent: { def: GraphQLField<unknown, unknown>; node: FieldNode } | null,
  path: ReadonlySet<string>,
  fragmentsOnPath: ReadonlySet<string>,
): void {
  for (const sel of set.selections) {
    if (w.total > w.max || w.nested) return;
    if (sel.kind === Kind.INLINE_FRAGMENT) {
      const cond = sel.typeCondition ? w.schema.getType(sel.typeCondition.name.value) : type;
      if (cond && (isObjectType(cond) || isAbstractType(cond)))
        walk(w, sel.selectionSet, cond, factor, parent, path, fragmentsOnPath);
      continue;
    }
    if (sel.kind === Kind.FRAGMENT_SPREAD) {
      const name = sel.name.value;
      const frag = w.fragments(name);
      // A cycle is refused by graphql's own NoFragmentCycles rule; here it only must not loop.
      if (!frag || fragmentsOnPath.has(name)) continue;
      const cond = w.schema.getType(frag.typeCondition);
      if (cond && (isObjectType(cond) || isAbstractType(cond))) {
        walk(w, frag.selectionSet, cond, factor, parent, path, new Set([...fragmentsOnPath, name]));
      }
      continue;
    }
    const name = sel.name.value;
    // Introspection has its own switch (off in production) and its own shape; it is not priced here.
    if (name === '__schema' || name === '__type') continue;
    w.total += factor;
    if (!sel.selectionSet) continue;
    const def = fieldDef(type, name);
    if (!def) continue; // unknown field: graphql's own rules answer it
    const key = `${type.name}.${name}`;
    if (notNestable.has(key) && path.has(key)) {
      w.nested = true;
      return;
    }
    let size = 1;
    if (isListType(getNullableType(def.type))) {
      const spec = listSizes[key];
      if (!spec) size = defaultListSize;
      else if (spec.onParent) size = parent ? sizeFrom(parent.def, parent.node, spec) : spec.max;
      else size = sizeFrom(def, sel, spec);
    }
    const child = getNamedType(def.type);
    if (isObjectType(child) || isAbstractType(child)) {
      walk(
        w,
        sel.selectionSet,
        child,
        factor * size,
        { def, node: sel },
        notNestable.has(key) ? new Set([...path, key]) : path,
        fragmentsOnPath,
      );
    }
  }
}

/** The cost of one operation (see above), or Infinity once it passes `max` or nests a field that may not nest. */
export function operationCost(
  schema: GraphQLSchema,
  set: SelectionSetNode,
  root: GraphQLCompositeType,
  fragments: Walk['fragments'],
  max: number,
): number {
  const w: Walk = { schema, fragments, max, total: 0, nested: false };
  walk(w, set, root, 1, null, new Set(), new Set());
  return w.nested || w.total > max ? Number.POSITIVE_INFINITY : w.total;
}

/** A validation rule refusing operations above `maxCost`, or with `related` inside `related`, with one message. */
export function queryCostRule(maxCost: number): (context: ValidationContext) => ASTVisitor {
  return (context) => ({
    OperationDefinition(op) {
      const schema = context.getSchema();
      const root =
        op.operation === 'query'
          ? schema.getQueryType()
          : op.operation === 'mutation'
            ? schema.getMutationType()
            : schema.getSubscriptionType();
      if (!root) return;
      const fragments = (name: string) => {
        const f = context.getFragment(name);
        return f ? { typeCondition: f.typeCondition.name.value, selectionSet: f.selectionSet } : undefined;
      };
      if (operationCost(schema, op.selectionSet, root, fragments, maxCost) === Number.POSITIVE_INFINITY) {
        context.reportError(tooComplex());
      }
    },
  });
}
