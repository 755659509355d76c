import { z } from 'zod';
import { liveProblems, placeholderContacts } from './live-settings';
import { rewardRulesOf, rewardSettings } from './config-rewards';
import { clusterProblems, clusterSettings } from './config-cluster';
import { gatewaySettings } from './config-gateway';
import { uploadSettings, uploadSettingsOf, type UploadSettings } from './config-uploads';
import type { RewardRules } from './lib/rewards';

// Every setting the process reads, validated once at start so a typo stops the store with a message
// naming the setting instead of failing later in some request.
const schema = z.object({
  DEMO_MODE: z.enum(['true', 'false']).default('true'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  ...clusterSettings,
  MEDIA_DIR: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  STORE_NAME: z.string().min(1).max(60).default('Silai'),
  STORE_WHATSAPP: z
    .string()
    .regex(/^\+?[1-9]\d{7,14}$/, 'must be a phone number in international form, e.g. +919876543210')
    .default(placeholderContacts.whatsapp),
  STORE_EMAIL: z.email().default(placeholderContacts.email),
  PUBLIC_URL: z.url().optional(),
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false']).optional(),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
    .optional(),
  POSTHOG_KEY: z.string().min(1).optional(),
  POSTHOG_HOST: z.url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_TEST_OTPS: z
    .string()
    .regex(/^\+\d{8,15}:\d{6}(,\+\d{8,15}:\d{6})*$/, 'must be comma-separated +<phone>:<6 digits> pairs')
    .optional(),
  SMS_PROVIDER: z.enum(['log', 'twilio']).optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),
  /** The store's WhatsApp sender on Twilio (with the SMS account's credentials); unset prints to the log. */
  TWILIO_WHATSAPP_FROM: z.string().min(1).optional(),
  MEDIA_PRERENDER: z.enum(['true', 'false']).default('true'),
  ...uploadSettings,
  FREE_DELIVERY_THRESHOLD_INR: z.coerce.number().int().min(0).max(10_000_000).default(2999),
  COD_MAX_INR: z.coerce.number().int().min(0).max(10_000_000).default(20000),
  ...rewardSettings,
  PAYMENT_TEST_GATEWAY: z.enum(['true', 'false']).optional(),
  PAYMENT_TEST_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com'),
  SELLER_GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/)
    .optional(),
  SELLER_STATE: z.string().min(2).max(40).optional(),
  // The demo store's stand-in design desk (demo mode only; on by default there).
  CONSULT_DEMO_DESK: z.enum(['true', 'false']).optional(),
  // Notifications: the channels the outbox is delivered to, the SMTP server for e-mail, the worker's pace.
  NOTIFY_CHANNELS: z
    .string()
    .regex(
      /^(log|sms|email|whatsapp)(,(log|sms|email|whatsapp))*$/,
      'must be comma-separated channels: log, sms, email, whatsapp',
    )
    .optional(),
  NOTIFY_WORKER: z.enum(['in-process', 'off']).default('in-process'),
  NOTIFY_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(10_000),
  NOTIFY_MAX_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  ...gatewaySettings,
});

/** Checkout and payment settings (amounts in paise). */
export type BuyingSettings = {
  freeDeliveryThresholdMinor: number;
  codMaxMinor: number;
  testGateway: boolean;
  /** Signs the test gateway's callbacks; unset: derived from the auth secret. */
  testSecret: string | undefined;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined; baseUrl: string } | null;
  /** Reward points' rules (unset: the defaults of src/lib/rewards.ts). */
  rewards?: RewardRules;
  /** The seller on tax invoices: GSTIN (unset: the invoice says so) and the state it is registered in. */
  seller?: { gstin: string | undefined; state: string | undefined };
};

export type Config = {
  /**
   * Demo (the default): sign-in codes are printed in the log and the built-in test gateway takes the
   * payments, so a fresh checkout works offline. Live (DEMO_MODE=false): real SMS and payments only.
   */
  demo: boolean;
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** One of several processes (CLUSTER=true): never migrates the database itself. */
  cluster: boolean;
  dataDir: string;
  mediaDir: string;
  /** Render every product image in the background after start (they are also rendered on first request). */
  mediaPrerender: boolean;
  uploads: UploadSettings;
  redisUrl: string | undefined;
  store: { name: string; whatsapp: string; email: string; publicUrl: string };
  introspection: boolean;
  analytics: { gtmId: string | undefined; posthogKey: string | undefined; posthogHost: string };
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  auth: {
    secret: string | undefined;
    testOtps: Map<string, string>;
    sms:
      | { provider: 'log' }
      | { provider: 'twilio'; accountSid: string; authToken: string; from: string; baseUrl: string };
    /** WhatsApp through Twilio when TWILIO_WHATSAPP_FROM and the Twilio credentials are set. */
    whatsapp?: { accountSid: string; authToken: string; from: string; baseUrl: string } | null;
    /** TRUSTED_PROXIES: the proxies whose X-Forwarded-For names the client (src/client-address.ts). */
    trustedProxies: string[];
  };
  buying: BuyingSettings;
  notify: {
    /**
     * Where outbox messages go. Demo mode: the log (prints what would be sent). Live mode: SMS through
     * the sign-in provider, plus e-mail when SMTP_URL is set.
     */
    channels: ('log' | 'sms' | 'email' | 'whatsapp')[];
    smtp: { url: string; from: string } | null;
    /** `off` when the worker runs as its own process (`npm run notify:worker`). */
    worker: 'in-process' | 'off';
    intervalMs: number;
    /** Messages one recipient gets in any hour; the worker defers the rest (docs/SETTINGS.md, "Messages to shoppers"). */
    perRecipientPerHour: number;
  };
  gateway: {
    /** PUBLIC_URL's origin and ALLOWED_ORIGINS: the pages that may call /graphql from a browser. */
    allowedOrigins: string[];
  };
  /** The stand-in design desk of a demo store (never in live mode). */
  demoDesk: boolean;
};

export class ConfigError extends Error {}

type Env = Record<string, string>;

/** Parses settings; empty strings count as unset so `FOO=` in a shell behaves like no FOO. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const cleaned: Env = Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  );
  const result = schema.safeParse(cleaned);
  const problems = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const live = cleaned.DEMO_MODE === 'false';
  if (live) problems.push(...liveProblems(cleaned));
  if (result.success) {
    const c = result.data;
    if (c.SMS_PROVIDER === 'twilio' && !(c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && c.TWILIO_FROM)) {
      problems.push('SMS_PROVIDER: twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
    }
    if (c.CLUSTER === 'true') problems.push(...clusterProblems(c));
    const channels = c.NOTIFY_CHANNELS?.split(',') ?? [];
    if (channels.includes('email') && !c.SMTP_URL)
      problems.push('NOTIFY_CHANNELS: email needs SMTP_URL (and MAIL_FROM)');
    if (c.SMTP_URL && !c.MAIL_FROM)
      problems.push('MAIL_FROM: e-mail needs a sender address, e.g. "Silai <orders@shop.example>"');
    if (!live && Boolean(c.RAZORPAY_KEY_ID) !== Boolean(c.RAZORPAY_KEY_SECRET)) {
      problems.push('RAZORPAY_KEY_ID: Razorpay needs both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    }
  }
  if (problems.length > 0 || !result.success)
    throw new ConfigError(`Invalid settings:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const c = result.data;
  const demo = !live;
  const publicUrl = c.PUBLIC_URL ?? `http://localhost:${c.PORT}`;
  return {
    demo,
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    cluster: c.CLUSTER === 'true',
    dataDir: c.DATA_DIR,
    mediaDir: c.MEDIA_DIR ?? `${c.DATA_DIR}/media`,
    mediaPrerender: c.MEDIA_PRERENDER === 'true',
    uploads: uploadSettingsOf(c),
    redisUrl: c.REDIS_URL,
    store: {
      name: c.STORE_NAME,
      whatsapp: c.STORE_WHATSAPP.replace(/^\+/, ''),
      email: c.STORE_EMAIL,
      publicUrl: publicUrl.replace(/\/$/, ''),
    },
    introspection: c.GRAPHQL_INTROSPECTION ? c.GRAPHQL_INTROSPECTION === 'true' : c.NODE_ENV !== 'production',
    analytics: {
      gtmId: c.GTM_ID,
      posthogKey: c.POSTHOG_KEY,
      posthogHost: c.POSTHOG_HOST ?? 'https://eu.i.posthog.com',
    },
    logLevel: c.LOG_LEVEL,
    auth: {
      secret: c.AUTH_SECRET,
      testOtps: new Map((c.AUTH_TEST_OTPS?.split(',') ?? []).map((pair) => pair.split(':') as [string, string])),
      sms:
        c.SMS_PROVIDER === 'twilio'
          ? {
              provider: 'twilio',
              accountSid: c.TWILIO_ACCOUNT_SID!,
              authToken: c.TWILIO_AUTH_TOKEN!,
              from: c.TWILIO_FROM!,
              baseUrl: c.TWILIO_BASE_URL,
            }
          : { provider: 'log' },
      whatsapp:
        c.TWILIO_WHATSAPP_FROM && c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN
          ? {
              accountSid: c.TWILIO_ACCOUNT_SID,
              authToken: c.TWILIO_AUTH_TOKEN,
              from: c.TWILIO_WHATSAPP_FROM,
              baseUrl: c.TWILIO_BASE_URL,
            }
          : null,
      trustedProxies: c.TRUSTED_PROXIES?.trim() ? c.TRUSTED_PROXIES.split(',').map((e) => e.trim()) : [],
    },
    buying: {
      freeDeliveryThresholdMinor: c.FREE_DELIVERY_THRESHOLD_INR * 100,
      codMaxMinor: c.COD_MAX_INR * 100,
      // The test gateway exists only in demo mode (live mode refuses PAYMENT_TEST_GATEWAY=true above).
      testGateway: demo && (c.PAYMENT_TEST_GATEWAY ?? 'true') === 'true',
      testSecret: c.PAYMENT_TEST_SECRET,
      seller: { gstin: c.SELLER_GSTIN, state: c.SELLER_STATE },
      rewards: rewardRulesOf(c),
      razorpay:
        c.RAZORPAY_KEY_ID && c.RAZORPAY_KEY_SECRET
          ? {
              keyId: c.RAZORPAY_KEY_ID,
              keySecret: c.RAZORPAY_KEY_SECRET,
              webhookSecret: c.RAZORPAY_WEBHOOK_SECRET,
              baseUrl: c.RAZORPAY_BASE_URL.replace(/\/$/, ''),
            }
          : null,
    },
    notify: {
      channels: [
        ...new Set(
          c.NOTIFY_CHANNELS
            ? (c.NOTIFY_CHANNELS.split(',') as ('log' | 'sms' | 'email' | 'whatsapp')[])
            : demo
              ? (['log'] as const)
              : c.SMTP_URL
                ? (['sms', 'email'] as const)
                : (['sms'] as const),
        ),
      ],
      smtp: c.SMTP_URL && c.MAIL_FROM ? { url: c.SMTP_URL, from: c.MAIL_FROM } : null,
      worker: c.NOTIFY_WORKER,
      intervalMs: c.NOTIFY_INTERVAL_MS,
      perRecipientPerHour: c.NOTIFY_MAX_PER_HOUR,
    },
    gateway: {
      allowedOrigins: [
        ...new Set([
          new URL(publicUrl).origin,
          ...(c.ALLOWED_ORIGINS?.split(',') ?? []).map((o) => new URL(o.trim()).origin),
        ]),
      ],
    },
    // Live mode refuses CONSULT_DEMO_DESK=true above.
    demoDesk: demo && c.CONSULT_DEMO_DESK !== 'false',
  };
}

let cached: Config | undefined;
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
