'use client';
import { browserTimeZone, formatInstant } from '../../lib/dates';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../client/i18n/react';
import { useClient } from 'urql';
import {
  ConfirmEmailDocument,
  ConfirmPhoneDocument,
  RequestEmailCodeDocument,
  RequestPhoneCodeDocument,
} from '../../client/account/profile-documents';
import { asDocument } from '../../client/graphql/document';
import { notify } from '../../client/notify';
import { CodeStep } from './CodeStep';

type Me = { phone: string; email: string | null; emailVerifiedAt: string | null };

/** The profile's contact section: the e-mail proved by a code, and moving the account to a new number. */
export function ContactSection({ me, onChanged }: { me: Me; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const reason = (r: string | null | undefined) => (r ? t(`profileSettings.refusals.${r}`) : null);
  const confirmedOn = me.emailVerifiedAt
    ? formatInstant(me.emailVerifiedAt, i18n.language, 'date', browserTimeZone())
    : null;

  return (
    <Box component="section" aria-labelledby="profile-contact" sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <Typography id="profile-contact" component="h2" variant="h6">
        {t('profileSettings.contact')}
      </Typography>
      <Typography variant="body2">
        {me.email && confirmedOn ? (
          <>
            {t('profileSettings.emailConfirmed', { date: confirmedOn })} <bdi dir="ltr">{me.email}</bdi>
          </>
        ) : (
          t('profileSettings.emailUnconfirmed')
        )}
      </Typography>
      <CodeStep
        id="email"
        targetLabel={t('profileSettings.email')}
        targetType="email"
        initialTarget={me.email ?? ''}
        sendLabel={t('profileSettings.sendEmailCode')}
        confirmLabel={t('profileSettings.confirmEmail')}
        onSend={async (email) => {
          const r = await client.mutation(asDocument(RequestEmailCodeDocument), { email }).toPromise();
          if (r.error || !r.data) throw r.error ?? new Error('no answer');
          return reason(r.data.requestEmailCode.refusal);
        }}
        onConfirm={async (code) => {
          const r = await client.mutation(asDocument(ConfirmEmailDocument), { code }).toPromise();
          if (r.error || !r.data) throw r.error ?? new Error('no answer');
          if (r.data.confirmEmail.ok) {
            notify(t('profileSettings.emailSaved'), 'success');
            onChanged();
          }
          return reason(r.data.confirmEmail.refusal);
        }}
      />
      <Typography component="h3" variant="subtitle1">
        {t('profileSettings.changePhone')}
      </Typography>
      <Typography variant="body2">
        {t('profileSettings.currentPhone')} <bdi dir="ltr">{me.phone}</bdi>
      </Typography>
      <CodeStep
        id="phone"
        targetLabel={t('profileSettings.newPhone')}
        targetType="tel"
        sendLabel={t('profileSettings.sendPhoneCode')}
        confirmLabel={t('profileSettings.confirmPhone')}
        onSend={async (phone) => {
          const r = await client.mutation(asDocument(RequestPhoneCodeDocument), { phone }).toPromise();
          if (r.error || !r.data) throw r.error ?? new Error('no answer');
          return reason(r.data.requestPhoneCode.refusal);
        }}
        onConfirm={async (code) => {
          const r = await client.mutation(asDocument(ConfirmPhoneDocument), { code }).toPromise();
          if (r.error || !r.data) throw r.error ?? new Error('no answer');
          if (r.data.confirmPhone.ok) {
            notify(t('profileSettings.phoneSaved'), 'success');
            onChanged();
          }
          return reason(r.data.confirmPhone.refusal);
        }}
      />
    </Box>
  );
}
