import { describe, expect, it } from 'vitest';
import { tokenBehind, tokenRoles } from './token-roles';

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = (claims: object) => `${b64url({ alg: 'HS256' })}.${b64url(claims)}.signature`;

describe('the roles an id token lists', () => {
  it('reads them from the payload', () => {
    expect(tokenRoles(token({ sub: 'u', roles: ['customer', 'designer'] }))).toEqual(['customer', 'designer']);
  });

  it('lists none for a missing, malformed or role-less token', () => {
    expect(tokenRoles(null)).toEqual([]);
    expect(tokenRoles('nonsense')).toEqual([]);
    expect(tokenRoles('a.%%%.c')).toEqual([]);
    expect(tokenRoles(token({ sub: 'u' }))).toEqual([]);
    expect(tokenRoles(token({ roles: 'admin' }))).toEqual([]);
  });

  it('is behind when the account was granted a role since the token was issued, not otherwise', () => {
    const customer = token({ roles: ['customer'] });
    expect(tokenBehind(['customer', 'designer'], customer)).toBe(true);
    expect(tokenBehind(['customer'], customer)).toBe(false);
    // Only staff roles open pages of their own; anything else on the account is no reason to refresh.
    expect(tokenBehind(['customer', 'wholesale'], customer)).toBe(false);
    // A role taken away ends the sign-in on the server; the token listing more is not "behind".
    expect(tokenBehind(['customer'], token({ roles: ['customer', 'admin'] }))).toBe(false);
  });
});
