import type { Db } from '../../db/client';
import { calendarDateIn, storeTimeZone } from '../../lib/dates';
import type { TailoringStage } from '../../lib/tailoring-stages';
import { lowStockCount, lowStockThreshold } from '../catalog';
import { consultationsStartingBetween } from '../consultations';
import { viewerScopes, type StaffViewer } from '../core/viewer';
import { newEnquiryCount } from '../enquiries';
import { ordersAwaitingAction, ordersPlacedBetween, workableOrderIds } from '../orders';
import { takingsBetween } from '../payments';
import { stageCounts } from '../tailoring';

/** What only admins see: the day's money, the orders waiting on them, stock running low. */
export type AdminFigures = {
  ordersToday: number;
  ordersTodayMinor: number;
  takingsTodayMinor: number;
  toConfirm: number;
  toShip: number;
  refundsDue: number;
  lowStock: number;
  lowStockThreshold: number;
};

export type StaffDashboard = {
  /** The store's calendar day the figures are for (YYYY-MM-DD, India's today). */
  day: string;
  tailoring: { stage: TailoringStage; count: number }[];
  consultationsToday: number;
  newEnquiries: number;
  /** The store day's bounds, for the admin figures (read only by the field admins may read). */
  from: Date;
  to: Date;
};

/** The start and end of the store's calendar day holding `at`. */
export function storeDay(at: Date): { day: string; from: Date; to: Date } {
  const day = calendarDateIn(at, storeTimeZone);
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset at that moment: its wall clock read as if it were UTC, less the moment itself.
  const wall = new Date(midnightUtc).toLocaleString('sv-SE', { timeZone: storeTimeZone }).replace(' ', 'T');
  const offset = Date.parse(`${wall}Z`) - midnightUtc;
  const from = new Date(midnightUtc - offset);
  return { day, from, to: new Date(from.getTime() + 24 * 3600 * 1000) };
}

/**
 * The back office's home: each domain counts its own. A designer sees the workshop queue, their own
 * calls today and new enquiries; money, orders and stock (adminFigures) are for admins, declared on
 * the field that reads them.
 */
export async function staffDashboard(db: Db, viewer: StaffViewer, now: Date): Promise<StaffDashboard> {
  const { day, from, to } = storeDay(now);
  const [tailoring, consultationsToday, newEnquiries] = await Promise.all([
    stageCounts(db, workableOrderIds(db)),
    // An admin counts every designer's calls; a designer their own.
    consultationsStartingBetween(db, from, to, viewerScopes(viewer).admin ? null : viewer.userId),
    newEnquiryCount(db),
  ]);
  return { day, tailoring, consultationsToday, newEnquiries, from, to };
}

export async function adminFigures(db: Db, from: Date, to: Date): Promise<AdminFigures> {
  const [placed, takings, waiting, lowStock] = await Promise.all([
    ordersPlacedBetween(db, from, to),
    takingsBetween(db, from, to),
    ordersAwaitingAction(db),
    lowStockCount(db),
  ]);
  return {
    ordersToday: placed.count,
    ordersTodayMinor: placed.totalMinor,
    takingsTodayMinor: takings,
    ...waiting,
    lowStock,
    lowStockThreshold,
  };
}
