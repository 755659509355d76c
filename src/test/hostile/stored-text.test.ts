// Hostile text in every field the store keeps free text from (reviews, a hidden review's reason, enquiries
// and their replies, names, addresses, measurement profiles, order notes, the back office's catalogue
// texts, a designer's name): NUL, lone surrogates, control characters, ANSI escapes, bidi overrides,
// zero-width characters, and text empty once trimmed where text is required. Each is refused with its
// typed code before SQL (PostgreSQL refuses NUL, a jsonb column lone surrogates), nothing stored changes,
// and the server writes no error-level line. Against a real server (production settings) on each database.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../../db/client';
import { startTestServer, testClock, type TestServer } from '../gateway-server';
import { testDatabases } from '../databases';
import { indiaAddress } from '../orders-api';
import { seasonedBuyer, type SeasonedBuyer } from '../seasoned-buyer';
import { createShopper, type Shopper } from '../shoppers';
import { answer } from './states-kit';
import { captureLog } from './log-capture';

const hostileTexts: [string, string][] = [
  ['a NUL byte', 'Sar\u0000ee'],
  ['a lone surrogate', 'Lovely \ud800 saree'],
  ['control characters', 'Bell\u0007 back\u0008space'],
  ['an ANSI escape', '\u001b[31mRed\u001b[0m alert'],
  ['a bidi override', 'Invoice \u202egnp.exe'],
  ['a zero-width space', 'Pay\u200bment'],
];
/** Only where text is required: spaces, tabs and line breaks and nothing else. */
const blank: [string, string] = ['text empty once trimmed', '  \t\n  '];

type Env = { buyer: SeasonedBuyer; reviewId: string; enquiryId: string; categoryParent: string };
type Who = 'buyer' | 'admin' | 'designer' | 'anonymous';
/** A field and how to send it: the payload field answered, and the refusal codes that may come back. */
type Site = {
  name: string;
  who: Who;
  query: string;
  field: string;
  vars: (text: string, env: Env) => Record<string, unknown>;
  required: boolean;
  codes: string[];
};
/** What a refused answer says, wherever its payload keeps it (the field it names; a form's answer: each field's code). */
const refusalsOf = (p: Record<string, unknown>): string[] =>
  [p.refusal, p.code, p.field, ...((p.errors as { code: string }[] | undefined) ?? []).map((e) => e.code)].filter(
    (c): c is string => typeof c === 'string',
  );

const REVIEW =
  'mutation W($p: ID!, $t: String!, $b: String!) { writeReview(productId: $p, rating: 4, title: $t, body: $b) { ok refusal } }';
const address = { ...indiaAddress, line2: 'Near the temple' };
const names = (en: string) => ({ en, hi: 'साड़ी', ar: 'ساري' });
const sites: Site[] = [
  {
    name: 'review title',
    who: 'buyer',
    query: REVIEW,
    field: 'writeReview',
    vars: (t, e) => ({ p: e.buyer.delivered.productId, t, b: 'Soft and true to colour.' }),
    required: true,
    codes: ['TITLE_INVALID', 'TITLE_REQUIRED'],
  },
  {
    name: 'review body',
    who: 'buyer',
    query: REVIEW,
    field: 'writeReview',
    vars: (b, e) => ({ p: e.buyer.delivered.productId, t: 'Lovely weave', b }),
    required: false,
    codes: ['BODY_INVALID'],
  },
  {
    name: "a hidden review's reason",
    who: 'admin',
    query: 'mutation H($id: ID!, $r: String!) { hideReview(id: $id, reason: $r) { ok refusal } }',
    field: 'hideReview',
    vars: (r, e) => ({ id: e.reviewId, r }),
    required: true,
    codes: ['REASON_INVALID', 'REASON_REQUIRED'],
  },
  {
    name: 'enquiry reply',
    who: 'admin',
    query: 'mutation U($id: ID!, $r: String) { updateEnquiry(id: $id, status: NEW, reply: $r) { ok code } }',
    field: 'updateEnquiry',
    vars: (r, e) => ({ id: e.enquiryId, r }),
    required: true,
    codes: ['INVALID_CHARACTERS', 'NOT_ALLOWED'],
  },
  ...(['name', 'message'] as const).map<Site>((f) => ({
    name: `enquiry ${f}`,
    who: 'anonymous',
    query: 'mutation S($input: SendEnquiryInput!) { sendEnquiry(input: $input) { ok code field } }',
    field: 'sendEnquiry',
    vars: (t) => ({
      input: {
        name: 'Asha Rao',
        phone: '+919820012345',
        interest: 'saree',
        preferredTime: 'evening',
        message: 'A red Banarasi, please.',
        [f]: t,
      },
    }),
    required: true,
    codes: ['INVALID_CHARACTERS', 'REQUIRED'],
  })),
  {
    name: 'profile name',
    who: 'buyer',
    query: 'mutation P($n: String!) { updateProfile(name: $n) { ok errors { field code } } }',
    field: 'updateProfile',
    vars: (n) => ({ n }),
    required: true,
    codes: ['INVALID_CHARACTERS', 'REQUIRED'],
  },
  ...(['name', 'line1', 'line2', 'city'] as const).map<Site>((f) => ({
    name: `address ${f}`,
    who: 'buyer',
    query: 'mutation A($input: AddressInput!) { saveAddress(input: $input) { ok errors { field code } } }',
    field: 'saveAddress',
    vars: (t) => ({ input: { ...address, [f]: t } }),
    required: f !== 'line2',
    codes: ['INVALID_CHARACTERS', 'REQUIRED'],
  })),
  {
    name: 'measurement profile name',
    who: 'buyer',
    query:
      'mutation M($n: String!) { createMeasurementProfile(input: { name: $n, garment: BLOUSE, unit: CM, values: [] }) { ok errors { field code } } }',
    field: 'createMeasurementProfile',
    vars: (n) => ({ n }),
    required: true,
    codes: ['NAME_INVALID'],
  },
  {
    name: 'order note',
    who: 'admin',
    query:
      'mutation A($n: String!, $note: String) { advanceOrder(number: $n, to: CANCELLED, note: $note) { ok refusal } }',
    field: 'advanceOrder',
    vars: (note, e) => ({ n: e.buyer.pending.number, note }),
    required: false,
    codes: ['INVALID_INPUT'],
  },
  {
    name: 'category name',
    who: 'admin',
    query: 'mutation C($input: CategoryInput!) { saveCategory(input: $input) { ok refusal } }',
    field: 'saveCategory',
    vars: (t, e) => ({
      input: { slug: 'hostile-texts', parentId: e.categoryParent, position: 9, name: names(t), description: names('') },
    }),
    required: true,
    codes: ['INVALID_TEXT', 'EMPTY_NAME'],
  },
  {
    name: "a designer's display name",
    who: 'designer',
    query:
      'mutation D($n: String!) { saveDesignerSettings(input: { displayName: $n, lengths: [30], hours: [], daysOff: [] }) { ok refusal field } }',
    field: 'saveDesignerSettings',
    vars: (n) => ({ n }),
    required: true,
    // INVALID_INPUT for the field named: the display name, not the hours or lengths.
    codes: ['displayName'],
  },
];

/** Every table a refused text could have reached, as one digest each: any row added or changed shows. */
const watched = [
  'reviews',
  'enquiries',
  'users',
  'addresses',
  'measurement_profiles',
  'orders',
  'order_events',
  'categories',
  'designer_profiles',
  'audit_log',
  'notification_outbox',
];
async function stored(db: DbHandle): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of watched) {
    const r = (await db.db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as f from ${table} t`,
      ),
    )) as unknown as { rows: { n: number; f: string }[] };
    out[table] = `${r.rows[0]!.n}:${r.rows[0]!.f}`;
  }
  return out;
}

describe.each(testDatabases())('hostile stored text on $kind', ({ open }) => {
  let db: DbHandle;
  let server: TestServer;
  let env: Env;
  const people = new Map<Who, Shopper | null>();
  const written: string[] = [];

  beforeAll(async () => {
    db = await open({ seeded: true });
    server = await startTestServer(db, { production: true, clock: testClock() });
    const admin = await createShopper(db, server, 'admin');
    const buyer = await seasonedBuyer(db, server, await createShopper(db, server), admin);
    people.set('buyer', buyer.shopper).set('admin', admin).set('anonymous', null);
    people.set('designer', await createShopper(db, server, 'designer'));
    const review = await answer<{ ok: boolean; review: { id: string } }>(
      server,
      buyer.shopper,
      'mutation W($p: ID!) { writeReview(productId: $p, rating: 5, title: "Lovely", body: "") { ok review { id } } }',
      { p: buyer.delivered.productId },
      'writeReview',
    );
    const sent = await answer<{ ok: boolean }>(
      server,
      null,
      'mutation S($input: SendEnquiryInput!) { sendEnquiry(input: $input) { ok } }',
      sites.find((s) => s.name === 'enquiry name')!.vars('Asha Rao', {} as Env),
      'sendEnquiry',
    );
    expect([review.ok, sent.ok]).toEqual([true, true]);
    const ids = (await db.db.execute(
      sql`select (select id::text from enquiries limit 1) as enquiry, (select id::text from categories where parent_id is null order by id limit 1) as parent`,
    )) as unknown as { rows: { enquiry: string; parent: string }[] };
    env = { buyer, reviewId: review.review.id, enquiryId: ids.rows[0]!.enquiry, categoryParent: ids.rows[0]!.parent };
    captureLog(written);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
    await db?.close();
  });

  it.each(sites)('$name: every hostile text refused with its code, nothing stored', async (site) => {
    const before = await stored(db);
    written.length = 0;
    const texts = site.required ? [...hostileTexts, blank] : hostileTexts;
    const answers: Record<string, unknown> = {};
    for (const [label, text] of texts) {
      const payload = await answer<Record<string, unknown>>(
        server,
        people.get(site.who)!,
        site.query,
        site.vars(text, env),
        site.field,
      );
      answers[label] =
        payload.ok === false && refusalsOf(payload).some((c) => site.codes.includes(c)) ? 'refused' : payload;
    }
    expect(answers).toEqual(Object.fromEntries(texts.map(([label]) => [label, 'refused'])));
    expect(await stored(db)).toEqual(before);
    expect(written.filter((l) => l.includes('"level":"error"')).map((l) => l.slice(0, 300))).toEqual([]);
  });

  it('still takes what people write: Hindi with joiners, Arabic, emoji, line breaks, "<3"', async () => {
    const t = await answer<{ ok: boolean; refusal: string | null }>(
      server,
      people.get('buyer')!,
      REVIEW,
      { p: env.buyer.delivered.productId, t: 'क्‍या बात है 👩🏽‍🦱', b: 'رائع جدا\nSoft, true to colour <3' },
      'writeReview',
    );
    expect(t).toEqual({ ok: true, refusal: null });
  });
});
