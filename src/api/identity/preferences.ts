import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { isTimeZone } from '../../lib/consultations';
import { messageChannels, preferenceLocales, type MessageChannel } from '../../lib/account-preferences';
import type { FieldError } from '../core/field-error';
import type { UserRow } from './service';

// The shopper's language, message channels, quiet hours and wishlist messages, kept on the account.

export type PreferencesInput = {
  locale: string;
  channels: readonly string[];
  quietStart?: number | null;
  quietEnd?: number | null;
  timeZone?: string | null;
  /** Left as it is when absent (the profile form sends it; older callers did not). */
  wishlistAlerts?: boolean | null;
};
export type PreferencesResult =
  { ok: true; user: UserRow; errors: [] } | { ok: false; user: null; errors: FieldError[] };

const isMinute = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) < 24 * 60;

export async function updatePreferences(
  db: Db,
  userId: string,
  input: PreferencesInput,
  now: Date,
): Promise<PreferencesResult> {
  const errors: FieldError[] = [];
  const [me] = await db.select().from(users).where(eq(users.id, userId));
  if (!me) throw new Error('updatePreferences: the signed-in user does not exist');
  if (!(preferenceLocales as readonly string[]).includes(input.locale))
    errors.push({ field: 'locale', code: 'invalid' });
  const channels = [...new Set(input.channels)];
  if (
    channels.length > messageChannels.length ||
    !channels.every((c) => (messageChannels as readonly string[]).includes(c))
  )
    errors.push({ field: 'channels', code: 'invalid' });
  else if (channels.includes('email') && !me.emailVerifiedAt) errors.push({ field: 'email', code: 'required' });
  const start = input.quietStart ?? null;
  const end = input.quietEnd ?? null;
  const quiet = start !== null || end !== null;
  if (quiet && (!isMinute(start) || !isMinute(end) || start === end))
    errors.push({ field: 'quietHours', code: 'invalid' });
  if (quiet && !(typeof input.timeZone === 'string' && isTimeZone(input.timeZone)))
    errors.push({ field: 'timeZone', code: 'invalid' });
  if (errors.length > 0) return { ok: false, user: null, errors };
  const [row] = await db
    .update(users)
    .set({
      locale: input.locale,
      channels: channels as MessageChannel[],
      quietStart: quiet ? start : null,
      quietEnd: quiet ? end : null,
      timeZone: quiet ? input.timeZone! : (input.timeZone ?? null),
      ...(typeof input.wishlistAlerts === 'boolean' ? { wishlistAlerts: input.wishlistAlerts } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  return { ok: true, user: row!, errors: [] };
}

export type LanguageResult = { ok: true; locale: string } | { ok: false; refusal: 'UNKNOWN_LANGUAGE' };

/** The header's language choice, kept on the account; a language the store does not have changes nothing. */
export async function chooseLanguage(db: Db, userId: string, locale: string, now: Date): Promise<LanguageResult> {
  if (!(preferenceLocales as readonly string[]).includes(locale)) return { ok: false, refusal: 'UNKNOWN_LANGUAGE' };
  const [row] = await db
    .update(users)
    .set({ locale, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw new Error('setLanguage: the signed-in user does not exist');
  return { ok: true, locale };
}

/** Whether to be told when a wished product is back in stock or cheaper (the wishlist's trigger reads it). */
export async function chooseWishlistAlerts(db: Db, userId: string, on: boolean, now: Date): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ wishlistAlerts: on, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ on: users.wishlistAlerts });
  if (!row) throw new Error('setWishlistAlerts: the signed-in user does not exist');
  return row.on;
}
