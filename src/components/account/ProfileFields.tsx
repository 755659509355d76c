'use client';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { identityLimits } from '../../lib/identity-rules';
import type { FormError } from '../../client/account/use-action';

type Props = {
  name: string;
  email: string;
  onName(name: string): void;
  onEmail(email: string): void;
  /** The form's error: shown above the fields, and on the field the server blamed. */
  error: FormError | null;
  /** Shown between the error and the fields (the profile page's read-only phone number). */
  before?: ReactNode;
  autoFocus?: boolean;
};

/**
 * A shopper's name and email, as the profile page edits them and a new shopper gives them right after
 * signing in: the same labels, limits and error display in both places.
 */
export function ProfileFields({ name, email, onName, onEmail, error, before, autoFocus }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <Alert severity="error" role="alert">
          {error.text}
        </Alert>
      ) : null}
      {before}
      <TextField
        label={t('auth.name')}
        value={name}
        onChange={(e) => onName(e.target.value)}
        required
        autoComplete="name"
        autoFocus={autoFocus}
        error={error?.field === 'name'}
        slotProps={{ htmlInput: { maxLength: identityLimits.nameLength } }}
      />
      <TextField
        label={t('auth.email')}
        value={email}
        onChange={(e) => onEmail(e.target.value)}
        type="email"
        autoComplete="email"
        error={error?.field === 'email'}
        slotProps={{ htmlInput: { maxLength: identityLimits.emailLength } }}
      />
    </>
  );
}
