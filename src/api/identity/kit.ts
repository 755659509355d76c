import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { trustedProxies, type TrustedProxies } from '../../client-address';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema/identity';
import { log } from '../../log';
import { logMail, type MailSender } from './mail';
import { logSms, twilioSms, type SmsSender } from './sms';
import { logWhatsApp, twilioWhatsApp } from './whatsapp';
import { sessionGuard, type SessionGuard } from './sessions';

/** What identity needs besides the database: keys, the SMS sender, test codes and a clock. */
export type AuthKit = {
  jwtKey: Uint8Array;
  otpKey: Uint8Array;
  sms: SmsSender;
  /** WhatsApp messages: the same shape as SMS. */
  whatsapp: SmsSender;
  /** Confirmation codes by e-mail. */
  mail: MailSender;
  testOtps: Map<string, string>;
  /** Whose X-Forwarded-For names the client (TRUSTED_PROXIES); nobody's by default. */
  proxies: TrustedProxies;
  now: () => Date;
  /** Whether a token's sign-in is still alive (not logged out or revoked). */
  sessions: SessionGuard;
};

function derive(secret: string, purpose: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(purpose).digest());
}

/**
 * The signing secret is AUTH_SECRET when set; otherwise one generated on first start and kept in the
 * database, so every process on that database signs and verifies with the same key.
 */
export async function loadAuthKit(
  db: Db,
  cfg: Pick<Config, 'env' | 'auth'>,
  now: () => Date = () => new Date(),
): Promise<AuthKit> {
  let secret = cfg.auth.secret;
  if (!secret) {
    await db
      .insert(appSecrets)
      .values({ name: 'auth', value: randomBytes(48).toString('base64url') })
      .onConflictDoNothing();
    secret = (await db.select().from(appSecrets).where(eq(appSecrets.name, 'auth')))[0]!.value;
    if (cfg.env === 'production') log.warn('auth: AUTH_SECRET is not set; using the secret stored in the database');
  }
  // Fixed codes exist only in demo mode: live mode refuses AUTH_TEST_OTPS at start.
  if (cfg.env === 'production' && cfg.auth.testOtps.size > 0) {
    log.warn('auth: AUTH_TEST_OTPS is set; these numbers sign in with fixed codes (demo mode)', {
      numbers: [...cfg.auth.testOtps.keys()],
    });
  }
  const s = cfg.auth.sms;
  return {
    jwtKey: derive(secret, 'silai:jwt'),
    otpKey: derive(secret, 'silai:otp'),
    sms: s.provider === 'twilio' ? twilioSms(s) : logSms(),
    whatsapp: cfg.auth.whatsapp ? twilioWhatsApp(cfg.auth.whatsapp) : logWhatsApp(),
    mail: logMail(),
    testOtps: cfg.auth.testOtps,
    proxies: trustedProxies(cfg.auth.trustedProxies),
    now,
    sessions: sessionGuard(db),
  };
}

// Every request carries the kit (its clock, keys, sessions and SMS sender).
declare module '../core/context' {
  interface RequestServices {
    kit: AuthKit;
  }
}
