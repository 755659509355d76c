import { hasUnsafeText, tidyText } from '../../lib/text';
import { viewerScopes, type AdminViewer, type Viewer } from '../core/viewer';
import { orderStatusSchema, type OrderStatus } from '../../lib/order-status';
import { shopperCancelRefusal } from './state-machine';
import { freshen, transition, type OrderActionResult } from './transition';
import {
  loadOrderView,
  orderByNumber,
  ordersForAdmin,
  ordersOfUser,
  withDetails,
  type BuyingDeps,
  type OrderView,
} from './store';

// Free text staff type on an order: printed on labels and shown to the shopper.
const clean = (s: string | null | undefined, max: number): string | null | false => {
  if (s === null || s === undefined) return null;
  const t = tidyText(s);
  if (t.length > max || hasUnsafeText(t)) return false;
  return t || null;
};

/**
 * The shopper cancels their own order before it ships; stock comes back, a paid order is due a refund.
 * A tailored order once cutting has started is refused (CUTTING_STARTED), decided under the order's lock
 * that the workshop's cut takes too.
 */
export function cancelOrder(deps: BuyingDeps, userId: string, number: string): Promise<OrderActionResult> {
  return transition(deps, number, (o) => {
    if (o.userId !== userId) return 'NOT_FOUND';
    const refusal = shopperCancelRefusal(o);
    if (refusal) return refusal;
    return { to: 'CANCELLED', actor: 'customer', actorId: userId, note: 'Cancelled by the shopper' };
  });
}

/** Staff move an order along its lifecycle; only legal moves, and shipping needs a carrier and tracking number. */
export async function advanceOrder(
  deps: BuyingDeps,
  admin: AdminViewer,
  input: {
    number: string;
    to: OrderStatus;
    carrier?: string | null;
    trackingNumber?: string | null;
    note?: string | null;
  },
): Promise<OrderActionResult> {
  const carrier = clean(input.carrier, 60);
  const trackingNumber = clean(input.trackingNumber, 60);
  const note = clean(input.note, 500);
  if (
    carrier === false ||
    trackingNumber === false ||
    note === false ||
    !orderStatusSchema.safeParse(input.to).success
  ) {
    return { ok: false, refusal: 'INVALID_INPUT', order: await loadOrderView(deps.db, input.number.slice(0, 20)) };
  }
  if (input.to === 'SHIPPED' && (!carrier || !trackingNumber)) {
    return { ok: false, refusal: 'TRACKING_REQUIRED', order: await loadOrderView(deps.db, input.number.slice(0, 20)) };
  }
  return transition(
    deps,
    input.number,
    () => ({
      to: input.to,
      actor: 'admin',
      actorId: admin.userId,
      note,
      ...(input.to === 'SHIPPED' ? { carrier, trackingNumber } : {}),
    }),
    admin,
  );
}

/** The order for its owner or an admin; anyone else gets null, exactly as for an order that does not exist. */
export async function orderForViewer(deps: BuyingDeps, viewer: Viewer, number: string): Promise<OrderView | null> {
  const scopes = viewerScopes(viewer);
  if (!scopes.signedIn) return null;
  const view = await loadOrderView(deps.db, number.slice(0, 20));
  if (!view || (view.row.userId !== viewer.userId && !scopes.admin)) return null;
  return freshen(deps, view);
}

/** The order, fresh, for a caller whose scope has already been checked (a follower of it); null once it is gone. */
export async function freshOrder(deps: BuyingDeps, number: string): Promise<OrderView | null> {
  const view = await loadOrderView(deps.db, number.slice(0, 20));
  return view && freshen(deps, view);
}

/** Whose order this is (for a scope declaring `owner`), or null for an order that does not exist. */
export async function orderOwner(deps: Pick<BuyingDeps, 'db'>, number: string): Promise<string | null> {
  return (await orderByNumber(deps.db, number.slice(0, 20)))?.userId ?? null;
}

export async function myOrders(deps: BuyingDeps, userId: string): Promise<OrderView[]> {
  const views = await withDetails(deps.db, await ordersOfUser(deps.db, userId));
  return Promise.all(views.map((v) => freshen(deps, v) as Promise<OrderView>));
}

export async function adminOrders(deps: BuyingDeps, status: OrderStatus | null, first: number): Promise<OrderView[]> {
  return withDetails(deps.db, await ordersForAdmin(deps.db, { status }, first, 0));
}
