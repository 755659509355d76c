import { builder } from '../core/builder';
import { findUser, logout, refresh, sendOtp, updateProfile, verifyOtp, type SendOtpResult, type Session, type UserRow } from './service';

const SendOtpCode = builder.enumType('SendOtpRefusal', {
  values: ['INVALID_PHONE', 'TOO_SOON', 'TOO_MANY', 'SMS_FAILED'] as const,
});

const SendOtpPayload = builder.objectRef<SendOtpResult>('SendOtpPayload').implement({
  description: 'Whether a code was sent. The same answer whether or not the number has an account.',
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    phone: t.string({ nullable: true, description: 'The number in E.164, when sent.', resolve: (r) => (r.ok ? r.phone : null) }),
    refusal: t.field({ type: SendOtpCode, nullable: true, resolve: (r) => (r.ok ? null : r.code) }),
    retryAfterSeconds: t.int({ nullable: true, resolve: (r) => (r.ok ? null : r.retryAfterSeconds) }),
    resendAfterSeconds: t.int({ nullable: true, resolve: (r) => (r.ok ? r.resendAfterSeconds : null) }),
    expiresInSeconds: t.int({ nullable: true, resolve: (r) => (r.ok ? r.expiresInSeconds : null) }),
  }),
});

// Field names follow the reference's browser storage keys; expires_in is epoch milliseconds.
const VerifyOtpPayload = builder.objectRef<Session & { is_new_user: boolean }>('VerifyOtpPayload').implement({
  fields: (t) => ({
    id_token: t.exposeString('id_token'),
    refresh_token: t.exposeString('refresh_token'),
    expires_in: t.exposeFloat('expires_in', { description: 'Absolute expiry of id_token, Unix epoch milliseconds.' }),
    is_new_user: t.exposeBoolean('is_new_user'),
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
      resolve: (_r, { token }, ctx) => refresh({ db: ctx.db, kit: ctx.kit }, token),
    }),
    logout: t.boolean({
      args: { everywhere: t.arg.boolean({ required: false }) },
      resolve: (_r, { everywhere }, ctx) => logout({ db: ctx.db, kit: ctx.kit }, ctx.viewer, everywhere ?? false),
    }),
  }),
});

const User = builder.objectRef<UserRow>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    phone: t.exposeString('phone'),
    name: t.exposeString('name', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    roles: t.exposeStringList('roles'),
  }),
});

builder.mutationFields((t) => ({
  userservice: t.field({ type: UserService, resolve: () => ({}) }),
  updateProfile: t.field({
    type: User,
    description: "The signed-in shopper's name and optional email.",
    args: { name: t.arg.string({ required: true }), email: t.arg.string({ required: false }) },
    resolve: (_r, args, ctx) => updateProfile(ctx.db, ctx.viewer, args),
  }),
}));

builder.queryFields((t) => ({
  me: t.field({
    type: User,
    nullable: true,
    description: 'The signed-in shopper, or null for an anonymous visitor.',
    resolve: (_r, _a, ctx) => (ctx.viewer.userId ? findUser(ctx.db, ctx.viewer.userId) : null),
  }),
}));
