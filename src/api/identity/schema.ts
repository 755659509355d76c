import { builder } from '../core/builder';
import { FieldErrorRef } from '../core/field-error';
import { AuthError, AuthErrorCode } from './errors';
import { findUser, updateProfile, type UpdateProfileResult, type UserRow } from './service';
import { logout, refresh, sendOtp, verifyOtp, type SendOtpResult, type Session, type VerifyOtpResult } from './sign-in';

const SendOtpCode = builder.enumType('SendOtpRefusal', {
  values: ['INVALID_PHONE', 'TOO_SOON', 'TOO_MANY', 'SMS_FAILED'] as const,
});

const SendOtpPayload = builder.objectRef<SendOtpResult>('SendOtpPayload').implement({
  description: 'Whether a code was sent. The same answer whether or not the number has an account.',
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    phone: t.string({
      nullable: true,
      description: 'The number in E.164, when sent.',
      resolve: (r) => (r.ok ? r.phone : null),
    }),
    refusal: t.field({ type: SendOtpCode, nullable: true, resolve: (r) => (r.ok ? null : r.code) }),
    retryAfterSeconds: t.int({ nullable: true, resolve: (r) => (r.ok ? null : r.retryAfterSeconds) }),
    resendAfterSeconds: t.int({ nullable: true, resolve: (r) => (r.ok ? r.resendAfterSeconds : null) }),
    expiresInSeconds: t.int({ nullable: true, resolve: (r) => (r.ok ? r.expiresInSeconds : null) }),
  }),
});

const VerifyOtpRefusalEnum = builder.enumType('VerifyOtpRefusal', {
  values: ['INVALID_PHONE', 'OTP_INVALID', 'OTP_EXPIRED', 'OTP_LOCKED'] as const,
});

// Field names follow the reference's browser storage keys; expires_in is epoch milliseconds.
const VerifyOtpPayload = builder.objectRef<VerifyOtpResult>('VerifyOtpPayload').implement({
  description: 'A session when ok; otherwise why the code was refused (nothing changed but the count of wrong tries).',
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    refusal: t.field({ type: VerifyOtpRefusalEnum, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
    attemptsLeft: t.int({
      nullable: true,
      description: 'Wrong tries left on this code, after an OTP_INVALID.',
      resolve: (r) => (r.ok ? null : r.attemptsLeft),
    }),
    id_token: t.string({ nullable: true, resolve: (r) => (r.ok ? r.session.id_token : null) }),
    refresh_token: t.string({ nullable: true, resolve: (r) => (r.ok ? r.session.refresh_token : null) }),
    expires_in: t.float({
      nullable: true,
      description: 'Absolute expiry of id_token, Unix epoch milliseconds.',
      resolve: (r) => (r.ok ? r.session.expires_in : null),
    }),
    is_new_user: t.boolean({ nullable: true, resolve: (r) => (r.ok ? r.isNewUser : null) }),
  }),
});

const RefreshPayload = builder.objectRef<Session>('RefreshTokenPayload').implement({
  fields: (t) => ({
    token: t.exposeString('id_token'),
    refresh_token: t.exposeString('refresh_token'),
    expires_in: t.exposeFloat('expires_in', { description: 'Absolute expiry of token, Unix epoch milliseconds.' }),
  }),
});

const UserService = builder.objectRef<Record<string, never>>('UserService').implement({
  description: 'Sign-in by phone and the session tokens.',
  fields: (t) => ({
    sendOtp: t.field({
      type: SendOtpPayload,
      args: { phone: t.arg.string({ required: true }) },
      resolve: (_r, { phone }, ctx) => sendOtp({ db: ctx.db, kit: ctx.kit }, { phone, ip: ctx.ip }),
    }),
    verifyOtp: t.field({
      type: VerifyOtpPayload,
      args: { phone: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
      resolve: (_r, args, ctx) => verifyOtp({ db: ctx.db, kit: ctx.kit }, args),
    }),
    refreshToken: t.field({
      type: RefreshPayload,
      args: { token: t.arg.string({ required: true }) },
      // Refusals stay errors: the contract reads any error here as "sign in again" (CONTRACT §5).
      resolve: async (_r, { token }, ctx) => {
        const result = await refresh({ db: ctx.db, kit: ctx.kit }, token);
        if (result.ok) return result.session;
        throw new AuthError(
          result.code,
          result.code === 'refresh-expired' ? 'Your session has ended. Please sign in again.' : 'Please sign in again.',
        );
      },
    }),
    logout: t.boolean({
      args: { everywhere: t.arg.boolean({ required: false }) },
      resolve: (_r, { everywhere }, ctx) => {
        // Signed out is the contract's own `sign-in-required` (CONTRACT §5), not `access-denied`, and it
        // needs the session: so this check is the field's, not a scope.
        const { userId, sessionId } = ctx.viewer;
        if (!userId || !sessionId) throw new AuthError(AuthErrorCode.signInRequired, 'You are not signed in.');
        return logout({ db: ctx.db, kit: ctx.kit }, { userId, sessionId }, everywhere ?? false);
      },
    }),
  }),
});

export const User = builder.objectRef<UserRow>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    phone: t.exposeString('phone'),
    name: t.exposeString('name', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    roles: t.exposeStringList('roles'),
    displayCurrency: t.exposeString('displayCurrency', {
      nullable: true,
      description: 'The currency prices are shown in, as an ISO code; null: the rupee. Orders are charged in rupees.',
    }),
  }),
});

const UpdateProfilePayload = builder.objectRef<UpdateProfileResult>('UpdateProfilePayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    user: t.field({ type: User, nullable: true, resolve: (r) => r.user }),
    errors: t.field({
      type: [FieldErrorRef],
      description: 'On name: REQUIRED, TOO_LONG, INVALID_CHARACTERS; on email: TOO_LONG, INVALID.',
      resolve: (r) => r.errors,
    }),
  }),
});

builder.mutationFields((t) => ({
  userservice: t.field({ type: UserService, authScopes: { public: true }, resolve: () => ({}) }),
  updateProfile: t.authField({
    type: UpdateProfilePayload,
    description: "The signed-in shopper's name and optional email; an email left out is kept as it is.",
    authScopes: { signedIn: true },
    args: { name: t.arg.string({ required: true }), email: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => updateProfile(ctx.db, ctx.viewer.userId, args),
  }),
}));

builder.queryFields((t) => ({
  me: t.field({
    type: User,
    nullable: true,
    description: 'The signed-in shopper, or null for an anonymous visitor.',
    authScopes: { public: true },
    resolve: (_r, _a, ctx) => (ctx.viewer.userId ? findUser(ctx.db, ctx.viewer.userId) : null),
  }),
}));
