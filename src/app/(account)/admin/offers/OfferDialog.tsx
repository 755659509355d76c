'use client';
import { useState } from 'react';
import { useMutation } from 'urql';
import { useTranslation } from '../../../../client/i18n/react';
import { CreateOfferDocument, UpdateOfferDocument } from '../../../../client/offers/admin-documents';
import { asDocument } from '../../../../client/graphql/document';
import { dataOf } from '../../../../client/graphql/result';
import { notify } from '../../../../client/notify';
import { staffContext } from '../../../../client/session/gateway-client';
import { EditDialog } from '../../../../components/admin-catalogue/EditDialog';
import type { AdminOfferFieldsFragment, OfferRefusal } from '../../../../gql/graphql';
import { newOfferValues, offerInputOf, offerValuesOf, type OfferFormValues } from '../../../../lib/offer-form';
import { OfferFields, type TextKey } from './OfferFields';
import { OfferPreview } from './OfferPreview';

/** The field a refusal is about, so its message shows there. */
const fieldOf: Partial<Record<OfferRefusal, TextKey>> = {
  INVALID_TITLE: 'titleEn',
  INVALID_WINDOW: 'endsAt',
  INVALID_PERCENT: 'percent',
  INVALID_AMOUNT: 'amount',
  INVALID_BUY_GET: 'buy',
  INVALID_CAP: 'maxUses',
  INVALID_TARGETS: 'productIds',
  INVALID_CODE: 'code',
  CODE_TAKEN: 'code',
};

/** A new offer, a copy to adjust, or an edit from the version last seen; the server's refusal on its field. */
export function OfferDialog({
  row,
  onClose,
  onDone,
}: {
  row: AdminOfferFieldsFragment | null;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const [v, setV] = useState<OfferFormValues>(() => (row ? offerValuesOf(row) : newOfferValues(new Date())));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: TextKey; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [, create] = useMutation(asDocument(CreateOfferDocument));
  const [, update] = useMutation(asDocument(UpdateOfferDocument));
  const set = (patch: Partial<OfferFormValues>) => setV((old) => ({ ...old, ...patch }));

  async function submit() {
    setBusy(true);
    setProblem(null);
    setError(null);
    try {
      const input = offerInputOf(v);
      const answer = row
        ? dataOf(await update({ id: row.id, expectedVersion: row.version, input }, staffContext.admin)).updateOffer
        : dataOf(await create({ input }, staffContext.admin)).createOffer;
      if (answer.ok) {
        notify(t('adminOffers.saved', { title: v.titleEn }), 'success');
        onDone();
        return;
      }
      const refusal = answer.refusal ?? 'STALE';
      const message = t(`adminOffers.refusal.${refusal}`);
      const field = fieldOf[refusal];
      // A minimum or a budget refused names its own field when it is the one filled in.
      if (field === 'amount' && v.effect !== 'AMOUNT_OFF') setProblem({ field: 'minSubtotal', message });
      else if (field) setProblem({ field, message });
      else setError(message);
    } catch {
      setError(t('adminCatalogue.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <EditDialog
      title={row ? t('adminOffers.edit', { title: row.titleEn }) : t('adminOffers.create')}
      error={error}
      busy={busy}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <OfferFields v={v} set={set} problem={problem} />
      <OfferPreview v={v} />
    </EditDialog>
  );
}
