import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { config, type BuyingSettings } from '../config';
import { isLocale, localeFromHeader } from '../lib/locale';
import type { GraphQLContext } from './core/context';
import type { SilaiPubSub } from './core/pubsub';
import type { AuthHeaders } from './core/viewer';
import { type AuthKit, resolveViewer } from './identity';

/** `buying` defaults to the configured settings (tests pass their own). */
export type Deps = { db: Db; pubsub: SilaiPubSub; kit: AuthKit; buying?: BuyingSettings };

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

export function requestIdFrom(value: string | null | undefined): string {
  return value && requestIdPattern.test(value) ? value : randomUUID();
}

export async function buildContext(
  deps: Deps,
  input: {
    requestId: string;
    auth: AuthHeaders;
    locale: string | null | undefined;
    acceptLanguage?: string | null;
    ip: string;
  },
): Promise<GraphQLContext> {
  return {
    requestId: input.requestId,
    viewer: await resolveViewer(input.auth, deps.kit),
    kit: deps.kit,
    buying: deps.buying ?? config().buying,
    ip: input.ip,
    locale: isLocale(input.locale) ? input.locale : localeFromHeader(input.acceptLanguage),
    db: deps.db,
    pubsub: deps.pubsub,
    memo: new Map(),
    deadline: { expired: false },
  };
}
