// Behind nginx every shopper keeps their own address: requests from many loopback addresses (127.0.0.N,
// Node's localAddress) through the cluster's nginx, which the stores trust (TRUSTED_PROXIES=127.0.0.1,::1).
// One address reaching the sign-in code limit or the WebSocket cap refuses nobody else, and a
// X-Forwarded-For the client writes itself changes nothing.
import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../../src/db/schema';
import { otpRules } from '../../src/api/identity';
import { urls, type Cluster } from './harness';

type SendAnswer = { ok: boolean; refusal: string | null };
const SEND = 'mutation S($phone: String!) { userservice { sendOtp(phone: $phone) { ok refusal } } }';

/** POSTs a GraphQL request from the loopback address `from` (the socket's own source address). */
function gqlFrom<T>(from: string, url: string, query: string, variables: object, headers: object = {}): Promise<T> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', role: 'anonymous', ...headers },
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve((JSON.parse(text) as { data: T }).data);
          } catch {
            reject(new Error(`HTTP ${res.statusCode}: ${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

let phoneSeq = 0;
/** A fresh Indian mobile number (none of them demo numbers, so the per-address cap counts each). */
const nextPhone = () => `+91970${String(1_000_000 + phoneSeq++).padStart(7, '0')}`;

const sendFrom = async (from: string, url = urls.nginx, headers: object = {}) =>
  (await gqlFrom<{ userservice: { sendOtp: SendAnswer } }>(from, url, SEND, { phone: nextPhone() }, headers))
    .userservice.sendOtp;

/** The address the store recorded for the last code sent to `phone`. */
async function recordedAddress(c: Cluster, phone: string): Promise<string | undefined> {
  const rows = await c.db.db.select({ ip: otpChallenges.ip }).from(otpChallenges).where(eq(otpChallenges.phone, phone));
  return rows.at(-1)?.ip;
}

/** Opens a graphql-ws socket from `from` and waits for its ack: the store's HTTP status when refused. */
function socketFrom(from: string, headers: Record<string, string> = {}): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(urls.nginx.replace('http', 'ws'), 'graphql-transport-ws', { localAddress: from, headers });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { role: 'anonymous' } })));
    ws.once('message', (m: Buffer) =>
      JSON.parse(m.toString()).type === 'connection_ack' ? resolve(ws) : reject(new Error(m.toString())),
    );
    ws.once('error', (e) => reject(e));
  });
}

export function perAddress(cluster: () => Cluster): void {
  describe('per shopper address behind nginx', () => {
    let c: Cluster;
    const open: WebSocket[] = [];
    beforeAll(() => {
      c = cluster();
    });
    afterAll(() => {
      for (const ws of open) ws.terminate();
    });

    it('refuses sign-in codes to the address over its limit, and to no other address', async () => {
      const busy = '127.0.0.21';
      const answers: SendAnswer[] = [];
      for (let i = 0; i < otpRules.sendsPerIpPerHour + 1; i++) answers.push(await sendFrom(busy));
      expect(answers.filter((a) => a.ok)).toHaveLength(otpRules.sendsPerIpPerHour);
      expect(answers.at(-1)).toEqual({ ok: false, refusal: 'TOO_MANY' });
      // Ten other shoppers each get their code, through nginx to either process.
      for (let n = 22; n < 32; n++) {
        const phone = nextPhone();
        const sent = await gqlFrom<{ userservice: { sendOtp: SendAnswer } }>(`127.0.0.${n}`, urls.nginx, SEND, {
          phone,
        });
        expect(sent.userservice.sendOtp, `127.0.0.${n}`).toEqual({ ok: true, refusal: null });
        // The store counted the shopper's address, not nginx's.
        expect(await recordedAddress(c, phone)).toBe(`127.0.0.${n}`);
      }
    });

    it('ignores the X-Forwarded-For a client writes itself, through nginx and straight to a store', async () => {
      const forged = { 'x-forwarded-for': '198.51.100.23', 'x-real-ip': '198.51.100.23' };
      // The address over its limit stays over it, whatever it claims to be.
      expect(await sendFrom('127.0.0.21', urls.nginx, forged)).toEqual({ ok: false, refusal: 'TOO_MANY' });
      // A fresh address claiming another is counted as itself: nginx set the header, it did not append.
      const phone = nextPhone();
      await gqlFrom('127.0.0.32', urls.nginx, SEND, { phone }, forged);
      expect(await recordedAddress(c, phone)).toBe('127.0.0.32');
      // A store reached directly from an address that is not nginx believes no header either.
      const direct = nextPhone();
      await gqlFrom('127.0.0.33', urls.a, SEND, { phone: direct }, forged);
      expect(await recordedAddress(c, direct)).toBe('127.0.0.33');
    });

    it('caps open WebSockets per address, not for the whole store', async () => {
      // Each process holds at most 100 sockets from one address (src/api/ws.ts); nginx spreads them over two.
      // Opened until four in a row are refused: then both processes hold their 100.
      const busy = '127.0.0.41';
      const refusals: number[] = [];
      let inARow = 0;
      for (let i = 0; i < 300 && inARow < 4; i++) {
        const s = await socketFrom(busy);
        if (typeof s === 'number') {
          refusals.push(s);
          inARow++;
        } else {
          open.push(s);
          inARow = 0;
        }
      }
      expect(new Set(refusals)).toEqual(new Set([429]));
      expect(open).toHaveLength(200);
      // Claiming another address does not get the busy one past its cap…
      const forged = await socketFrom(busy, { 'x-forwarded-for': '198.51.100.41' });
      if (typeof forged !== 'number') open.push(forged);
      expect(forged).toBe(429);
      // …and while it is full, other shoppers open theirs.
      for (let n = 42; n < 46; n++) {
        const s = await socketFrom(`127.0.0.${n}`);
        expect(typeof s, `127.0.0.${n}`).not.toBe('number');
        if (typeof s !== 'number') open.push(s);
      }
    });
  });
}
