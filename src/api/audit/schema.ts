import { builder } from '../core/builder';
import { AuditEntry } from './refs';
import { auditTrail } from './service';

AuditEntry.implement({
  description: 'One change a member of staff made: who, in which role, what, the fields before and after, when.',
  fields: (t) => ({
    id: t.exposeID('id'),
    actorId: t.exposeID('actorId', { nullable: true }),
    actorRole: t.exposeString('actorRole'),
    entity: t.exposeString('entity'),
    entityId: t.exposeString('entityId'),
    action: t.exposeString('action'),
    before: t.string({
      nullable: true,
      description: 'JSON',
      resolve: (e) => (e.before ? JSON.stringify(e.before) : null),
    }),
    after: t.string({
      nullable: true,
      description: 'JSON',
      resolve: (e) => (e.after ? JSON.stringify(e.after) : null),
    }),
    at: t.string({ resolve: (e) => e.at.toISOString() }),
  }),
});

builder.queryFields((t) => ({
  auditTrail: t.field({
    type: [AuditEntry],
    authScopes: { admin: true },
    description: 'Admins: the changes staff made to one thing (entity kind and id), newest first, at most 200.',
    args: {
      entity: t.arg.string({ required: true }),
      entityId: t.arg.string({ required: true }),
    },
    resolve: (_r, { entity, entityId }, ctx) =>
      auditTrail(ctx.db, { entity: entity.slice(0, 40), entityId: entityId.slice(0, 100) }),
  }),
}));
