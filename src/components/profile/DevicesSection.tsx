'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../client/i18n/react';
import { useSignOut } from '../../client/account/use-sign-out';
import { useProgressRouter } from '../../client/navigation';
import { notify } from '../../client/notify';

/** Signing out on every device, this one included: a section of its own, above the account's deletion. */
export function DevicesSection() {
  const { t } = useTranslation();
  const router = useProgressRouter();
  const signOut = useSignOut();
  return (
    <Box component="section" aria-labelledby="profile-devices" sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <Typography id="profile-devices" component="h2" variant="h6">
        {t('profile.devicesTitle')}
      </Typography>
      <Typography variant="body2">{t('profile.devicesHelp')}</Typography>
      <Button
        variant="outlined"
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
