import { builder } from '../core/builder';
import { FieldErrorRef } from '../core/field-error';
import { confirmEmail, confirmPhone, requestEmailCode, requestPhoneCode, type ContactConfirmResult } from './contact';
import {
  chooseLanguage,
  chooseWishlistAlerts,
  updatePreferences,
  type LanguageResult,
  type PreferencesResult,
} from './preferences';
import { User } from './schema';

// The profile's contact and preference fields: e-mail and phone proved by a code, message preferences.

builder.objectFields(User, (t) => ({
  emailVerifiedAt: t.string({
    nullable: true,
    description: 'When the e-mail was confirmed by a code; messages use it only while set.',
    resolve: (u) => u.emailVerifiedAt?.toISOString() ?? null,
  }),
  locale: t.exposeString('locale', { nullable: true }),
  channels: t.exposeStringList('channels', {
    description: 'Message channels the shopper allows: sms, whatsapp, email.',
  }),
  quietStart: t.exposeInt('quietStart', { nullable: true, description: 'Minutes after midnight in timeZone.' }),
  quietEnd: t.exposeInt('quietEnd', { nullable: true }),
  timeZone: t.exposeString('timeZone', { nullable: true }),
  wishlistAlerts: t.exposeBoolean('wishlistAlerts', {
    description: 'Told when a product on the wishlist is back in stock or cheaper; off until the shopper asks.',
  }),
}));

const ContactCodeRefusal = builder.enumType('ContactCodeRefusal', {
  values: ['INVALID', 'TAKEN', 'UNCHANGED', 'TOO_SOON', 'TOO_MANY', 'SEND_FAILED'] as const,
});

type CodeSent =
  | { ok: true; expiresInSeconds: number }
  | { ok: false; refusal: typeof ContactCodeRefusal.$inferType; retryAfterSeconds: number | null };

const ContactCodePayload = builder.objectRef<CodeSent>('ContactCodePayload').implement({
  description: 'Whether a code was sent; otherwise why not (nothing changed).',
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    refusal: t.field({ type: ContactCodeRefusal, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
    retryAfterSeconds: t.int({ nullable: true, resolve: (r) => (r.ok ? null : r.retryAfterSeconds) }),
    expiresInSeconds: t.int({ nullable: true, resolve: (r) => (r.ok ? r.expiresInSeconds : null) }),
  }),
});

const ContactConfirmRefusal = builder.enumType('ContactConfirmRefusal', {
  values: ['CODE_INVALID', 'CODE_EXPIRED', 'CODE_LOCKED', 'TAKEN'] as const,
});

const ContactConfirmPayload = builder.objectRef<ContactConfirmResult>('ContactConfirmPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    refusal: t.field({ type: ContactConfirmRefusal, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
    attemptsLeft: t.int({ nullable: true, resolve: (r) => (r.ok ? null : r.attemptsLeft) }),
  }),
});

const PreferencesPayload = builder.objectRef<PreferencesResult>('PreferencesPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    user: t.field({ type: User, nullable: true, resolve: (r) => r.user }),
    errors: t.field({
      type: [FieldErrorRef],
      description: 'On locale, channels, quietHours, timeZone: INVALID; on email: REQUIRED (confirm it first).',
      resolve: (r) => r.errors,
    }),
  }),
});

const LanguageRefusal = builder.enumType('LanguageRefusal', { values: ['UNKNOWN_LANGUAGE'] as const });

const LanguagePayload = builder.objectRef<LanguageResult>('LanguagePayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    locale: t.string({ nullable: true, resolve: (r) => (r.ok ? r.locale : null) }),
    refusal: t.field({ type: LanguageRefusal, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
  }),
});

builder.mutationFields((t) => ({
  setLanguage: t.authField({
    type: LanguagePayload,
    authScopes: { signedIn: true },
    description: "The signed-in shopper's language (en, hi, ar), kept on the account: the store and messages use it.",
    args: { locale: t.arg.string({ required: true }) },
    resolve: (_r, { locale }, ctx) => chooseLanguage(ctx.db, ctx.viewer.userId, locale, ctx.kit.now()),
  }),
  setWishlistAlerts: t.authField({
    type: 'Boolean',
    authScopes: { signedIn: true },
    description:
      'Whether to tell the shopper when a product on their wishlist is back in stock or cheaper; the choice now.',
    args: { on: t.arg.boolean({ required: true }) },
    resolve: (_r, { on }, ctx) => chooseWishlistAlerts(ctx.db, ctx.viewer.userId, on, ctx.kit.now()),
  }),
  requestEmailCode: t.authField({
    type: ContactCodePayload,
    description: 'E-mails a code to this address; confirmEmail with it makes it the account’s e-mail.',
    authScopes: { signedIn: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_r, { email }, ctx) =>
      requestEmailCode({ db: ctx.db, kit: ctx.kit }, { userId: ctx.viewer.userId, email, locale: ctx.locale }),
  }),
  confirmEmail: t.authField({
    type: ContactConfirmPayload,
    authScopes: { signedIn: true },
    args: { code: t.arg.string({ required: true }) },
    resolve: (_r, { code }, ctx) => confirmEmail({ db: ctx.db, kit: ctx.kit }, { userId: ctx.viewer.userId, code }),
  }),
  requestPhoneCode: t.authField({
    type: ContactCodePayload,
    description:
      'Texts a code to the new number. Answers alike when another account holds it (that number is told so, with no code).',
    authScopes: { signedIn: true },
    args: { phone: t.arg.string({ required: true }) },
    resolve: (_r, { phone }, ctx) =>
      requestPhoneCode({ db: ctx.db, kit: ctx.kit }, { userId: ctx.viewer.userId, phone, locale: ctx.locale }),
  }),
  confirmPhone: t.authField({
    type: ContactConfirmPayload,
    description: 'Moves the account to the new number, signs out every other sign-in and texts the old number.',
    authScopes: { signedIn: true },
    args: { code: t.arg.string({ required: true }) },
    resolve: (_r, { code }, ctx) =>
      confirmPhone(
        { db: ctx.db, kit: ctx.kit },
        { userId: ctx.viewer.userId, sessionId: ctx.viewer.sessionId, code, locale: ctx.locale },
      ),
  }),
  updatePreferences: t.authField({
    type: PreferencesPayload,
    authScopes: { signedIn: true },
    args: {
      locale: t.arg.string({ required: true }),
      channels: t.arg.stringList({ required: true }),
      quietStart: t.arg.int({ required: false }),
      quietEnd: t.arg.int({ required: false }),
      timeZone: t.arg.string({ required: false }),
      wishlistAlerts: t.arg.boolean({ required: false }),
    },
    resolve: (_r, args, ctx) => updatePreferences(ctx.db, ctx.viewer.userId, args, ctx.kit.now()),
  }),
}));
