// Owned by the audit domain (src/api/audit).
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every change a member of staff makes: who (their account and the role they acted in), what (an entity
 * kind and its id, an action), the record before and after, and when. Append-only: the migration adds a
 * trigger that refuses UPDATE and DELETE, so a row once written is the record for good.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: two changes recorded at one instant still read back in the order they were made. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** No foreign key: the record outlives whatever happens to the account. */
    actorId: uuid('actor_id'),
    actorRole: text('actor_role').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);
