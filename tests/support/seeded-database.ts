// An embedded database, migrated and holding the demo data, that the app's own actions use:
// for the database tests that call actions the way a signed-out or signed-in browser would.
import { startEmbeddedPostgres } from '@/lib/db/embedded';
import { migrate } from '@/lib/db/migrate';
import { postgresClient } from '@/lib/db/postgres-client';
import { seedDemo } from '@/lib/db/seed-demo';

export async function openSeededDatabase({ max = 2 }: { max?: number } = {}) {
  const server = await startEmbeddedPostgres();
  const sql = postgresClient(server.url, { max, prepare: false, onnotice: () => {} });
  await migrate(sql, { localShim: true });
  await seedDemo(sql);
  process.env.DATABASE_URL = server.url;
  process.env.AUTH_SECRET = 'x'.repeat(48);
  return {
    sql,
    close: async () => {
      await sql.end();
      await server.stop();
    },
  };
}
