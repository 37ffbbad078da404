// `npm run bench:invoice-run`: times the scheduled invoice run (lib/billing/scheduled.ts) on the
// database in DATABASE_URL, or on the embedded one in DATA_DIR (stopped server), as the
// server's start-up run does it, and prints what it issued. Meant for a copy of the large
// seed (`npm run seed:large`): the first run issues what has fallen due, a second run right
// after must issue nothing.
import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from '../lib/db/schema';
import { lockDataDir } from '../lib/db/data-dir-lock';
import { embeddedSecretFile, startEmbeddedPostgres } from '../lib/db/embedded';
import { issueAllDueInvoices } from '../lib/billing/scheduled';

let url = process.env.DATABASE_URL;
let stop = async () => {};
if (!url) {
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
  const { release } = lockDataDir(dataDir);
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'pgdata'),
    secretFile: embeddedSecretFile(dataDir),
  });
  url = embedded.url;
  stop = async () => {
    await embedded.stop();
    release();
  };
}
const client = postgres(url, { max: 2, prepare: false, onnotice: () => {} });
const db = drizzle(client, { schema });
try {
  for (const run of ['first', 'again']) {
    const started = performance.now();
    const issued = await issueAllDueInvoices(db);
    console.log(`${run} run: issued ${issued} invoices in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await client.end();
  await stop();
}
