'use client';
import { zoneName } from '../../lib/dates';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from '../../client/i18n/react';
import { useClient } from 'urql';
import { UpdatePreferencesDocument } from '../../client/account/profile-documents';
import { asDocument } from '../../client/graphql/document';
import { notify } from '../../client/notify';
import { useSession } from '../../client/session/SessionProvider';
import { messageChannels, preferenceLocales } from '../../lib/account-preferences';

type Me = {
  email: string | null;
  emailVerifiedAt: string | null;
  locale: string | null;
  channels: string[];
  quietStart: number | null;
  quietEnd: number | null;
  timeZone: string | null;
  wishlistAlerts: boolean;
};

const toTime = (m: number | null) =>
  m === null ? '' : `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const fromTime = (s: string) => (/^\d{2}:\d{2}$/.test(s) ? Number(s.slice(0, 2)) * 60 + Number(s.slice(3)) : null);

/**
 * Language, message channels (e-mail only once confirmed), quiet hours for reminders and wishlist
 * messages. A language saved here is applied to the store at once (the header's switcher follows the
 * account), and one chosen in the header shows here.
 */
export function PreferencesSection({ me, onChanged }: { me: Me; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const { reloadUser } = useSession();
  const [locale, setLocale] = useState(me.locale ?? i18n.language);
  const [pageLanguage, setPageLanguage] = useState(i18n.language);
  if (pageLanguage !== i18n.language) {
    setPageLanguage(i18n.language);
    setLocale(i18n.language);
  }
  const [wishlistAlerts, setWishlistAlerts] = useState(me.wishlistAlerts);
  const [channels, setChannels] = useState<string[]>(me.channels);
  const [start, setStart] = useState(toTime(me.quietStart));
  const [end, setEnd] = useState(toTime(me.quietEnd));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const zone = me.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  async function save() {
    setBusy(true);
    setError(null);
    const quiet = start || end;
    const r = await client
      .mutation(asDocument(UpdatePreferencesDocument), {
        locale,
        channels,
        quietStart: quiet ? fromTime(start) : null,
        quietEnd: quiet ? fromTime(end) : null,
        timeZone: zone,
        wishlistAlerts,
      })
      .toPromise();
    setBusy(false);
    const first = r.data?.updatePreferences.errors[0];
    if (r.error || !r.data || first) {
      setError(t(first ? `profileSettings.prefErrors.${first.field}` : 'profileSettings.errors.network'));
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    onChanged();
    // A new language is applied to the store at once, and its own notice, in that language, says so.
    if (locale !== i18n.language) void reloadUser();
    else notify(t('profileSettings.preferencesSaved'), 'success');
  }

  return (
    <Box component="section" aria-labelledby="profile-preferences" sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <Typography id="profile-preferences" component="h2" variant="h6">
        {t('profileSettings.preferences')}
      </Typography>
      <TextField
        select
        label={t('profileSettings.language')}
        value={locale}
        onChange={(e) => setLocale(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {preferenceLocales.map((l) => (
          // Each language's name is written in that language: a screen reader reads it in its own voice.
          <option key={l} value={l} lang={l}>
            {t(`language.names.${l}`)}
          </option>
        ))}
      </TextField>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid' }}>
        <Typography component="legend" variant="subtitle2">
          {t('profileSettings.channels')}
        </Typography>
        {messageChannels.map((c) => (
          <FormControlLabel
            key={c}
            label={
              c === 'email' && !me.emailVerifiedAt
                ? t('profileSettings.channelEmailLocked')
                : t(`profileSettings.channel.${c}`)
            }
            control={
              <Checkbox
                checked={channels.includes(c)}
                disabled={c === 'email' && !me.emailVerifiedAt}
                onChange={(e) => setChannels(e.target.checked ? [...channels, c] : channels.filter((x) => x !== c))}
              />
            }
          />
        ))}
      </Box>
      <FormControlLabel
        label={t('profileSettings.wishlistAlerts')}
        control={<Checkbox checked={wishlistAlerts} onChange={(e) => setWishlistAlerts(e.target.checked)} />}
        data-testid="profile-wishlist-alerts"
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {t('profileSettings.quietHours', { zone: zoneName(zone, i18n.language) })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            type="time"
            label={t('profileSettings.quietFrom')}
            value={start}
            onChange={(e) => setStart(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="time"
            label={t('profileSettings.quietTo')}
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </Box>
      {error && (
        <Box role="alert" tabIndex={-1} ref={errorRef} sx={{ color: 'error.main' }}>
          {error}
        </Box>
      )}
      <Button variant="contained" disabled={busy} onClick={save} sx={{ justifySelf: 'start' }}>
        {t('profileSettings.savePreferences')}
      </Button>
    </Box>
  );
}
