// `npm run db:mark-production`: marks the database in DATABASE_URL as production, so a
// preview deployment pointed at it refuses to start (lib/db/environment.ts). Run it once
// against the production database. `-- staging` / `-- development` mark it otherwise.
import os from 'node:os';
import { postgresClient } from '../lib/db/postgres-client';
import { scriptConfig } from './script-config';
import { markDatabaseEnvironment, readDatabaseEnvironment, type DatabaseEnvironment } from '../lib/db/environment';

const ENVIRONMENTS: DatabaseEnvironment[] = ['production', 'staging', 'development'];
const wanted = (process.argv[2] ?? 'production') as DatabaseEnvironment;
if (!ENVIRONMENTS.includes(wanted)) {
  console.error(`Usage: npm run db:mark-production [-- ${ENVIRONMENTS.join('|')}]`);
  process.exit(1);
}
const config = scriptConfig();
if (!config.DATABASE_URL) {
  console.error('DATABASE_URL is not set: point it at the database to mark.');
  process.exit(1);
}
const sql = postgresClient(config.DATABASE_URL, { max: 1, prepare: false, onnotice: () => {} });
try {
  if ((await sql`select to_regclass('app.database_environment') as t`)[0].t === null) {
    console.error('The database has no database_environment table yet: apply the migrations first.');
    process.exitCode = 1;
  } else {
    await markDatabaseEnvironment(sql, wanted, `${os.userInfo().username}@${os.hostname()}`);
    console.log(`Marked ${new URL(config.DATABASE_URL).host} as ${await readDatabaseEnvironment(sql)}.`);
  }
} finally {
  await sql.end();
}
