import { builder } from '../core/builder';

import { ContactCodePayload, requestDeletionCode } from '../identity';
import { deleteAccount, type DeleteAccountResult } from './service';

const DeleteAccountRefusal = builder.enumType('DeleteAccountRefusal', {
  values: ['NOT_CONFIRMED', 'CODE_INVALID', 'CODE_EXPIRED', 'CODE_LOCKED', 'STAFF_ACCOUNT'] as const,
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
    type: ContactCodePayload,
    description: "Texts a code to the signed-in shopper's own phone, to confirm deleting the account.",
    authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) =>
      requestDeletionCode({ db: ctx.db, kit: ctx.kit }, { userId: ctx.viewer.userId, locale: ctx.locale }),
  }),
  deleteAccount: t.authField({
    type: DeleteAccountPayload,
    description:
      "Deletes the signed-in shopper's own account: personal data erased, orders kept, future consultations cancelled, signed out everywhere.",
    authScopes: { signedIn: true },
    args: { code: t.arg.string({ required: true }), confirm: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => deleteAccount({ db: ctx.db, kit: ctx.kit }, ctx.viewer.userId, args),
  }),
}));
