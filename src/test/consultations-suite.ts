// The gateway the consultation tests book through, emptied of bookings and designers before each test.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DbHandle } from '../db/client';
import { consultations, designerProfiles } from '../db/schema/consultations';
import { startTestServer, testClock, type TestClock, type TestServer } from './gateway-server';
import { createShopper, gqlAs, type Shopper } from './shoppers';
import { createDesigner, everyDay, remindersOf } from './consultations-api';
import type { TestDatabase } from './databases';

export const SLOTS = `query Q($tz: String!, $d: Int!) { consultationSlots(timeZone: $tz, durationMinutes: $d) { ok refusal timeZone days { date starts } } }`;
export const BOOK = `mutation B($input: BookConsultationInput!) { bookConsultation(input: $input) { ok refusal consultation { id startsAt designerName status canChange timeZone } } }`;
export const RESCHEDULE = `mutation R($id: ID!, $at: String!, $tz: String!) { rescheduleConsultation(id: $id, startsAt: $at, timeZone: $tz) { ok refusal consultation { id startsAt } } }`;
export const CANCEL = `mutation C($id: ID!) { cancelConsultation(id: $id) { ok refusal consultation { status } } }`;
export const MINE = `{ myConsultations { id status notes designerName startsAt } }`;
export const DAY = `query D($designerId: ID) { designerDay(designerId: $designerId) { designerId shopperPhone consultation { id status } } }`;
export const OUTCOME = `mutation O($id: ID!, $outcome: ConsultationOutcome!, $notes: String) { recordConsultationOutcome(id: $id, outcome: $outcome, notes: $notes) { ok refusal call { consultation { status notes } } } }`;

type Book = {
  bookConsultation: {
    ok: boolean;
    refusal: string | null;
    consultation: {
      id: string;
      startsAt: string;
      designerName: string;
      status: string;
      canChange: boolean;
      timeZone: string;
    } | null;
  };
};
export type Slots = {
  consultationSlots: {
    ok: boolean;
    refusal: string | null;
    timeZone: string | null;
    days: { date: string; starts: string[] }[];
  };
};

/** Tuesday: more than a day ahead, so both reminders are due later. */
export const tue = '2026-11-24';

/** Opens a database and a gateway before the suite's tests and closes both after them. */
export function consultationsSuite(open: TestDatabase['open']) {
  let db: DbHandle;
  let server: TestServer;
  let clock: TestClock;
  let shopper: Shopper;

  const designer = (name: string, hours = everyDay(600, 780), daysOff: string[] = [], lengths = [15, 30, 45]) =>
    createDesigner(db, server, name, hours, daysOff, lengths);
  const book = (who: Shopper, input: Record<string, unknown>) => gqlAs<Book>(server, who, BOOK, { input });
  /** How far the clock must move to reach an instant. */
  const toCall = (iso: string) => Date.parse(iso) - clock.now().getTime();
  const reminders = (id: string) => remindersOf(db, id);

  beforeAll(async () => {
    db = await open();
    clock = testClock();
    server = await startTestServer(db, { seed: false, clock });
    shopper = await createShopper(db, server);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  // Every scenario starts with no designers and no bookings (a shared team would blur fairness).
  beforeEach(async () => {
    await db.db.delete(consultations);
    await db.db.delete(designerProfiles);
  });

  return {
    get db() {
      return db;
    },
    get server() {
      return server;
    },
    get clock() {
      return clock;
    },
    get shopper() {
      return shopper;
    },
    designer,
    book,
    toCall,
    reminders,
  };
}
