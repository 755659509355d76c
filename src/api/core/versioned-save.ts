import { and, eq, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { Refuse } from './refusal';

// The back office's save, one shape for every desk (categories, collections, banners, trust badges,
// tailoring options). An edit names the version it started from; the version is compared and raised in
// the same UPDATE, so of two admins editing one row the second is refused (STALE) instead of
// overwriting the first. Every write is handed to the trail in the same transaction, so the audit row
// and the change commit together. The desk's own rules run between these steps, in its own order.

/** One write as the audit trail records it: whole rows (as `fields` shows them); the trail keeps what differs. */
export type SavedChange = {
  entity: string;
  entityId: string;
  action: 'create' | 'update' | 'delete';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
/** Records a change in the caller's transaction (the audit domain's `staffTrail`). */
export type Trail = (change: SavedChange) => Promise<void>;

type VersionedTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn };
type Row<T extends VersionedTable> = InferSelectModel<T> & { id: number; version: number };

/** A table the back office edits. */
export type Desk<T extends VersionedTable> = {
  table: T;
  /** The audit trail's name for a row (`category`, `banner`, …). */
  entity: string;
  /** What the trail shows of a row: the fields an admin edits. */
  fields: (row: Row<T>) => Record<string, unknown>;
};

/** A desk's steps inside one transaction: read as last seen, create, update, remove, each audited. */
export function versionedRows<T extends VersionedTable>(
  desk: Desk<T>,
  tx: Db,
  refuse: Refuse<'NOT_FOUND' | 'STALE'>,
  trail: Trail,
) {
  const { table, entity, fields } = desk;
  const record = (action: SavedChange['action'], id: number, before: Row<T> | null, after: Row<T> | null) =>
    trail({
      entity,
      entityId: String(id),
      action,
      before: before && fields(before),
      after: after && fields(after),
    });
  return {
    /** The row as the admin last saw it: NOT_FOUND when it is gone, STALE when someone saved since. */
    async current(id: number, expectedVersion: number | null, { lock = false } = {}): Promise<Row<T>> {
      const read = tx
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id));
      const [row] = (await (lock ? read.for('update') : read)) as Row<T>[];
      if (!row) return refuse('NOT_FOUND');
      if (row.version !== expectedVersion) refuse('STALE');
      return row;
    },
    async create(values: InferInsertModel<T>): Promise<Row<T>> {
      const [made] = (await tx.insert(table).values(values).returning()) as Row<T>[];
      await record('create', made!.id, null, made!);
      return made!;
    },
    /** Writes `values` over `current` if its version is still the one read (STALE otherwise). */
    async update(current: Row<T>, values: PgUpdateSetSource<T>): Promise<Row<T>> {
      const [saved] = (await tx
        .update(table)
        .set({ ...values, version: current.version + 1 })
        .where(and(eq(table.id, current.id), eq(table.version, current.version)))
        .returning()) as Row<T>[];
      if (!saved) return refuse('STALE');
      await record('update', current.id, current, saved);
      return saved;
    },
    async remove(current: Row<T>): Promise<void> {
      await tx.delete(table).where(eq(table.id, current.id));
      await record('delete', current.id, current, null);
    },
  };
}
