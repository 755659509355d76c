import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';
import { logSms } from '../identity/sms';
import { configuredChannels } from './setup';

describe('notification settings', () => {
  it('prints to the log by default, and names what e-mail is missing', () => {
    const demo = parseConfig({});
    expect(demo.notify).toEqual({
      channels: ['log'],
      smtp: null,
      worker: 'in-process',
      intervalMs: 10_000,
      perRecipientPerHour: 10,
    });
    expect(parseConfig({ NOTIFY_MAX_PER_HOUR: '3' }).notify.perRecipientPerHour).toBe(3);
    expect(() => parseConfig({ NOTIFY_MAX_PER_HOUR: '0' })).toThrow(/NOTIFY_MAX_PER_HOUR/);
    expect(configuredChannels(demo, logSms()).map((c) => c.name)).toEqual(['log']);
    expect(() => parseConfig({ NOTIFY_CHANNELS: 'log,email' })).toThrow(/NOTIFY_CHANNELS: email needs SMTP_URL/);
    expect(() => parseConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com' })).toThrow(/MAIL_FROM/);
    expect(() => parseConfig({ SMTP_URL: 'http://smtp.example.com', MAIL_FROM: 'a@b.example' })).toThrow(ConfigError);
    expect(() => parseConfig({ NOTIFY_CHANNELS: 'fax' })).toThrow(/NOTIFY_CHANNELS/);
    const mail = parseConfig({
      NOTIFY_CHANNELS: 'sms,email',
      SMTP_URL: 'smtps://u:p@smtp.example.com',
      MAIL_FROM: 'Silai <orders@shop.example>',
      NOTIFY_WORKER: 'off',
    });
    expect(mail.notify).toMatchObject({
      channels: ['sms', 'email'],
      smtp: { url: 'smtps://u:p@smtp.example.com', from: 'Silai <orders@shop.example>' },
      worker: 'off',
    });
    expect(configuredChannels(mail, logSms()).map((c) => c.name)).toEqual(['sms', 'email']);
  });

  it('in live mode sends by SMS (and e-mail when set up), and refuses the log alone', () => {
    const live = {
      DEMO_MODE: 'false',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+15005550006',
      AUTH_SECRET: 'k3Jx9vQ2mW7pL4tZ8rB6nY1cF5hD0sGa-live-secret',
      STORE_EMAIL: 'care@shop.example',
      STORE_WHATSAPP: '+919000000001',
      PUBLIC_URL: 'https://shop.example',
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    };
    expect(parseConfig(live).notify.channels).toEqual(['sms']);
    expect(
      parseConfig({ ...live, SMTP_URL: 'smtps://u:p@smtp.example.com', MAIL_FROM: 'orders@shop.example' }).notify
        .channels,
    ).toEqual(['sms', 'email']);
    expect(() => parseConfig({ ...live, NOTIFY_CHANNELS: 'log' })).toThrow(/NOTIFY_CHANNELS: the log reaches nobody/);
  });
});
