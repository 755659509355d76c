// The shopper's message preferences, shared by the profile form (which checks before sending) and the
// identity service (which enforces them) and the notification worker (which honours them).

export const messageChannels = ['sms', 'whatsapp', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];
export const preferenceLocales = ['en', 'hi', 'ar'] as const;

export type QuietHours = { start: number; end: number; timeZone: string };
