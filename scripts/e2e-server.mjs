// The store as the browser tests see it: the production build on its own port, a fresh data dir.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServerIfNeeded } from './build-if-needed.mjs';
import { storeEnv, storeNodeArgs } from './store-process.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'silai-e2e-'));
// The staff member of the journeys, made the only way staff are made (before the store opens the
// embedded database, which allows one process at a time).
// Two of them: one signs in through the pages, the other through the API.
// Designers (+91900000002x tailoring, +91900000003x consultations) are made the same way.
const staff = [
  ['+919000000009', 'admin'],
  ['+919000000008', 'admin'],
  ['+919000000022', 'designer'],
  ['+919000000032', 'designer'],
  ['+919000000033', 'designer'],
  // The signed-in accessibility journeys' staff (tests/e2e/a11y-signed-in.spec.ts).
  ['+919000000084', 'admin'],
  ['+919000000085', 'designer'],
  // The back office's catalogue journey (tests/e2e/admin-catalogue.spec.ts).
  ['+919000000091', 'admin'],
  // The back office's new-product journey (tests/e2e/admin-create-product.spec.ts).
  ['+919000000092', 'admin'],
  // The store owner's journey (tests/e2e/admin-owner.spec.ts).
  ['+919000000093', 'admin'],
  // The menus' link walk (tests/e2e/menu-links.spec.ts).
  ['+919000000152', 'admin'],
  ['+919000000153', 'designer'],
  // The reviews-by-buyers journey (tests/e2e/reviews.spec.ts).
  ['+919000000119', 'admin'],
  // The rewards journey (tests/e2e/rewards.spec.ts).
  ['+919000000109', 'admin'],
  // The currency rates journey (tests/e2e/currency-admin.spec.ts).
  ['+919000000201', 'admin'],
  ['+919000000202', 'designer'],
  // Kept for the next journeys: an admin and a designer in each of the blocks 31x, 32x and 33x.
  ['+919000000319', 'admin'],
  ['+919000000318', 'designer'],
  ['+919000000329', 'admin'],
  ['+919000000328', 'designer'],
  ['+919000000339', 'admin'],
  ['+919000000338', 'designer'],
  // And in the blocks 34x to 37x.
  ['+919000000349', 'admin'],
  ['+919000000348', 'designer'],
  ['+919000000359', 'admin'],
  ['+919000000358', 'designer'],
  ['+919000000369', 'admin'],
  ['+919000000368', 'designer'],
  ['+919000000379', 'admin'],
  ['+919000000378', 'designer'],
];
// All of them in one process: one database start, not one a number.
const grant = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/user-grant.ts', ...staff.flat()], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
});
if (grant.status !== 0) process.exit(grant.status ?? 1);
// The server's output also goes to a file the journeys read: demo mode prints sign-in codes there,
// and a newcomer's journey signs in with one (playwright.config.ts names the file).
const serverLog = process.env.E2E_SERVER_LOG ? createWriteStream(process.env.E2E_SERVER_LOG, { flags: 'w' }) : null;
// The store as `npm start` runs it: the JavaScript compiled from server.ts (about a second when stale).
await buildServerIfNeeded();
// As `npm start` runs it, heap cap included: one store lives through half the journeys (about 25 minutes,
// far more renders, sign-ins and orders than a bench), which is how a per-render leak showed (the
// translations' backend kept an hourly timer, and with it the whole render, for every page rendered).
const child = spawn(process.execPath, storeNodeArgs, {
  stdio: ['inherit', 'pipe', 'pipe'],
  env: storeEnv({
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: process.env.E2E_PORT ?? '3100',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // Images render on first request; a background pass would only compete with the tests for CPU.
    MEDIA_PRERENDER: 'false',
    // Fixed codes for the journeys' test numbers (see docs/SETTINGS.md, AUTH_TEST_OTPS).
    AUTH_TEST_OTPS:
      '+919000000001:123456,+919000000002:654321,+919000000003:111222,+919000000004:222333,+919000000005:333444,+919000000006:444555,+919000000009:999000,+919000000008:888000,+919000000007:777000,+919000000010:101010,+919000000011:110011,+919000000012:120012,+919000000021:210021,+919000000023:230023,+919000000022:220022,+919000000031:310031,+919000000032:320032,+919000000033:330033,+919000000041:410041,+919000000042:420042,+919000000061:610061,+919000000062:620062,+919000000063:630063,+919000000081:810081,+919000000082:820082,+919000000083:830083,+919000000084:840084,+919000000085:850085,+919000000086:860086,+919000000087:870087,+919000000088:880088,+919000000091:910091,+919000000092:920092,+919000000093:930093,+919000000094:940094,+919000000095:950095,+919000000151:151151,+919000000152:152152,+919000000153:153153,+919000000154:154154,+919000000155:155155,+919000000161:161161,+919000000162:162162,+919000000163:163163,+919000000164:164164,+919000000111:111011,+919000000119:119011,+919000000101:101101,+919000000102:102102,+919000000109:109109,+919000000121:121121,+919000000141:141141,+919000000131:131131,+919000000132:132132,+919000000133:133133,+919000000201:201201,+919000000202:202202,+919000000211:211211,+919000000212:212212,+919000000301:301301,+919000000302:302302,+919000000303:303303,+919000000304:304304,+919000000305:305305,+919000000306:306306,+919000000307:307307,+919000000308:308308,+919000000309:309309,+919000000311:311311,+919000000312:312312,+919000000313:313313,+919000000314:314314,+919000000315:315315,+919000000316:316316,+919000000317:317317,+919000000318:318318,+919000000319:319319,+919000000321:321321,+919000000322:322322,+919000000323:323323,+919000000324:324324,+919000000325:325325,+919000000326:326326,+919000000327:327327,+919000000328:328328,+919000000329:329329,+919000000331:331331,+919000000332:332332,+919000000333:333333,+919000000334:334334,+919000000335:335335,+919000000336:336336,+919000000337:337337,+919000000338:338338,+919000000339:339339,+919000000341:341341,+919000000342:342342,+919000000343:343343,+919000000344:344344,+919000000345:345345,+919000000346:346346,+919000000347:347347,+919000000348:348348,+919000000349:349349,+919000000351:351351,+919000000352:352352,+919000000353:353353,+919000000354:354354,+919000000355:355355,+919000000356:356356,+919000000357:357357,+919000000358:358358,+919000000359:359359,+919000000361:361361,+919000000362:362362,+919000000363:363363,+919000000364:364364,+919000000365:365365,+919000000366:366366,+919000000367:367367,+919000000368:368368,+919000000369:369369,+919000000371:371371,+919000000372:372372,+919000000373:373373,+919000000374:374374,+919000000375:375375,+919000000376:376376,+919000000377:377377,+919000000378:378378,+919000000379:379379',
  }),
});
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  from.on('data', (chunk) => {
    to.write(chunk);
    serverLog?.write(chunk);
  });
}
const stop = (sig) => child.kill(sig);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
