// The orders domain's door: what other domains, the gateway and the process may use of it.
export {
  announceOrderChange,
  followWorkshop,
  isOpenForChanges,
  isWorkable,
  lockWorkshopOrder,
  noteFiguresTaken,
  workableOrderIds,
  workshopOrderOf,
  workshopOrders,
  type WorkshopOrder,
  type WorkshopOrderItem,
} from './for-workshop';
export { DeliveryWindow, Order, OrderActionPayload, PaymentMethodEnum, PaymentStatusEnum, money } from './refs';
export { idempotencyKeyPattern, newOrderNumber, newPaymentId, requestHash, uniqueViolation } from './ids';
export { orderPlacedMessage } from './messages';
export { draftOrder, type OrderDraft } from './draft';
export { newOrderIds, newOrderRows, writtenOrder, type NewOrderIds } from './order-rows';
export { lockOpenOrders, lockShopperOrders, orderWithKey, type ShopperOrders } from './placing';
export {
  announce,
  loadOrderView,
  orderOwner,
  ordersOfUser,
  withDetails,
  type BuyingDeps,
  type OrderRow,
  type OrderView,
} from './store';
export {
  auditedFields,
  lockOrder,
  lockOrderByNumber,
  moveLocked,
  recordLatePayment,
  recordRefunded,
  refundNotes,
  startExpirySweeper,
  type OrderActionResult,
} from './transition';
export { parseAdminFilter } from './admin-filter';
export { exportColumns, exportOrderRows, neutralise } from './export';
export { invoicePdf } from './invoice';
export { searchAdminOrders } from './admin';
export { hasEarlierOrder, ordersAwaitingAction, ordersPlacedBetween } from './counts';
export { deliveredLineOf } from './delivered';
