import type { rewardEntries } from '../../db/schema/rewards';

// The ledger read as lots: every credit is a lot that lapses on its date; debits take from the lots that
// lapse first (first in, first out), an expiry from the lot it names. Pure, so the rules are tested alone.

export type EntryRow = typeof rewardEntries.$inferSelect;
export type Lot = { id: number; expiresAt: Date; left: number };
/** Which lots a debit took from, and how much of each (a cancelled order's points go back to them). */
type Taken = { lotId: number; expiresAt: Date; points: number };

export type Reading = { lots: Lot[]; taken: Map<number, Taken[]> };

function byExpiry(a: Lot, b: Lot): number {
  return a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id;
}

/** Replays the ledger (in id order: every write of one shopper's points is made under their account's lock). */
export function readLedger(entries: readonly EntryRow[]): Reading {
  const lots: Lot[] = [];
  const byId = new Map<number, Lot>();
  const taken = new Map<number, Taken[]>();
  const earnLotOf = new Map<string, number>();
  for (const e of entries) {
    if (e.points > 0) {
      const lot = { id: e.id, expiresAt: e.expiresAt!, left: e.points };
      lots.push(lot);
      byId.set(e.id, lot);
      if (e.kind === 'EARN' && e.orderId) earnLotOf.set(e.orderId, e.id);
      continue;
    }
    if (e.kind === 'EXPIRE') {
      const lot = e.lotId === null ? undefined : byId.get(e.lotId);
      if (lot) lot.left += e.points;
      continue;
    }
    let need = -e.points;
    const parts: Taken[] = [];
    // Points taken back for an order come out of what that order earned first.
    const own = e.kind === 'REVERSE' && e.orderId ? byId.get(earnLotOf.get(e.orderId) ?? -1) : undefined;
    const order = [...(own ? [own] : []), ...lots.filter((l) => l !== own).sort(byExpiry)];
    for (const lot of order) {
      if (need === 0) break;
      if (lot.left <= 0 || lot.expiresAt.getTime() <= e.createdAt.getTime()) continue;
      const n = Math.min(lot.left, need);
      lot.left -= n;
      need -= n;
      parts.push({ lotId: lot.id, expiresAt: lot.expiresAt, points: n });
    }
    taken.set(e.id, parts);
  }
  return { lots: lots.filter((l) => l.left > 0).sort(byExpiry), taken };
}

/** Lots whose date has come and that still hold points: each is written off by an EXPIRE entry. */
export function lapsed(reading: Reading, now: Date): Lot[] {
  return reading.lots.filter((l) => l.expiresAt.getTime() <= now.getTime());
}

/** The next points to lapse after `now` within `days`: how many, and on which day. */
export function expiringSoon(reading: Reading, now: Date, days: number): { points: number; on: Date } | null {
  const limit = now.getTime() + days * 86_400_000;
  const next = reading.lots.find((l) => l.expiresAt.getTime() > now.getTime() && l.expiresAt.getTime() <= limit);
  if (!next) return null;
  const day = next.expiresAt.toISOString().slice(0, 10);
  const points = reading.lots
    .filter((l) => l.expiresAt.getTime() > now.getTime() && l.expiresAt.toISOString().slice(0, 10) === day)
    .reduce((s, l) => s + l.left, 0);
  return { points, on: next.expiresAt };
}
