import { describe, expect, it } from 'vitest';
import { refreshRequest, type GraphQLResult, type Transport } from './graphql-client';
import { RefreshRefused, RefreshUnavailable } from './session';

describe('the refresh call', () => {
  it('tells a refusal from an unreachable gateway', async () => {
    const answer =
      (r: Awaited<ReturnType<Transport>>): Transport =>
      async () =>
        r;
    const refused = async (t: Transport) =>
      refreshRequest(t, 'r').then(
        () => 'ok',
        (e: unknown) =>
          e instanceof RefreshRefused ? `refused:${e.code}` : e instanceof RefreshUnavailable ? 'unavailable' : 'other',
      );
    const offline: Transport = async () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await refused(offline)).toBe('unavailable');
    expect(await refused(answer({ httpStatus: 502 }))).toBe('unavailable');
    expect(await refused(answer({ httpStatus: 503, errors: [{ message: 'down' }] }))).toBe('unavailable');
    expect(await refused(answer({ httpStatus: 429, errors: [{ message: 'slow down' }] }))).toBe('unavailable');
    expect(
      await refused(
        answer({
          httpStatus: 200,
          errors: [{ message: 'Something went wrong on our side.', extensions: { code: 'internal', requestId: 'x' } }],
        }),
      ),
    ).toBe('unavailable');
    expect(await refused(answer({ httpStatus: 200, data: null }))).toBe('unavailable');
    for (const code of ['refresh-invalid', 'refresh-expired', 'refresh-reused']) {
      expect(
        await refused(
          answer({ httpStatus: 200, errors: [{ message: 'Please sign in again.', extensions: { code } }] }),
        ),
      ).toBe(`refused:${code}`);
    }
    expect(
      await refused(
        answer({
          httpStatus: 200,
          data: { userservice: { refreshToken: { token: 't', expires_in: 1, refresh_token: 'r2' } } },
        }),
      ),
    ).toBe('ok');
  });

  it('the refresh call rejects when the response carries errors', async () => {
    const transport: Transport = async () =>
      ({
        errors: [{ message: 'Please sign in again.', extensions: { code: 'refresh-reused' } }],
      }) as GraphQLResult<unknown>;
    await expect(refreshRequest(transport, 'r')).rejects.toMatchObject({ code: 'refresh-reused' });
  });
});
