// The notifications domain's door: what other domains, the gateway and the process may use of it.
export {
  enqueueNotification,
  notificationInsert,
  withdrawAllPending,
  withdrawNotifications,
  withdrawUntried,
  type OutgoingNotification,
} from './outbox';
export { startConfiguredWorker } from './setup';
export { forgetRecipient } from './erase';
export { smtpMail } from './channels';
