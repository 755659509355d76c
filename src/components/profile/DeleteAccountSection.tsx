'use client';
import { leaveSignedOut } from '../../client/session/leaving';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useClient } from 'urql';
import { DeleteAccountDocument, RequestDeletionCodeDocument } from '../../client/account/profile-documents';
import { asDocument } from '../../client/graphql/document';
import { useProgressRouter } from '../../client/navigation';
import { notify } from '../../client/notify';
import { browserSession } from '../../client/session/browser';
import { CodeStep } from './CodeStep';

/** The danger zone: what deleting erases and keeps, a confirmation, and a fresh code to the phone. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const client = useClient();
  const router = useProgressRouter();
  const [open, setOpen] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const reason = (r: string | null | undefined) => (r ? t(`profileSettings.refusals.${r}`) : null);

  return (
    <Box
      component="section"
      aria-labelledby="profile-delete"
      sx={{ display: 'grid', gap: 1.5, maxWidth: 480, border: 1, borderColor: 'error.main', borderRadius: 1, p: 2 }}
    >
      <Typography id="profile-delete" component="h2" variant="h6" color="error">
        {t('profileSettings.deleteTitle')}
      </Typography>
      <Typography variant="body2">{t('profileSettings.deleteSummary')}</Typography>
      <Button color="error" variant="outlined" sx={{ justifySelf: 'start' }} onClick={() => setOpen(true)}>
        {t('profileSettings.deleteOpen')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-dialog-title" fullWidth maxWidth="sm">
        <DialogTitle id="delete-dialog-title">{t('profileSettings.deleteDialogTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="body2">{t('profileSettings.deleteErased')}</Typography>
          <Typography variant="body2">{t('profileSettings.deleteKept')}</Typography>
          <Typography variant="body2">{t('profileSettings.deleteOpenOrders')}</Typography>
          <Typography variant="body2">{t('profileSettings.deleteAfter')}</Typography>
          <CodeStep
            id="delete"
            sendLabel={t('profileSettings.deleteSendCode')}
            confirmLabel={t('profileSettings.deleteConfirm')}
            onSend={async () => {
              if (!understood) return t('profileSettings.refusals.NOT_CONFIRMED');
              const r = await client.mutation(asDocument(RequestDeletionCodeDocument), {}).toPromise();
              if (r.error || !r.data) throw r.error ?? new Error('no answer');
              return reason(r.data.requestAccountDeletionCode.refusal);
            }}
            onConfirm={async (code) => {
              const r = await client
                .mutation(asDocument(DeleteAccountDocument), { code, confirm: understood })
                .toPromise();
              if (r.error || !r.data) throw r.error ?? new Error('no answer');
              if (r.data.deleteAccount.ok) {
                // Every sign-in already ended on the server; this device forgets its tokens too.
                leaveSignedOut();
                browserSession().session.signOut();
                notify(t('profileSettings.deleted'), 'success');
                router.push('/');
              }
              return reason(r.data.deleteAccount.refusal);
            }}
          >
            <FormControlLabel
              label={t('profileSettings.deleteUnderstand')}
              control={<Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />}
            />
          </CodeStep>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('profileSettings.deleteCancel')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
