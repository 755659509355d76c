'use client';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useClient } from 'urql';
import { SetDisplayCurrencyDocument } from '../../client/currency/documents';
import { useCurrency } from '../../client/currency/store';
import { asDocument } from '../../client/graphql/document';
import { errorKey } from '../../client/graphql/error-key';
import { notify } from '../../client/notify';
import { useSession } from '../../client/session/SessionProvider';
import { displayCurrencies, isDisplayCurrency } from '../../lib/currency';

/** The profile's display currency: the header's choice, kept on the account (orders stay in rupees). */
export function DisplayCurrencySection() {
  const { t } = useTranslation();
  const client = useClient();
  const { status } = useSession();
  const code = useCurrency((s) => s.code);
  const choose = useCurrency((s) => s.choose);
  const [problem, setProblem] = useState<string | null>(null);
  if (status !== 'signed-in') return null;

  async function change(value: string) {
    const r = await client.mutation(asDocument(SetDisplayCurrencyDocument), { code: value }).toPromise();
    const answer = r.data?.setDisplayCurrency;
    if (!answer) return notify(t('currency.notSaved'), 'error');
    if (!answer.ok) return setProblem(t(`currency.refusal.${errorKey(answer.refusal ?? 'UNKNOWN_CURRENCY')}`));
    setProblem(null);
    if (isDisplayCurrency(answer.displayCurrency)) choose(answer.displayCurrency);
    notify(t('currency.profile.saved', { currency: t(`currency.names.${value}`) }), 'success');
  }

  return (
    <Box component="section" aria-labelledby="profile-prices" sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <Typography id="profile-prices" component="h2" variant="h6">
        {t('currency.profile.title')}
      </Typography>
      <TextField
        select
        fullWidth
        id="display-currency"
        label={t('currency.profile.label')}
        value={code}
        onChange={(e) => void change(e.target.value)}
        error={problem !== null}
        helperText={problem ?? t('currency.profile.help')}
        slotProps={{ select: { native: true } }}
        data-testid="profile-currency"
      >
        {displayCurrencies.map((c) => (
          <option key={c} value={c}>
            {t(`currency.names.${c}`)}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
