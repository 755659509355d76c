/** The contact details a fresh checkout ships with: fine for a demo, never for a live store. */
export const placeholderContacts = { email: 'care@silai.example', whatsapp: '+919876543210' } as const;

type Env = Record<string, string>;

/**
 * What a live store must have and must not have. Checked on the raw values so every problem is named
 * at once, together with any value that is malformed.
 */
export function liveProblems(env: Env): string[] {
  const problems: string[] = [];
  if ((env.SMS_PROVIDER ?? 'log') === 'log')
    problems.push(
      'SMS_PROVIDER: live mode needs a real SMS provider (twilio); `log` only prints codes to the server log',
    );
  if (!env.AUTH_SECRET) problems.push('AUTH_SECRET: must be set in live mode (at least 32 characters)');
  if ((env.STORE_EMAIL ?? placeholderContacts.email).toLowerCase() === placeholderContacts.email) {
    problems.push(
      `STORE_EMAIL: must be the store's real contact address in live mode, not ${placeholderContacts.email}`,
    );
  }
  if (
    (env.STORE_WHATSAPP ?? placeholderContacts.whatsapp).replace(/^\+/, '') === placeholderContacts.whatsapp.slice(1)
  ) {
    problems.push(`STORE_WHATSAPP: must be the store's real number in live mode, not ${placeholderContacts.whatsapp}`);
  }
  if (!env.PUBLIC_URL) problems.push("PUBLIC_URL: must be set in live mode to the store's public https:// address");
  else if (!/^https:\/\//i.test(env.PUBLIC_URL)) problems.push('PUBLIC_URL: must be an https:// address in live mode');
  for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
    if (!env[name])
      problems.push(
        `${name}: must be set in live mode (payments go through Razorpay: key id, key secret and webhook secret)`,
      );
  }
  if (env.AUTH_TEST_OTPS) problems.push('AUTH_TEST_OTPS: fixed sign-in codes do not exist in live mode; remove it');
  if (env.PAYMENT_TEST_GATEWAY === 'true')
    problems.push('PAYMENT_TEST_GATEWAY: the test gateway does not exist in live mode; remove it');
  if (env.NOTIFY_CHANNELS && env.NOTIFY_CHANNELS.split(',').every((c) => c === 'log')) {
    problems.push('NOTIFY_CHANNELS: the log reaches nobody; live mode needs sms and/or email');
  }
  if (env.CONSULT_DEMO_DESK === 'true')
    problems.push('CONSULT_DEMO_DESK: the stand-in design desk exists only in demo mode; remove it');
  if (env.AUTH_SECRET && env.AUTH_SECRET.length >= 32 && guessable(env.AUTH_SECRET)) {
    problems.push(
      'AUTH_SECRET: too easy to guess (fewer than 10 different characters, or a short piece repeated); use e.g. `openssl rand -base64 48`',
    );
  }
  // Provider addresses carry credentials and shoppers' data: never in clear text.
  for (const name of ['TWILIO_BASE_URL', 'RAZORPAY_BASE_URL', 'POSTHOG_HOST'] as const) {
    const value = env[name];
    if (value && !/^https:\/\//i.test(value)) problems.push(`${name}: must be an https:// address in live mode`);
  }
  const plain = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => /^http:\/\//i.test(o));
  if (plain.length > 0)
    problems.push(`ALLOWED_ORIGINS: live mode allows only https:// origins, not ${plain.join(', ')}`);
  return problems;
}

/**
 * A secret anyone could guess: few different characters (`aaaa…`, `abab…`, digits only) or one short piece
 * repeated. A random secret of 32 characters or more never looks like either.
 */
function guessable(secret: string): boolean {
  if (new Set(secret).size < 10) return true;
  // s repeats a shorter piece exactly when it is found inside s+s before position s.length.
  return (secret + secret).indexOf(secret, 1) < secret.length;
}
