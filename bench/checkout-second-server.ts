// The second gateway process of the checkout bench: the same store on the same PostgreSQL database, in a
// process of its own (its own pool, its own caches), so a race between two processes is a real one.
// Prints its URL on stdout and stops when its parent closes stdin.
import { openDatabase } from '../src/db/client';
import { startTestServer } from '../src/test/gateway-server';

const url = process.argv[2];
if (!url) throw new Error('usage: checkout-second-server.ts <database url>');
const db = await openDatabase({ url });
const server = await startTestServer(db, { production: true, seed: false, buying: { codMaxMinor: 10_000_000_00 } });
process.stdout.write(`${server.url}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void server
    .close()
    .then(() => db.close())
    .then(() => process.exit(0));
});
