'use client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../client/i18n/react';

type Props = {
  title: string;
  /** The server's refusal, translated (STALE says to reload). */
  error: string | null;
  busy: boolean;
  onClose(): void;
  onSubmit(e: FormEvent): void;
  children: ReactNode;
};

/** A form in a dialog: Escape or Cancel closes it, Enter in a field saves, the refusal above the fields. */
export function EditDialog({ title, error, busy, onClose, onSubmit, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} component="h2">
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('adminCatalogue.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('adminCatalogue.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
