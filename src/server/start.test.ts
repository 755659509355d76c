import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { demoNotice } from './start';

describe('starting the store', () => {
  it('says in one line where a newcomer finds the sign-in codes (demo mode), and nothing of the kind when live', () => {
    expect(demoNotice(parseConfig({ NODE_ENV: 'production' }))).toBe(
      'Demo mode: sign-in codes are printed in this log; payments use the built-in test gateway',
    );
    const live = parseConfig({
      DEMO_MODE: 'false',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+15005550006',
      AUTH_SECRET: 'k3Jx9vQ2mW7pL4tZ8rB6nY1cF5hD0sGa',
      STORE_EMAIL: 'care@silai.in',
      STORE_WHATSAPP: '+919812345678',
      PUBLIC_URL: 'https://silai.in',
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    });
    expect(demoNotice(live)).toBeNull();
  });

  it.each([
    ['the server', 'server.ts'],
    ['npm start', 'scripts/start.mjs'],
  ])('%s refuses live mode without its settings: exit 78, naming each one, before opening anything', (_name, entry) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'silai-live-'));
    try {
      const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
      const r = spawnSync(process.execPath, args, {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DEMO_MODE: 'false',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          PORT: '3119',
          AUTH_TEST_OTPS: '+919000000001:123456',
          CONSULT_DEMO_DESK: 'true',
          RAZORPAY_BASE_URL: 'http://127.0.0.1:9',
          ALLOWED_ORIGINS: 'http://admin.example',
        },
        encoding: 'utf8',
        timeout: 45_000,
      });
      expect(r.status).toBe(78);
      for (const name of [
        'SMS_PROVIDER',
        'AUTH_SECRET',
        'STORE_EMAIL',
        'STORE_WHATSAPP',
        'PUBLIC_URL',
        'RAZORPAY_KEY_ID',
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_WEBHOOK_SECRET',
        'AUTH_TEST_OTPS',
        'CONSULT_DEMO_DESK',
        'RAZORPAY_BASE_URL',
        'ALLOWED_ORIGINS',
      ]) {
        expect(r.stderr).toMatch(new RegExp(`^  ${name}: `, 'm'));
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
