import { builder } from '../core/builder';

import { deleteAccount, requestAccountDeletion, type DeleteAccountResult, type DeletionCodeAnswer } from './service';

const DeleteAccountRefusal = builder.enumType('DeleteAccountRefusal', {
  values: ['NOT_CONFIRMED', 'CODE_INVALID', 'CODE_EXPIRED', 'CODE_LOCKED', 'STAFF_ACCOUNT', 'OPEN_ORDERS'] as const,
});

const DeletionCodeRefusal = builder.enumType('DeletionCodeRefusal', {
  description: 'OPEN_ORDERS: an order is still under way; deleting waits for its delivery or cancellation.',
  values: ['TOO_SOON', 'TOO_MANY', 'SEND_FAILED', 'STAFF_ACCOUNT', 'OPEN_ORDERS'] as const,
});

const DeletionCodePayload = builder.objectRef<DeletionCodeAnswer>('DeletionCodePayload').implement({
  description: 'Whether the code to confirm deleting was sent; otherwise why not (nothing changed).',
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    refusal: t.field({ type: DeletionCodeRefusal, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
    retryAfterSeconds: t.int({ nullable: true, resolve: (r) => (r.ok ? null : r.retryAfterSeconds) }),
    expiresInSeconds: t.int({ nullable: true, resolve: (r) => (r.ok ? r.expiresInSeconds : null) }),
  }),
});

const DeleteAccountPayload = builder.objectRef<DeleteAccountResult>('DeleteAccountPayload').implement({
  description: 'Whether the account was deleted (and every sign-in of it ended); otherwise why not, nothing changed.',
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    refusal: t.field({ type: DeleteAccountRefusal, nullable: true, resolve: (r) => (r.ok ? null : r.refusal) }),
    attemptsLeft: t.int({ nullable: true, resolve: (r) => (r.ok ? null : r.attemptsLeft) }),
  }),
});

builder.mutationFields((t) => ({
  requestAccountDeletionCode: t.authField({
    type: DeletionCodePayload,
    description:
      "Texts a code to the signed-in shopper's own phone, to confirm deleting the account; refused while an order is under way.",
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) =>
      requestAccountDeletion({ db: ctx.db, kit: ctx.kit }, { userId: ctx.viewer.userId, locale: ctx.locale }),
  }),
  deleteAccount: t.authField({
    type: DeleteAccountPayload,
    description:
      "Deletes the signed-in shopper's own account: personal data, wishlist and reviews erased, orders kept, future consultations cancelled, signed out everywhere. Refused while an order is under way.",
    authScopes: { signedIn: true },
    args: { code: t.arg.string({ required: true }), confirm: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) =>
      deleteAccount({ db: ctx.db, kit: ctx.kit }, ctx.viewer.userId, args, (change) =>
        ctx.pubsub.publish('catalogueChanged', change),
      ),
  }),
}));
