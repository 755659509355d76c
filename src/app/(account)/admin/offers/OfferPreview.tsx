'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useClient } from 'urql';
import { useTranslation } from '../../../../client/i18n/react';
import { AdminOfferPreviewDocument } from '../../../../client/offers/admin-documents';
import { asDocument } from '../../../../client/graphql/document';
import { staffContext } from '../../../../client/session/gateway-client';
import { TableFrame } from '../../../../components/admin-catalogue/DeskParts';
import { formatMoney } from '../../../../components/catalog/money';

/** The preview's amounts are rupees (offers are in INR). */
const inr = (m: { amount: number }) => formatMoney({ amount: m.amount, currency: 'INR' });
import type { AdminOfferPreviewQuery } from '../../../../gql/graphql';
import { offerInputOf, sampleItemsOf, type OfferFormValues } from '../../../../lib/offer-form';

type Preview = NonNullable<AdminOfferPreviewQuery['adminOfferPreview']>;

/**
 * The offer as drafted, tried on a sample cart the owner types (product numbers and quantities) before
 * saving: each line's saving and the totals, as the engine works them out, or why it does not apply.
 */
export function OfferPreview({ v }: { v: OfferFormValues }) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const [sample, setSample] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<Preview | null>(null);
  const qty = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  async function run() {
    const items = sampleItemsOf(sample);
    setShown(null);
    if (!items) return setProblem(t('adminOffers.preview.invalid'));
    setProblem(null);
    setBusy(true);
    try {
      const r = await client
        .query(
          asDocument(AdminOfferPreviewDocument),
          { input: offerInputOf(v), items },
          {
            ...staffContext.admin,
            requestPolicy: 'network-only',
          },
        )
        .toPromise();
      const p = r.data?.adminOfferPreview;
      if (!p) return setProblem(t('adminOffers.preview.failed'));
      if (p.refusal) return setProblem(t(`adminOffers.refusal.${p.refusal}`));
      setShown(p);
    } finally {
      setBusy(false);
    }
  }

  const totals = shown
    ? ([
        ['subtotal', shown.subtotal],
        ['delivery', shown.deliveryFee],
        ['goods', shown.goodsDiscount, true],
        ['deliveryOff', shown.deliveryDiscount, true],
        ['total', shown.total],
      ] as const)
    : [];
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('adminOffers.preview.heading')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          fullWidth
          label={t('adminOffers.preview.field')}
          value={sample}
          onChange={(e) => setSample(e.target.value)}
          onKeyDown={(e) => {
            // Enter previews here rather than saving the offer.
            if (e.key === 'Enter') {
              e.preventDefault();
              void run();
            }
          }}
          error={problem !== null}
          helperText={problem ?? t('adminOffers.preview.help')}
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', maxLength: 400 } }}
        />
        <Button variant="outlined" onClick={() => void run()} disabled={busy} sx={{ flexShrink: 0 }}>
          {t('adminOffers.preview.run')}
        </Button>
      </Stack>
      <div aria-live="polite">
        {shown ? (
          <>
            {shown.why ? <Alert severity="info">{t(`adminOffers.preview.why.${shown.why}`)}</Alert> : null}
            {shown.notWhole.length > 0 ? (
              <Alert severity="warning">{t('adminOffers.preview.notWhole', { ids: shown.notWhole.join(', ') })}</Alert>
            ) : null}
            {shown.missing.length > 0 ? (
              <Alert severity="warning">{t('adminOffers.preview.missing', { ids: shown.missing.join(', ') })}</Alert>
            ) : null}
            <TableFrame label={t('adminOffers.preview.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('adminOffers.preview.product')}</TableCell>
                  <TableCell align="right">{t('adminOffers.preview.saving')}</TableCell>
                  <TableCell align="right">{t('adminOffers.preview.after')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.lines.map((l, i) => (
                  <TableRow key={`${l.productId}-${i}`}>
                    <TableCell>
                      {l.name} <bdi dir="ltr">#{l.productId}</bdi>
                      <Typography variant="body2" color="text.secondary">
                        {t('adminOffers.preview.lineOf', { qty: qty(l.qty), price: inr(l.lineTotal) })}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{l.discount.amount > 0 ? <bdi>−{inr(l.discount)}</bdi> : '—'}</TableCell>
                    <TableCell align="right">{inr({ amount: l.lineTotal.amount - l.discount.amount })}</TableCell>
                  </TableRow>
                ))}
                {totals.map(([key, m, off]) => (
                  <TableRow key={key}>
                    <TableCell colSpan={2} component="th" scope="row" sx={{ fontWeight: key === 'total' ? 700 : 400 }}>
                      {t(`adminOffers.preview.${key}`)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: key === 'total' ? 700 : 400 }}>
                      {off && m.amount > 0 ? <bdi>−{inr(m)}</bdi> : inr(m)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </TableFrame>
          </>
        ) : null}
      </div>
    </Stack>
  );
}
