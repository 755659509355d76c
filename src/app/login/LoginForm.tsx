'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useSearchParams } from 'next/navigation';
import { useProgressRouter } from '../../client/navigation';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../client/i18n/react';
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
import { ProfileFields, profileFieldsError } from '../../components/account/ProfileFields';
import {
  fullNumber,
  loginCodeSchema,
  loginPhoneSchema,
  profileFormSchema,
  type ProfileFormValues,
} from '../../lib/login-form';
import { safeNext } from '../../lib/safe-next';
import { PhoneFields, type PhoneValues } from './PhoneFields';

type Step = 'phone' | 'code' | 'profile';
type CodeValues = { code: string };

// Each step checks its fields with the identity service's rules; an error stays until the next send.
const phoneResolver = standardSchemaResolver(loginPhoneSchema);
const codeResolver = standardSchemaResolver(loginCodeSchema);
// What is sent is what was typed (the server tidies it); the schema only checks.
const profileResolver = standardSchemaResolver(profileFormSchema, undefined, { raw: true });

export function LoginForm({ storeName }: { storeName: string }) {
  const { t } = useTranslation();
  const router = useProgressRouter();
  const params = useSearchParams();
  // Checked against this page's origin when it is followed (after sign-in, in the browser).
  const next = () => safeNext(params.get('next'), window.location.origin);
  const { reloadUser } = useSession();
  const client = useClient();
  const [step, setStep] = useState<Step>('phone');
  const phoneForm = useForm<PhoneValues>({
    resolver: phoneResolver,
    reValidateMode: 'onSubmit',
    defaultValues: { country: '+91', local: '' },
  });
  const codeForm = useForm<CodeValues>({
    resolver: codeResolver,
    reValidateMode: 'onSubmit',
    defaultValues: { code: '' },
  });
  const profileForm = useForm<ProfileFormValues>({
    resolver: profileResolver,
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', email: '' },
  });
  const [phone, setPhone] = useState('');
  // The server's refusals and failures; the steps' own checks are the forms' errors.
  const { busy, error: refused, setError, run } = useAction();
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);

  async function sendCode({ country, local }: PhoneValues) {
    codeForm.clearErrors();
    const candidate = fullNumber(country, local);
    await run(async () => {
      const { userservice } = dataOf(
        await client.mutation(asDocument(SendOtpDocument), { phone: candidate }).toPromise(),
      );
      const r = userservice.sendOtp;
      if (r.ok && r.phone) {
        setPhone(r.phone);
        setWait(r.resendAfterSeconds ?? 30);
        codeForm.setValue('code', '');
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

  async function verify({ code }: CodeValues) {
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

  async function saveProfile({ name, email }: ProfileFormValues) {
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
  const invalid =
    step === 'phone'
      ? phoneForm.formState.errors.local && { field: 'phone', text: t('auth.errors.invalid-phone') }
      : step === 'code'
        ? codeForm.formState.errors.code && { field: 'code', text: t('auth.errors.otp-invalid') }
        : profileFieldsError(profileForm.formState.errors, t);
  const error = invalid || refused;
  const phoneInvalid = error?.field === 'phone';
  const codeInvalid = step === 'code' && error !== null && error.field !== 'phone';
  const alert = error ? (
    <Alert severity="error" role="alert" id={errorId} sx={{ mb: 2 }}>
      {error.text}
    </Alert>
  ) : null;

  if (step === 'profile') {
    return (
      <Box
        component="form"
        onSubmit={profileForm.handleSubmit(saveProfile)}
        noValidate
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography component="h2" variant="h6">
          {t('auth.welcome', { store: storeName })}
        </Typography>
        <ProfileFields control={profileForm.control} error={error} autoFocus />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('auth.save')}
        </Button>
      </Box>
    );
  }

  if (step === 'code') {
    return (
      <Box component="form" onSubmit={codeForm.handleSubmit(verify)} noValidate sx={{ display: 'grid', gap: 2 }}>
        {/* The number is isolated left-to-right so it reads correctly inside Arabic text. */}
        <Typography>{t('auth.codeSent', { phone: `\u2066${phone}\u2069` })}</Typography>
        {alert}
        <Controller
          control={codeForm.control}
          name="code"
          render={({ field: { ref, onChange, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              label={t('auth.code')}
              onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
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
          )}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('auth.verify')}
        </Button>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'center' }}>
          <Button onClick={() => void phoneForm.handleSubmit(sendCode)()} disabled={busy || wait > 0}>
            {t('auth.resend')}
          </Button>
          <Button
            onClick={() => {
              setStep('phone');
              setError(null);
              codeForm.clearErrors();
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
    <Box component="form" onSubmit={phoneForm.handleSubmit(sendCode)} noValidate sx={{ display: 'grid', gap: 2 }}>
      {alert}
      <Box sx={{ display: 'grid', gridTemplateColumns: '150px 1fr', gap: 1.5 }}>
        <PhoneFields control={phoneForm.control} invalid={phoneInvalid} describedBy={error ? errorId : undefined} />
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('auth.send')}
      </Button>
    </Box>
  );
}
