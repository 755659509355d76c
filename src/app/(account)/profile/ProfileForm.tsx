'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../client/i18n/react';
import { useMutation } from 'urql';
import { UpdateProfileDocument } from '../../../client/account/documents';
import { describeError, describeFieldErrors } from '../../../client/account/use-action';
import { asDocument } from '../../../client/graphql/document';
import { notify } from '../../../client/notify';
import { useSession } from '../../../client/session/SessionProvider';
import { ProfileFields, profileFieldsError } from '../../../components/account/ProfileFields';
import { profileFormSchema, type ProfileFormValues } from '../../../lib/login-form';

// What is sent is what was typed (the server tidies it); the schema only checks.
const resolver = standardSchemaResolver(profileFormSchema, undefined, { raw: true });

export function ProfileForm() {
  const { user, reloadUser } = useSession();
  const { t } = useTranslation();
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

  // The name alone: the e-mail is proved by a code in the contact section, and left as it is here.
  async function save({ name }: ProfileFormValues) {
    const result = await updateProfile({ name });
    // A failure shows as the form's error.
    if (result.error || !result.data) return;
    const refused = describeFieldErrors(result.data.updateProfile.errors, t);
    if (refused?.field === 'name' || refused?.field === 'email')
      return setError(refused.field, { type: 'server', message: refused.text }, { shouldFocus: true });
    await reloadUser();
    notify(t('profile.saved'), 'success');
  }

  return (
    <Box
      component="form"
      aria-labelledby="profile-name"
      onSubmit={handleSubmit(save)}
      noValidate
      sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
    >
      <Typography id="profile-name" component="h2" variant="h6">
        {t('profile.nameTitle')}
      </Typography>
      <ProfileFields control={control} error={error} withEmail={false} />
      <Button type="submit" variant="contained" disabled={fetching} sx={{ justifySelf: 'start' }}>
        {t('profile.save')}
      </Button>
    </Box>
  );
}
