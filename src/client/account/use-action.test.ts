import { CombinedError } from '@urql/core';
import type { TFunction } from '../i18n/react';
import { describe, expect, it } from 'vitest';
import { errorKey } from '../graphql/error-key';
import { describeError, describeFieldErrors } from './use-action';

// The translation function as a recorder: the key it was asked for, or the default it was given.
const t = ((key: string, opts?: { defaultValue?: string }) =>
  key.endsWith('.unknown-code') ? (opts?.defaultValue ?? key) : key) as unknown as TFunction;

describe('a gateway failure on a form', () => {
  it('tells the error code', () => {
    const error = new CombinedError({
      graphQLErrors: [{ message: 'Slow down', extensions: { code: 'rate-limited' } }],
    });
    expect(describeError(error, t)).toEqual({ text: 'auth.errors.rate-limited' });
  });

  it('says the network failed when the gateway could not be reached', () => {
    expect(describeError(new CombinedError({ networkError: new Error('offline') }), t).text).toBe(
      'auth.errors.network',
    );
    expect(describeError(new TypeError('Failed to fetch'), t).text).toBe('auth.errors.network');
  });

  it('names the first field the server refused', () => {
    expect(
      describeFieldErrors(
        [
          { field: 'email', code: 'INVALID' },
          { field: 'name', code: 'REQUIRED' },
        ],
        t,
      ),
    ).toEqual({ field: 'email', text: 'auth.errors.email' });
    expect(describeFieldErrors([], t)).toBeNull();
  });
});

describe('gateway codes as translation keys', () => {
  it('turns enum values into the keys the translations use, and leaves kebab codes alone', () => {
    expect(errorKey('OTP_EXPIRED')).toBe('otp-expired');
    expect(errorKey('TOO_LONG')).toBe('too-long');
    expect(errorKey('INVALID_POSTAL_CODE')).toBe('invalid-postal-code');
    expect(errorKey('access-denied')).toBe('access-denied');
  });
});
