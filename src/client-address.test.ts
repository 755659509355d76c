import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies, trustedProxiesProblems } from './client-address';
import { parseConfig } from './config';

/** A request as the store sees it: the socket's peer and the headers it sent. */
const request = (peer: string | undefined, forwarded?: string | string[]) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

const loopback = trustedProxies(['127.0.0.1', '::1']);
const nobody = trustedProxies([]);

describe('the address a request counts under', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress(request('203.0.113.5', '198.51.100.1'), loopback)).toBe('203.0.113.5');
    // Trusting nobody (the default) ignores it from loopback too.
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), nobody)).toBe('127.0.0.1');
    // Another loopback address is not the proxy either: only the addresses listed are.
    expect(clientAddress(request('127.0.0.7', '198.51.100.1'), loopback)).toBe('127.0.0.7');
  });

  it('takes the address a trusted proxy set', () => {
    expect(clientAddress(request('127.0.0.1', '198.51.100.1'), loopback)).toBe('198.51.100.1');
    expect(clientAddress(request('::1', '2001:DB8::1'), loopback)).toBe('2001:db8::1');
    // A dual-stack socket reports IPv4 peers as IPv4-mapped IPv6: the same proxy, the same client.
    expect(clientAddress(request('::ffff:127.0.0.1', '::ffff:198.51.100.1'), loopback)).toBe('198.51.100.1');
  });

  it('reads a chain right to left, past trusted hops only', () => {
    // A client's own entry on the left is what it claims; the proxy's entry on the right is what it saw.
    expect(clientAddress(request('127.0.0.1', '10.9.9.9, 198.51.100.1'), loopback)).toBe('198.51.100.1');
    const two = trustedProxies(['127.0.0.1', '10.0.0.0/8']);
    expect(clientAddress(request('127.0.0.1', '198.51.100.1, 10.1.2.3'), two)).toBe('198.51.100.1');
    // Every hop trusted: the leftmost is the furthest the chain can vouch for.
    expect(clientAddress(request('127.0.0.1', '10.4.4.4, 10.1.2.3'), two)).toBe('10.4.4.4');
    // Repeated headers arrive as one list, in order.
    expect(clientAddress(request('127.0.0.1', ['198.51.100.9', '198.51.100.1']), loopback)).toBe('198.51.100.1');
  });

  it('falls back to the last vouched-for address when the header is missing or malformed', () => {
    expect(clientAddress(request('127.0.0.1'), loopback)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', ''), loopback)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', 'not-an-address'), loopback)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', '198.51.100.1:4000'), loopback)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', `198.51.100.1, ${'x'.repeat(5000)}`), loopback)).toBe('127.0.0.1');
    // A malformed entry left of a real one is never reached.
    expect(clientAddress(request('127.0.0.1', 'junk, 198.51.100.1'), loopback)).toBe('198.51.100.1');
    expect(clientAddress(request(undefined, '198.51.100.1'), loopback)).toBe('unknown');
  });
});

describe('TRUSTED_PROXIES', () => {
  it('accepts addresses and networks of both families', () => {
    expect(trustedProxiesProblems('127.0.0.1, ::1,10.0.0.0/8,fd00::/8,0.0.0.0/0')).toEqual([]);
    const c = parseConfig({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });
    expect(c.auth.trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(trustedProxies(c.auth.trustedProxies).trusts('10.200.0.1')).toBe(true);
    expect(trustedProxies(c.auth.trustedProxies).trusts('11.0.0.1')).toBe(false);
    expect(parseConfig({}).auth.trustedProxies).toEqual([]);
    // TRUSTED_PROXIES= in an env file means none, as when unset.
    expect(parseConfig({ TRUSTED_PROXIES: '' }).auth.trustedProxies).toEqual([]);
    expect(parseConfig({ TRUSTED_PROXIES: ' ' }).auth.trustedProxies).toEqual([]);
  });

  it.each([
    ['localhost', /"localhost" is not an IP address/],
    ['127.0.0.1,,::1', /an empty entry/],
    ['10.0.0.0/33', /"10.0.0.0\/33": the prefix must be 0 to 32/],
    ['fd00::/129', /the prefix must be 0 to 128/],
    ['10.0.0.0/8/1', /is not an IP address/],
    ['10.0.0.0/x', /the prefix must be 0 to 32/],
  ])('refuses %j at start, naming the setting and the entry', (value, why) => {
    expect(() => parseConfig({ TRUSTED_PROXIES: value })).toThrow(/^Invalid settings:\n {2}TRUSTED_PROXIES:/);
    expect(() => parseConfig({ TRUSTED_PROXIES: value })).toThrow(why);
  });

  it('refuses the old TRUST_PROXY, which trusted the header from anyone', () => {
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: was replaced by TRUSTED_PROXIES/);
  });
});
