'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../../client/i18n/react';
import { useMutation } from 'urql';
import { UpdateCurrencyRateDocument } from '../../../../client/currency/documents';
import { asDocument } from '../../../../client/graphql/document';
import { errorKey } from '../../../../client/graphql/error-key';
import { dataOf } from '../../../../client/graphql/result';
import { notify } from '../../../../client/notify';
import { staffContext } from '../../../../client/session/gateway-client';
import { EditDialog } from '../../../../components/admin-catalogue/EditDialog';
import { formatMoney } from '../../../../components/catalog/money';
import type { AdminCurrencyRatesQuery } from '../../../../gql/graphql';
import {
  convertPaise,
  formatApproxAmount,
  formatRate,
  isDisplayCurrency,
  rateScale,
  scaledRate,
} from '../../../../lib/currency';
import { lastRateDay } from '../../../../lib/currency-days';
import { rateFormSchema, typedRate, type RateFormValues } from '../../../../lib/currency-rate-form';
import { formatCalendarDate } from '../../../../lib/dates';

export type RateRow = AdminCurrencyRatesQuery['adminCurrencyRates'][number];
const resolver = zodResolver(rateFormSchema);
/** The example the rate field shows its effect on: a ₹10,000 saree. */
const examplePaise = 1_000_000;
/** A rate or an amount kept left to right inside a sentence of either direction. */
const ltr = (s: string) => `\u2066${s}\u2069`;

/** One currency's new rate and the day it is of; the server's refusal shown translated, on its field. */
export function RateDialog({
  row,
  onClose,
  onDone,
  onStale,
}: {
  row: RateRow;
  onClose(): void;
  onDone(): void;
  onStale(): void;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [, save] = useMutation(asDocument(UpdateCurrencyRateDocument));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError, watch } = useForm<RateFormValues>({
    resolver,
    defaultValues: { rate: String(row.inrPerUnit), asOf: lastRateDay(new Date()) },
  });
  const code = isDisplayCurrency(row.code) ? row.code : null;
  const name = t(`currency.names.${row.code}`, { defaultValue: row.code });
  const message = (refusal: string) => t(`currency.refusal.${errorKey(refusal)}`);
  const scaled = scaledRate(typedRate(watch('rate')));
  const example =
    code && scaled !== null
      ? t('currency.admin.example', {
          rupees: ltr(formatMoney({ amount: examplePaise, currency: 'INR' })),
          amount: ltr(formatApproxAmount(convertPaise(examplePaise, scaled), code, lng)),
        })
      : null;

  const submit = handleSubmit(async (v) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = dataOf(
        await save(
          { code: row.code, inrPerUnit: typedRate(v.rate), asOf: v.asOf, expectedVersion: row.version },
          staffContext.admin,
        ),
      ).updateCurrencyRate;
      if (answer.ok && answer.rate && code) {
        const rate = formatRate(code, Math.round(answer.rate.inrPerUnit * rateScale), lng);
        notify(
          t('currency.admin.saved', { rate: ltr(rate), date: formatCalendarDate(answer.rate.asOf, lng, 'long') }),
          'success',
        );
        onDone();
      } else if (answer.refusal === 'INVALID_RATE')
        setError('rate', { message: answer.refusal }, { shouldFocus: true });
      else if (answer.refusal === 'INVALID_DATE') setError('asOf', { message: answer.refusal }, { shouldFocus: true });
      else {
        setProblem(message(answer.refusal ?? 'STALE'));
        if (answer.refusal === 'STALE') onStale();
      }
    } catch {
      setProblem(t('adminCatalogue.saveFailed'));
    } finally {
      setBusy(false);
    }
  });

  return (
    <EditDialog
      title={t('currency.admin.edit', { name })}
      error={problem}
      busy={busy}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
    >
      <p style={{ margin: 0 }}>
        {t('currency.admin.now', {
          rate: ltr(code ? formatRate(code, Math.round(row.inrPerUnit * rateScale), lng) : String(row.inrPerUnit)),
          date: formatCalendarDate(row.asOf, lng, 'long'),
        })}
      </p>
      <Controller
        control={control}
        name="rate"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            size="small"
            required
            label={t('currency.admin.rateLabel', { code: row.code })}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ? message(fieldState.error.message) : (example ?? ' ')}
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', maxLength: 12, autoComplete: 'off' } }}
          />
        )}
      />
      <Controller
        control={control}
        name="asOf"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            size="small"
            required
            type="date"
            label={t('currency.admin.asOfLabel')}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ? message(fieldState.error.message) : t('currency.admin.asOfHelp')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: lastRateDay(new Date()), min: '2000-01-01' } }}
          />
        )}
      />
    </EditDialog>
  );
}
