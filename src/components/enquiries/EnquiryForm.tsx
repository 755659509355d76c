'use client';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from '../../client/i18n/react';
import { useMutation } from 'urql';
import { SendEnquiryDocument } from '../../client/enquiries/documents';
import { asDocument } from '../../client/graphql/document';
import { dataOf } from '../../client/graphql/result';
import { useSession } from '../../client/session/SessionProvider';
import { enquiryFormSchema, type EnquiryFormValues } from '../../lib/enquiry-form';
import { enquiryInterests, enquiryLimits, enquiryPreferredTimes } from '../../lib/enquiry-rules';
import { normalizePhone } from '../../lib/identity-rules';
import { loginHref } from '../../lib/login-href';
import { RouterLink } from '../RouterLink';
import s from './enquiries.module.css';

type Field = 'name' | 'phone' | 'interest' | 'preferredTime' | 'message';
const fields: readonly string[] = ['name', 'phone', 'interest', 'preferredTime', 'message'] satisfies Field[];
const resolver = standardSchemaResolver(enquiryFormSchema);

/**
 * The message form of /get-in-touch: works signed out; the server checks everything again. Only a message
 * sent signed in is kept in the account (a typed number proves nothing), and the form says so.
 */
export function EnquiryForm() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const signedIn = status === 'signed-in';
  const signInHref = loginHref({ pathname: '/get-in-touch', hash: '#message' });
  const id = useId();
  // Errors stay until the next send, as the server's do: typing does not re-check.
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm<EnquiryFormValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', phone: '', interest: 'bridal', preferredTime: 'anytime', message: '', website: '' },
  });
  const message = useWatch({ control, name: 'message' });
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<{ to: string; signedIn: boolean } | null>(null);
  const [{ fetching }, send] = useMutation(asDocument(SendEnquiryDocument));
  // A signed-in shopper's name and number come from the account; what they already typed is kept.
  useEffect(() => {
    if (!user) return;
    if (!getValues('name') && user.name) setValue('name', user.name);
    if (!getValues('phone') && user.phone) setValue('phone', user.phone);
  }, [user, getValues, setValue]);

  const errorText = (code: string, retryAfterSeconds?: number | null) =>
    t(`enquiry.errors.${code}`, {
      defaultValue: t('enquiry.errors.failed'),
      minutes: Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)),
    });

  async function submit(input: EnquiryFormValues) {
    try {
      const r = dataOf(await send({ input })).sendEnquiry;
      if (r.ok) {
        setSent({ to: normalizePhone(input.phone.trim()) ?? input.phone, signedIn });
        setValue('message', '');
        return;
      }
      const text = errorText(r.code ?? 'failed', r.retryAfterSeconds);
      // The server's message is already in words (it may carry minutes to wait).
      if (r.field && fields.includes(r.field))
        setError(r.field as Field, { type: 'server', message: text }, { shouldFocus: true });
      else setAlert(text);
    } catch {
      setAlert(t('enquiry.errors.failed'));
    }
  }

  if (sent) {
    return (
      <div className={s.done} role="status" data-testid="enquiry-sent">
        <h3>{t('enquiry.sentTitle')}</h3>
        <p>
          {/* The number isolated left-to-right, so it reads right inside Arabic text. */}
          <Trans i18nKey="enquiry.sentText" values={{ phone: sent.to }} components={[<bdi key="phone" dir="ltr" />]} />
        </p>
        {sent.signedIn ? (
          <p>
            {t('enquiry.sentInAccount')}{' '}
            <RouterLink href="/enquiry" className={s.link}>
              {t('enquiry.followIt')}
            </RouterLink>
          </p>
        ) : (
          <p>
            {t('enquiry.sentSignedOut')} {/* Signed in with that number, /enquiry offers to bring this message in. */}
            <RouterLink href={loginHref({ pathname: '/enquiry' })} className={s.link}>
              {t('enquiry.signInToBringIn')}
            </RouterLink>
          </p>
        )}
        <button type="button" className={`${s.button} ${s.buttonSecondary}`} onClick={() => setSent(null)}>
          {t('enquiry.sendAnother')}
        </button>
      </div>
    );
  }

  const describedBy = (f: Field, hint = false) =>
    [hint ? `${id}-${f}-hint` : '', errors[f] ? `${id}-${f}-error` : ''].filter(Boolean).join(' ') || undefined;
  const fieldError = (f: Field) => {
    const error = errors[f];
    if (!error?.message) return null;
    return (
      <p className={s.error} id={`${id}-${f}-error`}>
        {error.type === 'server' ? error.message : errorText(error.message)}
      </p>
    );
  };

  return (
    <form
      className={s.form}
      onSubmit={(e) => {
        setAlert(null);
        void handleSubmit(submit)(e);
      }}
      noValidate
      aria-label={t('enquiry.formTitle')}
      data-testid="enquiry-form"
    >
      <div className={s.row}>
        <div className={s.field} data-invalid={Boolean(errors.name)}>
          <label htmlFor={`${id}-name`}>{t('enquiry.name')}</label>
          <input
            dir="auto"
            id={`${id}-name`}
            {...register('name')}
            maxLength={enquiryLimits.nameLength}
            autoComplete="name"
            required
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describedBy('name')}
          />
          {fieldError('name')}
        </div>
        {/* Hint, counter and error sit outside the <label>: they describe the field, they do not name it. */}
        <div className={s.field} data-invalid={Boolean(errors.phone)}>
          <label htmlFor={`${id}-phone`}>{t('enquiry.phone')}</label>
          <input
            id={`${id}-phone`}
            {...register('phone')}
            type="tel"
            dir="ltr"
            maxLength={32}
            autoComplete="tel"
            inputMode="tel"
            required
            aria-invalid={Boolean(errors.phone)}
            aria-describedby={describedBy('phone', true)}
          />
          <span className={s.hint} id={`${id}-phone-hint`}>
            {t('enquiry.phoneHint')} <bdi dir="ltr">+91 98765 43210</bdi>
          </span>
          {fieldError('phone')}
        </div>
      </div>
      <div className={s.row}>
        <label className={s.field} data-invalid={Boolean(errors.interest)}>
          {t('enquiry.interest')}
          <select id={`${id}-interest`} {...register('interest')} aria-describedby={describedBy('interest')}>
            {enquiryInterests.map((i) => (
              <option key={i} value={i}>
                {t(`enquiry.interests.${i}`)}
              </option>
            ))}
          </select>
          {fieldError('interest')}
        </label>
        <label className={s.field} data-invalid={Boolean(errors.preferredTime)}>
          {t('enquiry.preferredTime')}
          <select
            id={`${id}-preferredTime`}
            {...register('preferredTime')}
            aria-describedby={describedBy('preferredTime')}
          >
            {enquiryPreferredTimes.map((p) => (
              <option key={p} value={p}>
                {t(`enquiry.times.${p}`)}
              </option>
            ))}
          </select>
          {fieldError('preferredTime')}
        </label>
      </div>
      <div className={s.field} data-invalid={Boolean(errors.message)}>
        <label htmlFor={`${id}-message`}>{t('enquiry.message')}</label>
        <textarea
          dir="auto"
          id={`${id}-message`}
          {...register('message')}
          maxLength={enquiryLimits.messageLength}
          required
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy('message', true)}
        />
        <span className={s.hint} id={`${id}-message-hint`}>
          {t('enquiry.messageCount', { count: message.length, max: enquiryLimits.messageLength })}
        </span>
        {fieldError('message')}
      </div>
      <div className={s.trap} aria-hidden="true">
        <label>
          {t('enquiry.website')}
          <input {...register('website')} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {status === 'anonymous' ? (
        <p className={s.hint} data-testid="enquiry-signed-out">
          {t('enquiry.signedOutNote')}{' '}
          <RouterLink href={signInHref} className={s.link}>
            {t('enquiry.signInFirst')}
          </RouterLink>
        </p>
      ) : null}
      {alert ? (
        <p className={s.alert} role="alert">
          {alert}
        </p>
      ) : null}
      <button type="submit" className={s.button} disabled={fetching}>
        {fetching ? t('enquiry.sending') : t('enquiry.send')}
      </button>
    </form>
  );
}
