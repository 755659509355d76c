import { gql, type AnyVariables, type TypedDocumentNode } from '@urql/core';
import type { TypedDocumentString } from '../../gql/graphql';

/** Parsed once per document; each entry has the types of the document it was made from. */
const parsed = new WeakMap<object, unknown>();

/**
 * A generated document as urql takes it. Codegen writes the documents as strings (pages run them
 * in-process on the server, and the browser carries no GraphQL parser of its own); urql parses each
 * one the first time it is used, with its small parser, and keeps its types.
 */
export function asDocument<Result, Variables extends AnyVariables>(
  doc: TypedDocumentString<Result, Variables>,
): TypedDocumentNode<Result, Variables> {
  const known = parsed.get(doc) as TypedDocumentNode<Result, Variables> | undefined;
  if (known) return known;
  const node = gql<Result, Variables>(doc.toString());
  parsed.set(doc, node);
  const hash: unknown = doc.__meta__?.hash;
  const name = node.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value;
  if (typeof hash === 'string' && name) persistedHashes.set(name, hash);
  return node;
}

/** Codegen's hash of each operation parsed so far, by operation name (names are unique in src/gql). */
const persistedHashes = new Map<string, string>();

/** The persisted hash the gateway knows this operation by, if it has been used through asDocument. */
export function persistedHashOf(operationName: string | undefined): string | undefined {
  return operationName ? persistedHashes.get(operationName) : undefined;
}
