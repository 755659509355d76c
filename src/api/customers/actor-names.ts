import { AuditEntry } from '../audit';
import { builder } from '../core/builder';
import type { GraphQLContext } from '../core/context';
import { findUsers } from '../identity';

// A trail names people, not ids: an admin reads who made each change. Added here, where the admins'
// view of people lives, so the audit domain (which identity writes to) need not read identity back.
// One lookup per person per request, however many of their changes a trail shows.
const names = new WeakMap<object, Map<string, Promise<string | null>>>();

function nameOf(ctx: GraphQLContext, id: string): Promise<string | null> {
  let seen = names.get(ctx);
  if (!seen) names.set(ctx, (seen = new Map()));
  let name = seen.get(id);
  if (!name) {
    name = findUsers(ctx.db, [id]).then(([u]) => (u ? u.name || u.phone : null));
    seen.set(id, name);
  }
  return name;
}

builder.objectField(AuditEntry, 'actorName', (t) =>
  t.string({
    nullable: true,
    description: 'The name (or phone) of the member of staff who made the change; null when they are gone.',
    resolve: (e, _a, ctx) => (e.actorId ? nameOf(ctx, e.actorId) : null),
  }),
);
