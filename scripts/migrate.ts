// `npm run db:migrate`: applies supabase/migrations to the server in DATABASE_URL
// (with the local auth shim unless Supabase mode). `--seed` also seeds the demo data.
import { postgresClient } from '../lib/db/postgres-client';
import { isSupabaseMode } from '../lib/config/env';
import { scriptConfig } from './script-config';
import { assertDeploymentMayUseDatabase } from '../lib/db/environment';
import { migrate } from '../lib/db/migrate';
import { seedDemo } from '../lib/db/seed-demo';

if (process.argv.includes('--help')) {
  console.log('Usage: DATABASE_URL=postgres://... npm run db:migrate [-- --seed]');
  process.exit(0);
}
const config = scriptConfig();
if (!config.DATABASE_URL) {
  console.error('DATABASE_URL is not set; the embedded database is migrated by `npm start` itself.');
  process.exit(1);
}
const sql = postgresClient(config.DATABASE_URL, { max: 1, prepare: false, onnotice: () => {} });
await assertDeploymentMayUseDatabase(sql);
const ran = await migrate(sql, { localShim: !isSupabaseMode(config) });
console.log(ran.length ? `Applied: ${ran.join(', ')}` : 'Already up to date.');
if (process.argv.includes('--seed') && (await seedDemo(sql))) console.log('Seeded demo data.');
await sql.end();
