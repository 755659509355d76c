// `node --import tsx bench/grow-cli.ts <dataDir> <products>`: grows a stopped store's embedded database.
import { openDatabase } from '../src/db/client';
import { growCatalogue } from './catalogue-generator';

const [dataDir, target] = process.argv.slice(2);
const db = await openDatabase({ dataDir: dataDir! });
console.log(`catalogue grown to ${await growCatalogue(db, Number(target ?? 5000))} products`);
await db.close();
