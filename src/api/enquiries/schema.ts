import { builder } from '../core/builder';
import { enquiryInterests, enquiryPreferredTimes, enquiryStatuses } from '../../lib/enquiry-rules';
import {
  claimableEnquiryCount,
  claimEnquiries,
  listEnquiries,
  myEnquiries,
  sendEnquiry,
  updateEnquiry,
  type EnquiryRow,
  type SendEnquiryResult,
  type UpdateEnquiryResult,
} from './service';

const EnquiryStatusEnum = builder.enumType('EnquiryStatus', { values: enquiryStatuses });
const EnquiryInterestEnum = builder.enumType('EnquiryInterest', { values: enquiryInterests });
const EnquiryPreferredTimeEnum = builder.enumType('EnquiryPreferredTime', { values: enquiryPreferredTimes });

const Enquiry = builder.objectRef<EnquiryRow>('Enquiry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    phone: t.exposeString('phone'),
    interest: t.field({ type: EnquiryInterestEnum, resolve: (e) => e.interest }),
    preferredTime: t.field({ type: EnquiryPreferredTimeEnum, resolve: (e) => e.preferredTime }),
    message: t.exposeString('message'),
    status: t.field({ type: EnquiryStatusEnum, resolve: (e) => e.status }),
    reply: t.exposeString('reply', { nullable: true }),
    repliedAt: t.string({ nullable: true, resolve: (e) => e.repliedAt?.toISOString() ?? null }),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
  }),
});

const SendEnquiryPayload = builder.objectRef<SendEnquiryResult>('SendEnquiryPayload').implement({
  description:
    'codes: REQUIRED, TOO_LONG, INVALID_CHARACTERS, INVALID_PHONE, INVALID_CHOICE, TOO_MANY (with retryAfterSeconds).',
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    code: t.exposeString('code', { nullable: true }),
    field: t.exposeString('field', { nullable: true }),
    retryAfterSeconds: t.exposeInt('retryAfterSeconds', { nullable: true }),
  }),
});

const UpdateEnquiryPayload = builder.objectRef<UpdateEnquiryResult>('UpdateEnquiryPayload').implement({
  description: 'codes: NOT_FOUND, NOT_ALLOWED (not a forward move, nothing new), TOO_LONG, INVALID_CHARACTERS.',
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    code: t.exposeString('code', { nullable: true }),
    enquiry: t.field({ type: Enquiry, nullable: true, resolve: (r) => r.enquiry }),
  }),
});

const ClaimEnquiriesPayload = builder.objectRef<{ claimed: number }>('ClaimEnquiriesPayload').implement({
  fields: (t) => ({
    claimed: t.exposeInt('claimed', { description: 'How many joined the account now (0 when none were left).' }),
  }),
});

const SendEnquiryInput = builder.inputType('SendEnquiryInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    phone: t.string({ required: true }),
    interest: t.string({ required: true, description: 'bridal, saree, blouse, tailoring, fabric or other.' }),
    preferredTime: t.string({ required: true, description: 'anytime, morning, afternoon or evening.' }),
    message: t.string({ required: true, description: 'Up to 2000 characters; line breaks kept.' }),
    website: t.string({ required: false, description: 'Leave empty (a field people never see).' }),
  }),
});

builder.queryFields((t) => ({
  myEnquiries: t.authField({
    type: [Enquiry],
    authScopes: { signedIn: true },
    description:
      "The signed-in shopper's enquiries, newest first: sent signed in, or sent signed out and brought in with claimEnquiries.",
    resolve: (_r, _a, ctx) => myEnquiries(ctx.db, ctx.viewer.userId),
  }),
  claimableEnquiryCount: t.authField({
    type: 'Int',
    authScopes: { signedIn: true },
    description: "Enquiries sent signed out from the account's own (proved) number that no account holds yet.",
    resolve: (_r, _a, ctx) => claimableEnquiryCount(ctx.db, ctx.viewer.userId),
  }),
  staffEnquiries: t.field({
    type: [Enquiry],
    description: 'Designers and admins: enquiries, newest first (at most 200).',
    authScopes: { staff: true },
    args: { status: t.arg({ type: EnquiryStatusEnum, required: false }) },
    resolve: (_r, { status }, ctx) => listEnquiries(ctx.db, status ?? null),
  }),
}));

builder.mutationFields((t) => ({
  sendEnquiry: t.field({
    type: SendEnquiryPayload,
    authScopes: { public: true },
    description: 'Anyone, signed in or not; limited per phone number and per network address.',
    args: { input: t.arg({ type: SendEnquiryInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      sendEnquiry(ctx.db, { userId: ctx.viewer.userId, ip: ctx.ip, locale: ctx.locale }, input, ctx.kit.now()),
  }),
  claimEnquiries: t.authField({
    type: ClaimEnquiriesPayload,
    authScopes: { signedIn: true },
    description:
      "Brings the enquiries sent signed out from the account's own number into the account, in one transaction; asked again, claims 0.",
    resolve: (_r, _a, ctx) => claimEnquiries(ctx.db, ctx.viewer.userId, ctx.kit.now()),
  }),
  updateEnquiry: t.authField({
    type: UpdateEnquiryPayload,
    authScopes: { staff: true },
    description:
      'Designers and admins: move an enquiry forward (NEW → CONTACTED → CLOSED) and/or write a reply the shopper is sent.',
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: EnquiryStatusEnum, required: true }),
      reply: t.arg.string({ required: false }),
    },
    resolve: (_r, { id, status, reply }, ctx) =>
      updateEnquiry(ctx.db, ctx.viewer.userId, { id: String(id), status, reply }, ctx.kit.now()),
  }),
}));
