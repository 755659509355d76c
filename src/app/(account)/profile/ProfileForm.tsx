'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useProgressRouter } from '../../../client/navigation';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { UpdateProfileDocument } from '../../../client/account/documents';
import { describeError, describeFieldErrors, type FormError } from '../../../client/account/use-action';
import { asDocument } from '../../../client/graphql/document';
import { notify } from '../../../client/notify';
import { useSession } from '../../../client/session/SessionProvider';
import { useSignOut } from '../../../client/account/use-sign-out';
import { ProfileFields } from '../../../components/account/ProfileFields';

export function ProfileForm() {
  const { user, reloadUser } = useSession();
  const { t } = useTranslation();
  const router = useProgressRouter();
  const signOut = useSignOut();
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [{ fetching, error: failure }, updateProfile] = useMutation(asDocument(UpdateProfileDocument));
  const [refused, setRefused] = useState<FormError | null>(null);
  const error = failure ? describeError(failure, t) : refused;

  async function save(e: FormEvent) {
    e.preventDefault();
    setRefused(null);
    const result = await updateProfile({ name, email: email || null });
    // A failure shows as the form's error.
    if (result.error || !result.data) return;
    if (!result.data.updateProfile.ok) return setRefused(describeFieldErrors(result.data.updateProfile.errors, t));
    await reloadUser();
    notify(t('profile.saved'), 'success');
  }

  return (
    <Box component="form" onSubmit={save} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <ProfileFields
        name={name}
        email={email}
        onName={setName}
        onEmail={setEmail}
        error={error}
        before={
          <TextField
            label={t('profile.phone')}
            value={user?.phone ?? ''}
            slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
          />
        }
      />
      <Button type="submit" variant="contained" disabled={fetching} sx={{ justifySelf: 'start' }}>
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
