'use client';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useMutation } from 'urql';
import { useTranslation } from '../../../../client/i18n/react';
import { GenerateOfferCodesDocument } from '../../../../client/offers/admin-documents';
import { asDocument } from '../../../../client/graphql/document';
import { dataOf } from '../../../../client/graphql/result';
import { staffContext } from '../../../../client/session/gateway-client';
import { EditDialog } from '../../../../components/admin-catalogue/EditDialog';

/** The codes as a CSV file the owner hands out: one code a row, with its batch. */
export function downloadCodes(name: string, rows: readonly { code: string; batch: string; used?: boolean }[]) {
  const csv = ['code,batch,used', ...rows.map((r) => `${r.code},${r.batch},${r.used ? 'yes' : 'no'}`)].join('\n');
  const url = URL.createObjectURL(new Blob([`${csv}\n`], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 40) || 'codes'}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A batch of single-use codes for a code offer, downloaded as a CSV once made. */
export function CodesDialog({
  id,
  title,
  onClose,
  onDone,
}: {
  id: string;
  title: string;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const [count, setCount] = useState('100');
  const [prefix, setPrefix] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<number | null>(null);
  const [, generate] = useMutation(asDocument(GenerateOfferCodesDocument));
  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const r = dataOf(
        await generate({ id, count: Number(count), prefix: prefix || null }, staffContext.admin),
      ).generateOfferCodes;
      if (!r.ok || !r.batch) return setError(t(`adminOffers.refusal.${r.refusal ?? 'INVALID_COUNT'}`));
      downloadCodes(
        `${title}-${prefix}`,
        r.codes.map((code) => ({ code, batch: r.batch! })),
      );
      setMade(r.codes.length);
      onDone();
    } catch {
      setError(t('adminCatalogue.saveFailed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <EditDialog
      title={t('adminOffers.codes.title', { title })}
      error={error}
      busy={busy}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        size="small"
        label={t('adminOffers.codes.count')}
        value={count}
        onChange={(e) => setCount(e.target.value)}
        helperText={t('adminOffers.codes.countHelp')}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      />
      <TextField
        size="small"
        label={t('adminOffers.codes.prefix')}
        value={prefix}
        onChange={(e) => setPrefix(e.target.value)}
        helperText={t('adminOffers.codes.prefixHelp')}
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: 12 } }}
      />
      {made !== null ? (
        <p role="status" style={{ margin: 0 }}>
          {t('adminOffers.codes.made', { count: made })}
        </p>
      ) : null}
    </EditDialog>
  );
}
