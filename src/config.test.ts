import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('settings', () => {
  it('has safe defaults: port 3000, embedded database in ./.data, in-process pub/sub', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({
      port: 3000,
      dataDir: './.data',
      mediaDir: './.data/media',
      databaseUrl: undefined,
      redisUrl: undefined,
    });
    expect(c.store.publicUrl).toBe('http://localhost:3000');
    expect(c.introspection).toBe(true);
  });
  it('treats empty values as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['STORE_WHATSAPP', 'call me'],
    ['PUBLIC_URL', 'not a url'],
    ['GTM_ID', 'UA-1234'],
    ['NODE_ENV', 'staging'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`^Invalid settings:\\n  ${name}:`));
  });
  it('turns introspection off in production unless enabled', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).introspection).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).introspection).toBe(true);
  });
  it('normalises the store settings', () => {
    const c = parseConfig({
      STORE_WHATSAPP: '+919812345678',
      PUBLIC_URL: 'https://silai.example/',
      STORE_NAME: 'Silai Jaipur',
    });
    expect(c.store).toMatchObject({
      whatsapp: '919812345678',
      publicUrl: 'https://silai.example',
      name: 'Silai Jaipur',
    });
  });
});

// Everything a live store needs, each set to something real.
const liveEnv = {
  DEMO_MODE: 'false',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0123',
  TWILIO_AUTH_TOKEN: 'twilio-token',
  TWILIO_FROM: '+15005550006',
  AUTH_SECRET: 'k3Jx9vQ2mW7pL4tZ8rB6nY1cF5hD0sGa-live-secret',
  STORE_EMAIL: 'care@silai.in',
  STORE_WHATSAPP: '+919812345678',
  PUBLIC_URL: 'https://silai.in',
  RAZORPAY_KEY_ID: 'rzp_live_1',
  RAZORPAY_KEY_SECRET: 'rzp-secret',
  RAZORPAY_WEBHOOK_SECRET: 'whsec-1',
};

describe('demo mode (the default)', () => {
  it('is what a fresh checkout runs: codes printed in the log, test gateway offered, fixed test codes allowed', () => {
    const c = parseConfig({ NODE_ENV: 'production' });
    expect(c.demo).toBe(true);
    expect(c.auth.sms).toEqual({ provider: 'log' });
    expect(c.buying.testGateway).toBe(true);
    expect(parseConfig({ AUTH_TEST_OTPS: '+919000000001:123456' }).auth.testOtps.get('+919000000001')).toBe('123456');
    expect(parseConfig({ DEMO_MODE: 'true', PAYMENT_TEST_GATEWAY: 'false' }).buying.testGateway).toBe(false);
  });
  it('names a DEMO_MODE that is neither true nor false', () => {
    expect(() => parseConfig({ DEMO_MODE: 'yes' })).toThrow(/^Invalid settings:\n {2}DEMO_MODE:/);
  });
});

describe('live mode (DEMO_MODE=false)', () => {
  it('starts with real settings, without the test gateway and without fixed codes', () => {
    const c = parseConfig(liveEnv);
    expect(c.demo).toBe(false);
    expect(c.buying.testGateway).toBe(false);
    expect(c.auth.testOtps.size).toBe(0);
    expect(c.auth.sms.provider).toBe('twilio');
    expect(c.buying.razorpay).toMatchObject({ keyId: 'rzp_live_1', webhookSecret: 'whsec-1' });
  });

  it('refuses to start with the defaults, naming every missing or unsafe setting at once', () => {
    let message = '';
    try {
      parseConfig({ DEMO_MODE: 'false' });
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      message = (e as Error).message;
    }
    expect(message.split('\n')[0]).toBe('Invalid settings:');
    const named = message
      .split('\n')
      .slice(1)
      .map((l) => l.trim().split(':')[0]);
    expect(named).toEqual([
      'SMS_PROVIDER',
      'AUTH_SECRET',
      'STORE_EMAIL',
      'STORE_WHATSAPP',
      'PUBLIC_URL',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ]);
  });

  it.each([
    ['SMS_PROVIDER', { SMS_PROVIDER: 'log' }],
    ['STORE_EMAIL', { STORE_EMAIL: 'care@silai.example' }],
    ['STORE_WHATSAPP', { STORE_WHATSAPP: '+919876543210' }],
    ['STORE_WHATSAPP', { STORE_WHATSAPP: '919876543210' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://silai.in' }],
    ['AUTH_TEST_OTPS', { AUTH_TEST_OTPS: '+919000000001:123456' }],
    ['PAYMENT_TEST_GATEWAY', { PAYMENT_TEST_GATEWAY: 'true' }],
    ['RAZORPAY_WEBHOOK_SECRET', { RAZORPAY_WEBHOOK_SECRET: '' }],
  ])('refuses %s in live mode (%j)', (name, change) => {
    expect(() => parseConfig({ ...liveEnv, ...change })).toThrow(new RegExp(`^Invalid settings:\\n  ${name}:[^\\n]*$`));
  });

  it.each([
    ['CONSULT_DEMO_DESK', { CONSULT_DEMO_DESK: 'true' }],
    ['TWILIO_BASE_URL', { TWILIO_BASE_URL: 'http://api.twilio.com' }],
    ['RAZORPAY_BASE_URL', { RAZORPAY_BASE_URL: 'http://api.razorpay.com' }],
    ['POSTHOG_HOST', { POSTHOG_HOST: 'http://eu.i.posthog.com' }],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: 'http://admin.silai.in' }],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: 'https://admin.silai.in, HTTP://partner.silai.in' }],
    ['AUTH_SECRET', { AUTH_SECRET: 'a'.repeat(40) }],
    ['AUTH_SECRET', { AUTH_SECRET: '0123456789'.slice(0, 9).repeat(5) }],
    ['AUTH_SECRET', { AUTH_SECRET: 'abababababababababababababababab' }],
    ['AUTH_SECRET', { AUTH_SECRET: '0123456789abcdefg'.repeat(2) }],
  ])('refuses %s in live mode (%j), what a demo may keep', (name, change) => {
    expect(() => parseConfig({ ...liveEnv, ...change })).toThrow(new RegExp(`^Invalid settings:\\n  ${name}:[^\\n]*$`));
    // The same value is no live-mode problem in a demo, apart from a secret: a demo may use any.
    expect(() => parseConfig({ ...change, DEMO_MODE: 'true' })).not.toThrow();
  });

  it('keeps https provider addresses and origins, a random secret and the desk turned off', () => {
    const c = parseConfig({
      ...liveEnv,
      TWILIO_BASE_URL: 'https://api.twilio.com',
      RAZORPAY_BASE_URL: 'https://api.razorpay.com',
      POSTHOG_HOST: 'https://eu.i.posthog.com',
      ALLOWED_ORIGINS: 'https://admin.silai.in',
      AUTH_SECRET: 'q8S2wN5eR1tY7uI4oP0aZ3xC6vB9nMlk',
      CONSULT_DEMO_DESK: 'false',
    });
    expect(c.demoDesk).toBe(false);
    expect(c.gateway.allowedOrigins).toEqual(['https://silai.in', 'https://admin.silai.in']);
    expect(parseConfig({}).demoDesk).toBe(true);
    expect(parseConfig({ CONSULT_DEMO_DESK: 'false' }).demoDesk).toBe(false);
    expect(() => parseConfig({ CONSULT_DEMO_DESK: 'yes' })).toThrow(/^Invalid settings:\n {2}CONSULT_DEMO_DESK:/);
  });

  it('reports an invalid value and the missing live settings together', () => {
    expect(() =>
      parseConfig({ ...liveEnv, PORT: 'abc', AUTH_SECRET: '', AUTH_TEST_OTPS: '+919000000001:123456' }),
    ).toThrow(/^Invalid settings:\n {2}PORT:.*\n {2}AUTH_SECRET:.*\n {2}AUTH_TEST_OTPS:/);
  });

  it('allows PAYMENT_TEST_GATEWAY=false, which changes nothing', () => {
    expect(parseConfig({ ...liveEnv, PAYMENT_TEST_GATEWAY: 'false' }).buying.testGateway).toBe(false);
  });
});

describe('gateway origins', () => {
  it('allows PUBLIC_URL and ALLOWED_ORIGINS, as origins', () => {
    expect(parseConfig({}).gateway.allowedOrigins).toEqual(['http://localhost:3000']);
    const c = parseConfig({
      PUBLIC_URL: 'https://silai.example/shop',
      ALLOWED_ORIGINS: 'https://admin.silai.example, http://localhost:3001/',
    });
    expect(c.gateway.allowedOrigins).toEqual([
      'https://silai.example',
      'https://admin.silai.example',
      'http://localhost:3001',
    ]);
  });
  it.each([
    '*',
    'null',
    'silai.example',
    'ftp://silai.example',
    'https://silai.example/path',
    'https://a.example,,https://b.example',
  ])('stops when ALLOWED_ORIGINS is %j', (value) => {
    expect(() => parseConfig({ ALLOWED_ORIGINS: value })).toThrow(/^Invalid settings:\n {2}ALLOWED_ORIGINS:/);
  });
});

describe('cluster mode (CLUSTER=true)', () => {
  it('refuses to start without the shared database and Redis, naming each', () => {
    expect(() => parseConfig({ CLUSTER: 'true' })).toThrow(/DATABASE_URL: cluster mode[\s\S]*REDIS_URL: cluster mode/);
    expect(() => parseConfig({ CLUSTER: 'true', DATABASE_URL: 'postgres://localhost/silai' })).toThrow(
      /REDIS_URL: cluster mode/,
    );
  });

  it('is off by default and on with both set', () => {
    expect(parseConfig({}).cluster).toBe(false);
    const c = parseConfig({ CLUSTER: 'true', DATABASE_URL: 'postgres://localhost/s', REDIS_URL: 'redis://localhost' });
    expect(c.cluster).toBe(true);
  });
});
