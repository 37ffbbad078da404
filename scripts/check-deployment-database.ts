// Runs before `npm run build` (npm's prebuild). On a Vercel preview build whose DATABASE_URL
// is the database marked production, the build fails with the reason, so the preview is
// never deployed. The server checks again when it starts (instrumentation.ts).
import { postgresClient } from '../lib/db/postgres-client';
import { assertDeploymentMayUseDatabase, PreviewOnProductionError } from '../lib/db/environment';

const url = process.env.DATABASE_URL;
if (process.env.VERCEL_ENV === 'preview' && url) {
  const sql = postgresClient(url, { max: 1, prepare: false, onnotice: () => {}, connect_timeout: 10 });
  try {
    await assertDeploymentMayUseDatabase(sql);
  } catch (error) {
    if (error instanceof PreviewOnProductionError) {
      console.error(`\n${error.message}\n`);
      process.exitCode = 1;
    } else {
      // The database may not be reachable from the build; the server's own check still runs.
      console.warn(`Could not check the preview's database at build time: ${(error as Error).message}`);
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}
