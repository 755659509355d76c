'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import { notify } from '../../client/notify';
import { browserSession } from '../../client/session/browser';
import { GatewayError } from '../../client/session/graphql-client';
import { useSession } from '../../client/session/SessionProvider';
import { signOut } from '../../components/AccountMenu';

const SaveProfile = graphql(`
  mutation SaveProfile($name: String!, $email: String) {
    updateProfile(name: $name, email: $email) { id name email }
  }
`);

export function ProfileForm() {
  const { user, reloadUser } = useSession();
  const { t } = useTranslation();
  const router = useRouter();
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [error, setError] = useState<{ field?: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await browserSession().request(SaveProfile, { name, email: email || null });
      await reloadUser();
      notify(t('profile.saved'), 'success');
    } catch (err) {
      const field = err instanceof GatewayError ? (err.errors[0]?.extensions?.field as string | undefined) : undefined;
      setError({ field, text: field ? t(`auth.errors.${field}`) : err instanceof GatewayError ? t('auth.errors.unknown') : t('auth.errors.network') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" onSubmit={save} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      {error ? (
        <Alert severity="error" role="alert">
          {error.text}
        </Alert>
      ) : null}
      <TextField label={t('profile.phone')} value={user?.phone ?? ''} slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }} />
      <TextField label={t('auth.name')} value={name} onChange={(e) => setName(e.target.value)} required autoComplete="name" error={error?.field === 'name'} slotProps={{ htmlInput: { maxLength: 80 } }} />
      <TextField label={t('auth.email')} value={email} onChange={(e) => setEmail(e.target.value)} type="email" autoComplete="email" error={error?.field === 'email'} slotProps={{ htmlInput: { maxLength: 254 } }} />
      <Button type="submit" variant="contained" disabled={busy} sx={{ justifySelf: 'start' }}>
        {t('profile.save')}
      </Button>
      <Button
        color="inherit"
        sx={{ justifySelf: 'start' }}
        onClick={async () => {
          await signOut(true);
          notify(t('auth.signedOut'), 'info');
          router.push('/');
        }}
      >
        {t('profile.signOutEverywhere')}
      </Button>
    </Box>
  );
}
