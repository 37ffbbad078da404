// `npm run seed:large`: fills the database (DATABASE_URL, or the embedded one in DATA_DIR)
// with the benchmark data set. Run it while the server is stopped when embedded: the data
// dir has exactly one owner.
import path from 'node:path';
import { postgresClient } from '../lib/db/postgres-client';
import { isSupabaseMode } from '../lib/config/env';
import { scriptConfig } from './script-config';
import { openScriptDatabase } from '../lib/db/data-dir-database';
import { DataDirLockedError } from '../lib/db/data-dir-lock';
import { migrate } from '../lib/db/migrate';
import { seedDemo } from '../lib/db/seed-demo';
import { LARGE, LARGE_TASKS_PER_PROJECT, seedLarge } from '../lib/db/seed-large';

const config = scriptConfig();
let database;
try {
  database = await openScriptDatabase(config.DATABASE_URL, path.resolve(process.env.DATA_DIR ?? '.data'));
} catch (error) {
  // The same words `npm start` prints, without a stack trace.
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
const { url, stop } = database;
const sql = postgresClient(url, { max: 1, prepare: false, onnotice: () => {} });
const started = Date.now();
try {
  await migrate(sql, { localShim: !isSupabaseMode(config) });
  await seedDemo(sql);
  const added = await seedLarge(sql, { ...LARGE, tasksPerProject: LARGE_TASKS_PER_PROJECT });
  console.log(
    added
      ? `Seeded ${LARGE.clients} clients, ${LARGE.projects} projects, ${LARGE.auditedProjects} audits, ${LARGE.inquiries} inquiries and ${LARGE.projects * LARGE_TASKS_PER_PROJECT} tasks in ${((Date.now() - started) / 1000).toFixed(1)} s.`
      : 'The large data set is already there.',
  );
} finally {
  await sql.end();
  await stop();
}
