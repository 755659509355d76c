'use client';
import Box from '@mui/material/Box';
import { useQuery } from 'urql';
import { ProfilePreferencesDocument } from '../../client/account/profile-documents';
import { asDocument } from '../../client/graphql/document';
import { ContactSection } from './ContactSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DevicesSection } from './DevicesSection';
import { DisplayCurrencySection } from './DisplayCurrencySection';
import { PreferencesSection } from './PreferencesSection';

/** The profile's sections below the name form: contact, preferences, prices, devices, and the danger zone. */
export function AccountSettings() {
  const [{ data }, reload] = useQuery({ query: asDocument(ProfilePreferencesDocument), requestPolicy: 'network-only' });
  const me = data?.me;
  if (!me) return null;
  const refresh = () => reload({ requestPolicy: 'network-only' });
  return (
    <Box sx={{ display: 'grid', gap: 4, mt: 4 }}>
      <ContactSection me={me} onChanged={refresh} />
      <PreferencesSection key={`${me.locale}-${me.channels.join()}-${me.wishlistAlerts}`} me={me} onChanged={refresh} />
      <DisplayCurrencySection />
      <DevicesSection />
      <DeleteAccountSection />
    </Box>
  );
}
