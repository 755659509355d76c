// The orders domain's door: what other domains, the gateway and the process may use of it.
export {
  announceOrderChange,
  followWorkshop,
  isOpenForChanges,
  isWorkable,
  lockWorkshopOrder,
  workableOrderIds,
  workshopOrderOf,
  workshopOrders,
  type WorkshopOrder,
  type WorkshopOrderItem,
} from './for-workshop';
export { Order, OrderActionPayload, PaymentStatusEnum } from './order-types';
export { maxOpenCodPerShopper } from './place-transaction';
export {
  announce,
  loadOrderView,
  orderOwner,
  ordersOfUser,
  withDetails,
  type BuyingDeps,
  type OrderView,
} from './store';
export { lockOrder, moveLocked, recordLatePayment, startExpirySweeper, type OrderActionResult } from './transition';
