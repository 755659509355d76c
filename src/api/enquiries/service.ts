import { createHash } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enquiries } from '../../db/schema/enquiries';
import type { Locale } from '../../db/schema/localized';
import { normalizePhone } from '../../lib/identity-rules';
import {
  canMoveEnquiry,
  enquiryInterests,
  enquiryLimits,
  enquiryPreferredTimes,
  enquiryStatuses,
  messageProblem,
  nameProblem,
  tidyMessage,
  type EnquiryStatus,
  type TextProblem,
} from '../../lib/enquiry-rules';
import { tidyText } from '../../lib/text';
import { findUser } from '../identity';
import { enqueueNotification } from '../notifications';
import { isUuid } from '../core/ids';
import { rateLimiter } from '../core/rate-limits';
import { inTransaction, Refused, type Refuse } from '../core/refusal';

const windowMs = enquiryLimits.windowMs;

export type EnquiryRow = typeof enquiries.$inferSelect;

export type SendEnquiryInput = {
  name: string;
  phone: string;
  interest: string;
  preferredTime: string;
  message: string;
  /** The honeypot: a field people never see (hidden from view and from assistive technology). */
  website?: string | null;
};

type SendEnquiryCode = TextProblem | 'INVALID_PHONE' | 'INVALID_CHOICE' | 'TOO_MANY';
export type SendEnquiryResult =
  | { ok: true; code: null; field: null; retryAfterSeconds: null }
  | { ok: false; code: SendEnquiryCode; field: string | null; retryAfterSeconds: number | null };

const accepted: SendEnquiryResult = { ok: true, code: null, field: null, retryAfterSeconds: null };
const refuse = (
  code: SendEnquiryCode,
  field: string | null = null,
  retryAfterSeconds: number | null = null,
): SendEnquiryResult => ({ ok: false, code, field, retryAfterSeconds });

type Sender = { userId: string | null; ip: string; locale: Locale };

/**
 * Records an enquiry from /get-in-touch (signed in or not). Sent signed in, it belongs to that account;
 * sent signed out, to none (the reply goes to the number typed) until the account proved to own that number
 * brings it in (claimEnquiries). Limits per phone and per network address are
 * counted in the shared rate-limit store over a window, so they hold across processes and restarts. A filled honeypot
 * is answered exactly like a real enquiry and nothing is kept: a bot learns nothing to adapt to.
 */
export async function sendEnquiry(
  db: Db,
  sender: Sender,
  input: SendEnquiryInput,
  now: Date,
): Promise<SendEnquiryResult> {
  const name = tidyText(input.name);
  const nameIssue = nameProblem(typeof input.name === 'string' ? input.name : '');
  if (nameIssue) return refuse(nameIssue, 'name');
  const phone = normalizePhone(typeof input.phone === 'string' ? input.phone.trim() : '');
  if (!phone) return refuse('INVALID_PHONE', 'phone');
  const interest = enquiryInterests.find((i) => i === input.interest);
  if (!interest) return refuse('INVALID_CHOICE', 'interest');
  const preferredTime = enquiryPreferredTimes.find((p) => p === input.preferredTime);
  if (!preferredTime) return refuse('INVALID_CHOICE', 'preferredTime');
  // Checked before tidying, so a 10 kB message of spaces is refused too.
  if (typeof input.message === 'string' && input.message.length > enquiryLimits.messageLength * 2)
    return refuse('TOO_LONG', 'message');
  const message = tidyMessage(input.message);
  const messageIssue = messageProblem(message, enquiryLimits.messageLength);
  if (messageIssue) return refuse(messageIssue, 'message');
  if (typeof input.website === 'string' && input.website.trim() !== '') return accepted;

  const perPhone = rateLimiter(db, { name: 'enquiry-phone', points: enquiryLimits.perPhone, windowMs }, now);
  const perAddress = rateLimiter(db, { name: 'enquiry-ip', points: enquiryLimits.perAddress, windowMs }, now);
  // Each count is atomic, so a burst cannot all count below the limit; a refusal counts nothing.
  const byPhone = await perPhone.take(phone);
  if (!byPhone.ok) return refuse('TOO_MANY', 'phone', Math.ceil(byPhone.retryAfterMs / 1000));
  const byAddress = await perAddress.take(sender.ip);
  if (!byAddress.ok) {
    await perPhone.giveBack(phone);
    return refuse('TOO_MANY', null, Math.max(1, Math.ceil(byAddress.retryAfterMs / 1000)));
  }
  try {
    await db.insert(enquiries).values({
      name,
      phone,
      interest,
      preferredTime,
      message,
      locale: sender.locale,
      ip: sender.ip,
      userId: sender.userId,
      createdAt: now,
      updatedAt: now,
    });
  } catch (e) {
    // Not kept: not counted either.
    await Promise.all([perPhone.giveBack(phone), perAddress.giveBack(sender.ip)]);
    throw e;
  }
  return accepted;
}

/**
 * The enquiries of the signed-in shopper's account, newest first: those sent signed in, and those sent
 * signed out that they brought in (claimEnquiries). Never matched by phone on its own: anyone may type
 * any number into the form, so a message joins an account only when its owner asks for it.
 */
export async function myEnquiries(db: Db, userId: string): Promise<EnquiryRow[]> {
  return db.select().from(enquiries).where(eq(enquiries.userId, userId)).orderBy(desc(enquiries.createdAt)).limit(50);
}

/**
 * The account's own number: proved by its code at sign-in (or when it was changed), the only one whose
 * enquiries sent signed out the account may bring in. An erased account's enquiries keep no number
 * (anonymiseEnquiries), so they match nobody.
 */
async function accountPhone(db: Db, userId: string): Promise<string | null> {
  const user = await findUser(db, userId);
  return user?.phone ? user.phone : null;
}

/** Sent signed out from this number, and in no account yet. */
const sentSignedOutFrom = (phone: string) => and(isNull(enquiries.userId), eq(enquiries.phone, phone));

/** How many enquiries sent signed out from the shopper's own number they may bring into their account. */
export async function claimableEnquiryCount(db: Db, userId: string): Promise<number> {
  const phone = await accountPhone(db, userId);
  if (!phone) return 0;
  const [row] = await db.select({ n: count() }).from(enquiries).where(sentSignedOutFrom(phone));
  return row?.n ?? 0;
}

/**
 * Brings the enquiries sent signed out from the shopper's own number into their account, in one
 * transaction with the reading of the account's number. Safe to ask twice: a second call finds none left and
 * answers 0. Only the account's number counts, never one typed by the caller.
 */
export async function claimEnquiries(db: Db, userId: string, now: Date): Promise<{ claimed: number }> {
  return db.transaction(async (tx) => {
    const phone = await accountPhone(tx as unknown as Db, userId);
    if (!phone) return { claimed: 0 };
    // One conditional update: a row another request linked meanwhile no longer matches, so it counts once.
    const claimed = await tx
      .update(enquiries)
      .set({ userId, updatedAt: now })
      .where(sentSignedOutFrom(phone))
      .returning({ id: enquiries.id });
    return { claimed: claimed.length };
  });
}

/** What staff see at /admin/enquiries, newest first; at most 200. */
export async function listEnquiries(db: Db, status: EnquiryStatus | null): Promise<EnquiryRow[]> {
  return db
    .select()
    .from(enquiries)
    .where(status ? eq(enquiries.status, status) : undefined)
    .orderBy(desc(enquiries.createdAt))
    .limit(200);
}

type UpdateEnquiryCode = 'NOT_FOUND' | 'NOT_ALLOWED' | TextProblem;
export type UpdateEnquiryResult =
  { ok: true; code: null; enquiry: EnquiryRow } | { ok: false; code: UpdateEnquiryCode; enquiry: EnquiryRow | null };

/**
 * Staff move an enquiry forward (new → contacted → closed) and/or write a reply. A new reply is announced
 * to the shopper (ENQUIRY_ANSWERED) in the same transaction; the same reply saved twice is one message.
 */
export async function updateEnquiry(
  db: Db,
  staffId: string,
  input: { id: string; status: string; reply?: string | null },
  now: Date,
): Promise<UpdateEnquiryResult> {
  if (!isUuid(input.id)) return { ok: false, code: 'NOT_FOUND', enquiry: null };
  const to = enquiryStatuses.find((s) => s === input.status);
  const reply = input.reply == null ? null : tidyMessage(input.reply);
  const updatedOne = await inTransaction(db, async (tx, refuse: Refuse<UpdateEnquiryResult>) => {
    const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, input.id)).for('update');
    if (!row) refuse({ ok: false, code: 'NOT_FOUND', enquiry: null });
    if (reply !== null) {
      const issue = messageProblem(reply, enquiryLimits.replyLength, false);
      if (issue) refuse({ ok: false, code: issue, enquiry: row });
    }
    const newReply = reply !== null && reply !== '' && reply !== row.reply;
    // Staying where it is makes sense only to write a reply.
    if (!to || (to === row.status ? !newReply : !canMoveEnquiry(row.status, to)))
      refuse({ ok: false, code: 'NOT_ALLOWED', enquiry: row });
    const [updated] = await tx
      .update(enquiries)
      .set({ status: to, updatedAt: now, ...(newReply ? { reply, repliedBy: staffId, repliedAt: now } : {}) })
      .where(eq(enquiries.id, row.id))
      .returning();
    if (newReply) {
      const digest = createHash('sha256').update(reply).digest('hex').slice(0, 16);
      await enqueueNotification(
        tx,
        {
          kind: 'ENQUIRY_ANSWERED',
          dedupeKey: `enquiry-answered:${row.id}:${digest}`,
          userId: row.userId,
          phone: row.phone,
          locale: row.locale as Locale,
          payload: { enquiryId: row.id, name: row.name, reply },
        },
        now,
      );
    }
    return { ok: true as const, code: null, enquiry: updated! };
  });
  return updatedOne instanceof Refused ? updatedOne.answer : updatedOne;
}
