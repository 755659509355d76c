'use client';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { SendEnquiryDocument } from '../../client/enquiries/documents';
import { asDocument } from '../../client/graphql/document';
import { dataOf } from '../../client/graphql/result';
import { useSession } from '../../client/session/SessionProvider';
import {
  enquiryInterests,
  enquiryLimits,
  enquiryPreferredTimes,
  messageProblem,
  nameProblem,
  tidyMessage,
} from '../../lib/enquiry-rules';
import { normalizePhone } from '../../lib/identity-rules';
import { loginHref } from '../../lib/login-href';
import { RouterLink } from '../RouterLink';
import s from './enquiries.module.css';

type Field = 'name' | 'phone' | 'interest' | 'preferredTime' | 'message';
type Errors = Partial<Record<Field, string>>;

/**
 * The message form of /get-in-touch: works signed out; the server checks everything again. Only a message
 * sent signed in is kept in the account (a typed number proves nothing), and the form says so.
 */
export function EnquiryForm() {
  const { t } = useTranslation();
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  const signInHref = loginHref({ pathname: '/get-in-touch', hash: '#message' });
  const id = useId();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [interest, setInterest] = useState<string>('bridal');
  const [preferredTime, setPreferredTime] = useState<string>('anytime');
  const [message, setMessage] = useState('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<{ to: string; signedIn: boolean } | null>(null);
  const [{ fetching }, send] = useMutation(asDocument(SendEnquiryDocument));

  const errorText = (code: string, retryAfterSeconds?: number | null) =>
    t(`enquiry.errors.${code}`, {
      defaultValue: t('enquiry.errors.failed'),
      minutes: Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)),
    });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setAlert(null);
    const found: Errors = {};
    const nameIssue = nameProblem(name);
    if (nameIssue) found.name = errorText(nameIssue);
    const e164 = normalizePhone(phone.trim());
    if (!e164) found.phone = errorText('INVALID_PHONE');
    const messageIssue = messageProblem(tidyMessage(message), enquiryLimits.messageLength);
    if (messageIssue) found.message = errorText(messageIssue);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    try {
      const r = dataOf(await send({ input: { name, phone, interest, preferredTime, message, website } })).sendEnquiry;
      if (r.ok) {
        setSent({ to: e164 ?? phone, signedIn });
        setMessage('');
        return;
      }
      const text = errorText(r.code ?? 'failed', r.retryAfterSeconds);
      if (r.field && ['name', 'phone', 'interest', 'preferredTime', 'message'].includes(r.field)) {
        setErrors({ [r.field]: text });
        document.getElementById(`${id}-${r.field}`)?.focus();
      } else setAlert(text);
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
            {t('enquiry.sentSignedOut')}{' '}
            <RouterLink href={signInHref} className={s.link}>
              {t('enquiry.signInFirst')}
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
  const fieldError = (f: Field) =>
    errors[f] ? (
      <p className={s.error} id={`${id}-${f}-error`}>
        {errors[f]}
      </p>
    ) : null;

  return (
    <form
      className={s.form}
      onSubmit={submit}
      noValidate
      aria-label={t('enquiry.formTitle')}
      data-testid="enquiry-form"
    >
      <div className={s.row}>
        <label className={s.field} data-invalid={Boolean(errors.name)}>
          {t('enquiry.name')}
          <input
            dir="auto"
            id={`${id}-name`}
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={enquiryLimits.nameLength}
            autoComplete="name"
            required
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describedBy('name')}
          />
          {fieldError('name')}
        </label>
        <label className={s.field} data-invalid={Boolean(errors.phone)}>
          {t('enquiry.phone')}
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            dir="ltr"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
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
        </label>
      </div>
      <div className={s.row}>
        <label className={s.field} data-invalid={Boolean(errors.interest)}>
          {t('enquiry.interest')}
          <select
            id={`${id}-interest`}
            name="interest"
            value={interest}
            onChange={(e) => setInterest(e.target.value)}
            aria-describedby={describedBy('interest')}
          >
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
            name="preferredTime"
            value={preferredTime}
            onChange={(e) => setPreferredTime(e.target.value)}
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
      <label className={s.field} data-invalid={Boolean(errors.message)}>
        {t('enquiry.message')}
        <textarea
          dir="auto"
          id={`${id}-message`}
          name="message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          maxLength={enquiryLimits.messageLength}
          required
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy('message', true)}
        />
        <span className={s.hint} id={`${id}-message-hint`}>
          {t('enquiry.messageCount', { count: message.length, max: enquiryLimits.messageLength })}
        </span>
        {fieldError('message')}
      </label>
      <div className={s.trap} aria-hidden="true">
        <label>
          {t('enquiry.website')}
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
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
