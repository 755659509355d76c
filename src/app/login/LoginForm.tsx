'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isValidPhone, otpCodeSchema } from '../../lib/identity-rules';
import { useSearchParams } from 'next/navigation';
import { useProgressRouter } from '../../client/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { track } from '../../client/analytics/data-layer';
import { events } from '../../client/analytics/events';
import { notify } from '../../client/notify';
import { SendOtpDocument, UpdateProfileDocument, VerifyOtpDocument } from '../../client/account/documents';
import { describeFieldErrors, useAction } from '../../client/account/use-action';
import { asDocument } from '../../client/graphql/document';
import { errorKey } from '../../client/graphql/error-key';
import { dataOf } from '../../client/graphql/result';
import { browserSession } from '../../client/session/browser';
import { useSession } from '../../client/session/SessionProvider';
import { ProfileFields } from '../../components/account/ProfileFields';
import { safeNext } from '../../lib/safe-next';
import { listMenu } from '../../components/listMenu';

// Where most of our shoppers are; any other number can be typed with its + code in the number field.
// Country names come from the browser's Intl data in the shopper's language.
const countries = [
  { code: '+91', region: 'IN' },
  { code: '+1', region: 'US' },
  { code: '+44', region: 'GB' },
  { code: '+971', region: 'AE' },
  { code: '+65', region: 'SG' },
  { code: '+61', region: 'AU' },
  { code: '+966', region: 'SA' },
  { code: '+974', region: 'QA' },
] as const;

type Step = 'phone' | 'code' | 'profile';

function fullNumber(country: string, local: string): string {
  const digits = local.replace(/[\s()-]/g, '');
  return digits.startsWith('+') ? digits : `${country}${digits.replace(/^0+/, '')}`;
}

export function LoginForm({ storeName }: { storeName: string }) {
  const { t, i18n } = useTranslation();
  const regionName = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const router = useProgressRouter();
  const params = useSearchParams();
  // Checked against this page's origin when it is followed (after sign-in, in the browser).
  const next = () => safeNext(params.get('next'), window.location.origin);
  const { reloadUser } = useSession();
  const client = useClient();
  const [step, setStep] = useState<Step>('phone');
  const [country, setCountry] = useState('+91');
  const [local, setLocal] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const { busy, error, setError, run } = useAction();
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);

  async function sendCode(e?: FormEvent) {
    e?.preventDefault();
    const candidate = fullNumber(country, local);
    if (!isValidPhone(candidate)) return setError({ field: 'phone', text: t('auth.errors.invalid-phone') });
    await run(async () => {
      const { userservice } = dataOf(
        await client.mutation(asDocument(SendOtpDocument), { phone: candidate }).toPromise(),
      );
      const r = userservice.sendOtp;
      if (r.ok && r.phone) {
        setPhone(r.phone);
        setWait(r.resendAfterSeconds ?? 30);
        setCode('');
        setStep('code');
      } else {
        const seconds = r.retryAfterSeconds ?? 0;
        setError({
          field: 'phone',
          text: t(`auth.errors.${errorKey(r.refusal ?? 'unknown')}`, { seconds, minutes: Math.ceil(seconds / 60) }),
        });
        if (r.refusal === 'TOO_SOON') setWait(seconds);
      }
    });
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (!otpCodeSchema.safeParse(code).success) return setError({ field: 'code', text: t('auth.errors.otp-invalid') });
    await run(async () => {
      const { userservice } = dataOf(await client.mutation(asDocument(VerifyOtpDocument), { phone, code }).toPromise());
      const s = userservice.verifyOtp;
      if (!s.ok || !s.id_token || !s.refresh_token || s.expires_in == null) {
        // A wrong, expired or spent code: nothing changed; the shopper retypes or asks for a new one.
        const refusal = s.refusal ?? 'OTP_INVALID';
        return setError({
          field: refusal === 'INVALID_PHONE' ? 'phone' : 'code',
          text: t(`auth.errors.${errorKey(refusal)}`),
        });
      }
      browserSession().session.signIn({
        id_token: s.id_token,
        refresh_token: s.refresh_token,
        expires_in: s.expires_in,
      });
      track(s.is_new_user ? events.signUp() : events.login());
      await reloadUser();
      if (s.is_new_user) setStep('profile');
      else {
        notify(t('auth.signedIn'), 'success');
        router.replace(next());
      }
    });
  }

  async function saveProfile(e: FormEvent) {
    e.preventDefault();
    await run(async () => {
      const { updateProfile } = dataOf(
        await client.mutation(asDocument(UpdateProfileDocument), { name, email: email || null }).toPromise(),
      );
      if (!updateProfile.ok) return setError(describeFieldErrors(updateProfile.errors, t));
      await reloadUser();
      notify(t('auth.signedIn'), 'success');
      router.replace(next());
    });
  }

  // The message is tied to its field (aria-describedby), so a screen reader reads it with the field.
  // On the code step every refusal of the code (wrong, expired, too many tries) concerns the code field,
  // whether or not the server names the field; only the resend's refusals concern the number.
  const errorId = 'login-error';
  const phoneInvalid = error?.field === 'phone';
  const codeInvalid = step === 'code' && error !== null && error.field !== 'phone';
  const alert = error ? (
    <Alert severity="error" role="alert" id={errorId} sx={{ mb: 2 }}>
      {error.text}
    </Alert>
  ) : null;

  if (step === 'profile') {
    return (
      <Box component="form" onSubmit={saveProfile} noValidate sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h6">
          {t('auth.welcome', { store: storeName })}
        </Typography>
        <ProfileFields name={name} email={email} onName={setName} onEmail={setEmail} error={error} autoFocus />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('auth.save')}
        </Button>
      </Box>
    );
  }

  if (step === 'code') {
    return (
      <Box component="form" onSubmit={verify} noValidate sx={{ display: 'grid', gap: 2 }}>
        {/* The number is isolated left-to-right so it reads correctly inside Arabic text. */}
        <Typography>{t('auth.codeSent', { phone: `\u2066${phone}\u2069` })}</Typography>
        {alert}
        <TextField
          label={t('auth.code')}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          autoComplete="one-time-code"
          autoFocus
          error={codeInvalid}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]{6}',
              maxLength: 6,
              dir: 'ltr',
              'aria-describedby': error ? errorId : undefined,
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('auth.verify')}
        </Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}>
          <Button onClick={() => void sendCode()} disabled={busy || wait > 0}>
            {t('auth.resend')}
          </Button>
          <Button
            onClick={() => {
              setStep('phone');
              setError(null);
            }}
          >
            {t('auth.changeNumber')}
          </Button>
        </Box>
        {wait > 0 ? (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('auth.resendIn', { seconds: wait })}
          </Typography>
        ) : null}
      </Box>
    );
  }

  return (
    <Box component="form" onSubmit={sendCode} noValidate sx={{ display: 'grid', gap: 2 }}>
      {alert}
      <Box sx={{ display: 'grid', gridTemplateColumns: '150px 1fr', gap: 1.5 }}>
        <TextField
          select
          label={t('auth.country')}
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          slotProps={{ select: listMenu(t('auth.country')) }}
        >
          {countries.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {regionName.of(c.region)}&nbsp;<bdi dir="ltr">{c.code}</bdi>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('auth.phone')}
          value={local}
          onChange={(e) => setLocal(e.target.value.slice(0, 20))}
          type="tel"
          autoComplete="tel-national"
          autoFocus
          error={phoneInvalid}
          slotProps={{
            htmlInput: { inputMode: 'tel', dir: 'ltr', maxLength: 20, 'aria-describedby': error ? errorId : undefined },
          }}
        />
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('auth.send')}
      </Button>
    </Box>
  );
}
