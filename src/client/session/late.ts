/**
 * The GraphQL client for the calls the root layout's islands make (the session's user, the language
 * and currency saved on the account): loaded on the first call, which comes after the page has
 * painted and hydrated, so the catalogue pages' first download carries neither urql nor the
 * generated documents. On the server nothing is asked (the session lives in the browser): the
 * promise never settles, as the server render's client never answers.
 */
export function lateGraphQL(): Promise<typeof import('./late-client')> {
  if (typeof window === 'undefined') return new Promise(() => {});
  loading ??= import('./late-client');
  return loading;
}

let loading: Promise<typeof import('./late-client')> | null = null;
