'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useProgressRouter } from '../../../client/navigation';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { UpdateProfileDocument } from '../../../client/account/documents';
import { describeError, describeFieldErrors } from '../../../client/account/use-action';
import { asDocument } from '../../../client/graphql/document';
import { notify } from '../../../client/notify';
import { useSession } from '../../../client/session/SessionProvider';
import { useSignOut } from '../../../client/account/use-sign-out';
import { ProfileFields, profileFieldsError } from '../../../components/account/ProfileFields';
import { profileFormSchema, type ProfileFormValues } from '../../../lib/login-form';

// What is sent is what was typed (the server tidies it); the schema only checks.
const resolver = standardSchemaResolver(profileFormSchema, undefined, { raw: true });

export function ProfileForm() {
  const { user, reloadUser } = useSession();
  const { t } = useTranslation();
  const router = useProgressRouter();
  const signOut = useSignOut();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '' },
  });
  const [{ fetching, error: failure }, updateProfile] = useMutation(asDocument(UpdateProfileDocument));
  const error = failure ? describeError(failure, t) : profileFieldsError(errors, t);

  async function save({ name, email }: ProfileFormValues) {
    const result = await updateProfile({ name, email: email || null });
    // A failure shows as the form's error.
    if (result.error || !result.data) return;
    const refused = describeFieldErrors(result.data.updateProfile.errors, t);
    if (refused?.field === 'name' || refused?.field === 'email')
      return setError(refused.field, { type: 'server', message: refused.text }, { shouldFocus: true });
    await reloadUser();
    notify(t('profile.saved'), 'success');
  }

  return (
    <Box component="form" onSubmit={handleSubmit(save)} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <ProfileFields
        control={control}
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
