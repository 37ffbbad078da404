// `npm run bench:invoice-run`: times the scheduled invoice run (lib/billing/scheduled.ts) on the
// database in DATABASE_URL, or on the embedded one in DATA_DIR (stopped server), as the
// server's start-up run does it, and prints what it issued. Meant for a copy of the large
// seed (`npm run seed:large`): the first run issues what has fallen due, a second run right
// after must issue nothing.
import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { postgresClient } from '../lib/db/postgres-client';
import * as schema from '../lib/db/schema';
import { openScriptDatabase } from '../lib/db/data-dir-database';
import { issueAllDueInvoices } from '../lib/billing/scheduled';

const { url, stop } = await openScriptDatabase(process.env.DATABASE_URL, path.resolve(process.env.DATA_DIR ?? '.data'));
const client = postgresClient(url, { max: 2, prepare: false, onnotice: () => {} });
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
