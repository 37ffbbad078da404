// `npm run seed:large`: fills the database (DATABASE_URL, or the embedded one in DATA_DIR)
// with the benchmark data set. Run it while the server is stopped when embedded: the data
// dir has exactly one owner.
import path from 'node:path';
import postgres from 'postgres';
import { isSupabaseMode, parseEnv } from '../lib/config/env';
import { DataDirLockedError, lockDataDir } from '../lib/db/data-dir-lock';
import { embeddedSecretFile, startEmbeddedPostgres } from '../lib/db/embedded';
import { migrate } from '../lib/db/migrate';
import { seedDemo } from '../lib/db/seed-demo';
import { LARGE, seedLarge } from '../lib/db/seed-large';

try {
  process.loadEnvFile('.env');
} catch {
  // no .env: the environment decides
}
const config = parseEnv(process.env);
let url = config.DATABASE_URL;
let stop = async () => {};
if (!url) {
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
  let release: () => void;
  try {
    release = lockDataDir(dataDir).release;
  } catch (error) {
    // The same words `npm start` prints, without a stack trace.
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  // The directory's own password (as npm start serves it), never a throwaway one.
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
const sql = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
const started = Date.now();
try {
  await migrate(sql, { localShim: !isSupabaseMode(config) });
  await seedDemo(sql);
  const added = await seedLarge(sql);
  console.log(
    added
      ? `Seeded ${LARGE.clients} clients, ${LARGE.projects} projects, ${LARGE.auditedProjects} audits and ${LARGE.inquiries} inquiries in ${((Date.now() - started) / 1000).toFixed(1)} s.`
      : 'The large data set is already there.',
  );
} finally {
  await sql.end();
  await stop();
}
