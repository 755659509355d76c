import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGateway, gatewayFront, type Limits } from '../api/gateway';
import type { FrontAnswers } from '../api/core/front-answers';
import type { ResponseCacheOptions } from '../api/core/response-cache';
import { createSilaiPubSub, type SilaiPubSub } from '../api/core/pubsub';
import { parseConfig, type BuyingSettings } from '../config';
import type { BuyingDeps } from '../api/orders/store';
import type { DbHandle } from '../db/client';
import { seedTestDatabase } from './seed-copy';
import { createHttpApp } from '../server/http';
import { createMediaRenderer } from '../api/media/on-demand';
import { loadAuthKit, type AuthKit } from '../api/identity/kit';

export type TestServer = {
  url: string;
  wsUrl: string;
  mediaDir: string;
  kit: AuthKit;
  deps: BuyingDeps;
  /** The answers sent before Yoga runs (none when the response cache is off). */
  front: FrontAnswers | null;
  close(): Promise<void>;
};

/** The real gateway and HTTP surface on a loopback port, without the pages (API tests need none). */
export type TestClock = { now: () => Date; advance(ms: number): void };

/** A clock tests move by hand, so expiry rules are tested without waiting. */
export function testClock(start = new Date('2026-11-22T10:00:00Z')): TestClock {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => void (t += ms) };
}

export async function startTestServer(
  db: DbHandle,
  opts: {
    production?: boolean;
    introspection?: boolean;
    seed?: boolean;
    clock?: TestClock;
    kit?: AuthKit;
    kitOverrides?: Partial<AuthKit>;
    /** Checkout settings over the defaults (not the environment's), e.g. a fake Razorpay. */
    buying?: Partial<BuyingSettings>;
    /** A pub/sub of the caller's (e.g. through Redis, shared by two servers); closed by the caller. */
    pubsub?: SilaiPubSub;
    /** The store's public address (https turns on HSTS). */
    publicUrl?: string;
    /** Gateway limits over the defaults (e.g. a tiny time limit). */
    limits?: Partial<Limits>;
    /** Origins allowed besides the server's own host (PUBLIC_URL's and ALLOWED_ORIGINS in the store). */
    allowedOrigins?: string[];
    /** The response cache of anonymous catalogue reads: through Redis, or off (benchmarks of the plain path). */
    responseCache?: ResponseCacheOptions;
    /** A shopper's bound on stored photos no review shows (unset: the default). */
    uploads?: { shopperMaxBytes: number };
  } = {},
): Promise<TestServer> {
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'silai-media-'));
  if (opts.seed !== false) await seedTestDatabase(db, mediaDir);
  const pubsub = opts.pubsub ?? createSilaiPubSub();
  const buying: BuyingSettings = { ...parseConfig({}).buying, ...opts.buying };
  const production = opts.production ?? false;
  const base =
    opts.kit ??
    (await loadAuthKit(
      db.db,
      { env: 'test', auth: { secret: undefined, testOtps: new Map(), sms: { provider: 'log' }, trustedProxies: [] } },
      opts.clock?.now,
    ));
  const kit: AuthKit = { ...base, ...opts.kitOverrides };
  const gateway = createGateway(
    { db: db.db, pubsub, kit, buying },
    {
      production,
      introspection: opts.introspection ?? !production,
      limits: opts.limits,
      allowedOrigins: opts.allowedOrigins,
      responseCache: opts.responseCache,
    },
  );
  const app = createHttpApp({
    db,
    gateway,
    kit,
    mediaDir,
    pages: null,
    media: createMediaRenderer(db.db, mediaDir),
    uploads: opts.uploads,
    buying: { pubsub, settings: buying },
    security: { publicUrl: opts.publicUrl ?? 'http://localhost:3000', production, razorpay: buying.razorpay !== null },
  });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    mediaDir,
    kit,
    deps: { db: db.db, kit, pubsub, buying },
    front: gatewayFront(gateway),
    async close() {
      await app.close();
      await gateway.dispose();
      if (!opts.pubsub) await pubsub.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export type GqlResponse = {
  status: number;
  headers: Headers;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
};

export async function gql(
  server: TestServer,
  query: string,
  opts: { variables?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<GqlResponse> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', role: 'anonymous', ...opts.headers },
    body: JSON.stringify({ query, variables: opts.variables }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as GqlResponse['body'] };
}
