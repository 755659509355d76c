// The shape of one hostile GraphQL case, shared by the case tables of graphql.test.ts: a GraphQL operation
// with variables as some caller, or a raw HTTP request to the endpoint.
export type Who = 'anonymous' | 'customer' | 'admin';
/** One request: a GraphQL operation with variables, or a raw HTTP request. */
export type Case =
  | {
      kind: 'op';
      query: string;
      variables?: (env: Env) => Record<string, unknown>;
      operationName?: string;
      who?: Who;
      expectErrors?: boolean;
    }
  | {
      kind: 'raw';
      method: string;
      body?: string | Blob;
      headers?: Record<string, string>;
      path?: string;
      status?: number;
    };
export type Env = { productId: string; productSlug: string; addressId: string };
export type Cases = [string, Case][];

/** A table of cases and the two ways to add to it. */
export function caseTable() {
  const cases: Cases = [];
  const op = (name: string, query: string, more: Omit<Extract<Case, { kind: 'op' }>, 'kind' | 'query'> = {}) =>
    cases.push([name, { kind: 'op', query, ...more }]);
  const raw = (name: string, c: Omit<Extract<Case, { kind: 'raw' }>, 'kind'>) =>
    cases.push([name, { kind: 'raw', ...c }]);
  return { cases, op, raw };
}
