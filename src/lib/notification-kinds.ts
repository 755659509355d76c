// What the store tells shoppers about; each kind has a translated message per channel.
export const notificationKinds = [
  'ORDER_PLACED',
  'ORDER_PAID',
  'ORDER_SHIPPED',
  'TAILORING_STAGE',
  'CONSULTATION_BOOKED',
  'CONSULTATION_RESCHEDULED',
  'CONSULTATION_CANCELLED',
  'CONSULTATION_REMINDER',
  'ENQUIRY_ANSWERED',
  'WISHLIST_BACK_IN_STOCK',
  'WISHLIST_PRICE_DROP',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** PENDING until delivered (SENT) or given up (FAILED); WITHDRAWN when what it announced no longer holds (a reminder of a cancelled call). */
export const notificationStatuses = ['PENDING', 'SENT', 'FAILED', 'WITHDRAWN'] as const;
