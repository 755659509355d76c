import type { GraphQLContext } from './context';
import { accessDenied } from './errors';

/** The signed-in shopper's id; anyone else is refused. (A staff member shopping is a shopper too.) */
export function shopperId(ctx: GraphQLContext): string {
  if (!ctx.viewer.userId || ctx.viewer.role === 'anonymous') throw accessDenied('Please sign in.');
  return ctx.viewer.userId;
}
