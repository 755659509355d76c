// The gateway the workshop tests run against: a test clock, a designer, an admin and tailored orders.
import { afterAll, beforeAll } from 'vitest';
import type { DbHandle } from '../db/client';
import { startTestServer, testClock, type TestClock, type TestServer } from './gateway-server';
import { createShopper, gqlAs, type Shopper } from './shoppers';
import { tailoredOrder as placeTailored, tailoringFor, type Tailoring } from './workshop-api';
import type { TestDatabase } from './databases';

const LINE = `id version orderNumber stage nextStage stageChangedAt ownFabric canChange changeUntil changeClosed
  service { name kind } garment { name kind } options { group groupName code name price { amount currency } extraDays }
  measurement { kind name garment unit values { field mm value } }`;
export type Line = {
  id: string;
  version: number;
  orderNumber: string;
  stage: string;
  nextStage: string | null;
  stageChangedAt: string;
  ownFabric: boolean;
  canChange: boolean;
  changeUntil: string | null;
  changeClosed: string | null;
  service: { name: string; kind: string } | null;
  garment: { name: string; kind: string } | null;
  options: {
    group: string;
    groupName: string | null;
    code: string;
    name: string;
    price: { amount: number; currency: string };
    extraDays: number;
  }[];
  measurement: {
    kind: string;
    name: string | null;
    garment: string | null;
    unit: string | null;
    values: { field: string; mm: number; value: number }[];
  };
};
const ORDER = `query O($n: String!) { order(number: $n) { status events { status actor note } tailoringLines { ${LINE} } } }`;
export const MOVE = `mutation M($id: ID!, $v: Int!, $to: TailoringStage) { advanceTailoringLine(lineId: $id, expectedVersion: $v, to: $to) { ok refusal line { ${LINE} } } }`;
const CHANGE = `mutation C($id: ID!, $v: Int!, $values: [MeasurementValueInput!], $p: ID) {
  changeTailoringMeasurements(lineId: $id, expectedVersion: $v, values: $values, profileId: $p) { ok refusal errors { code field } line { ${LINE} } } }`;
export const QUEUE = `query Q($stage: TailoringStage, $first: Int, $offset: Int) { tailoringQueue(stage: $stage, first: $first, offset: $offset) { total lines { ${LINE} } } }`;

export type MoveShape = { advanceTailoringLine: { ok: boolean; refusal: string | null; line: Line | null } };
type ChangeShape = {
  changeTailoringMeasurements: {
    ok: boolean;
    refusal: string | null;
    errors: { code: string; field: string | null }[];
    line: Line | null;
  };
};

export const hour = 3_600_000;

/** Opens a database and a gateway before the suite's tests and closes both after them. */
export function workshopSuite(open: TestDatabase['open']) {
  let db: DbHandle;
  let server: TestServer;
  let clock: TestClock;
  let saree: string;
  let tailoring: Tailoring;
  let meera: Shopper;
  let ravi: Shopper;
  let designer: Shopper;
  let designer2: Shopper;
  let admin: Shopper;

  /** Meera's tailored order, paid (or cash on delivery, left unconfirmed). */
  const tailoredOrder = (method: 'TEST_GATEWAY' | 'COD' = 'TEST_GATEWAY') => placeTailored(server, tailoring, method);
  /** Meera's paid tailored order whose measurements are to be taken on a designer's call. */
  const calledOrder = () => placeTailored(server, tailoring, 'TEST_GATEWAY', { kind: 'DESIGNER_CALL' });
  const linesOf = async (number: string, who = meera) => {
    const r = await gqlAs<{
      order: {
        status: string;
        events: { status: string; actor: string; note: string | null }[];
        tailoringLines: Line[];
      } | null;
    }>(server, who, ORDER, { n: number });
    return r.data.order;
  };
  const move = (who: Shopper, id: string, v: number, to?: string) => gqlAs<MoveShape>(server, who, MOVE, { id, v, to });
  const change = (
    who: Shopper,
    id: string,
    v: number,
    vars: { values?: { field: string; value: string }[]; p?: string },
  ) => gqlAs<ChangeShape>(server, who, CHANGE, { id, v, ...vars });

  beforeAll(async () => {
    db = await open({ seeded: true });
    clock = testClock();
    server = await startTestServer(db, { clock, buying: { codMaxMinor: 100_000_00 } });
    meera = await createShopper(db, server);
    ravi = await createShopper(db, server);
    designer = await createShopper(db, server, 'designer');
    designer2 = await createShopper(db, server, 'designer');
    admin = await createShopper(db, server, 'admin');
    tailoring = await tailoringFor(db, server, meera);
    saree = tailoring.saree;
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
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
    get saree() {
      return saree;
    },
    get meera() {
      return meera;
    },
    get ravi() {
      return ravi;
    },
    get designer() {
      return designer;
    },
    get designer2() {
      return designer2;
    },
    get admin() {
      return admin;
    },
    tailoredOrder,
    calledOrder,
    linesOf,
    move,
    change,
  };
}
