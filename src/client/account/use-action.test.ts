import { CombinedError } from '@urql/core';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { describeError } from './use-action';

// The translation function as a recorder: the key it was asked for, or the default it was given.
const t = ((key: string, opts?: { defaultValue?: string }) => (key.endsWith('.undefined') ? (opts?.defaultValue ?? key) : key)) as unknown as TFunction;

describe('a gateway failure on a form', () => {
  it('names the field the server blames', () => {
    const errors = [{ message: 'Bad email', extensions: { code: 'invalid-input', field: 'email' } }];
    expect(describeError(new CombinedError({ graphQLErrors: errors }), t)).toEqual({ field: 'email', text: 'auth.errors.email' });
  });

  it('tells the code when no field is named', () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'Slow down', extensions: { code: 'rate-limited' } }] });
    expect(describeError(error, t)).toEqual({ field: undefined, text: 'auth.errors.rate-limited' });
  });

  it('says the network failed when the gateway could not be reached', () => {
    expect(describeError(new CombinedError({ networkError: new Error('offline') }), t).text).toBe('auth.errors.network');
    expect(describeError(new TypeError('Failed to fetch'), t).text).toBe('auth.errors.network');
  });
});
