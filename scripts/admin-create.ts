// `npm run admin:create -- --email you@firm.com`: creates or promotes a super admin on the
// configured database (README, "Run modes"): the embedded one in DATA_DIR, DATABASE_URL with
// local auth, or Supabase. Local auth prints a one-time set-password link; Supabase invites
// through its Admin API.
import path from 'node:path';
import { postgresClient } from '../lib/db/postgres-client';
import { EMAIL_PATTERN, createLocalSuperAdmin, createSupabaseSuperAdmin } from '../lib/accounts/first-admin';
import { isSupabaseMode } from '../lib/config/env';
import { scriptConfig } from './script-config';
import { openScriptDatabase } from '../lib/db/data-dir-database';
import { DataDirLockedError } from '../lib/db/data-dir-lock';
import { migrate } from '../lib/db/migrate';
import { areaUrl } from '../lib/hosts';

function fail(message: string): never {
  console.error(`\nadmin:create: ${message}\n`);
  process.exit(1);
}

const args = process.argv.slice(2);
const at = args.indexOf('--email');
const email = (at >= 0 ? args[at + 1] : args.find((a) => a.startsWith('--email='))?.slice(8))?.trim();
if (!email || !EMAIL_PATTERN.test(email) || email.length > 320) {
  fail('Usage: npm run admin:create -- --email you@firm.com');
}

const config = scriptConfig(fail);
const supabase = isSupabaseMode(config);
if (supabase && !config.DATABASE_URL) fail('Supabase mode needs DATABASE_URL too (the pooler URL).');

const root = config.ROOT_DOMAIN;
const portalOrigin = areaUrl('portal', '/', root, root.startsWith('localhost') ? 'http:' : 'https:').replace(/\/$/, '');

let database;
try {
  database = await openScriptDatabase(config.DATABASE_URL, path.resolve(config.DATA_DIR));
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  fail(
    `the embedded database in ${path.resolve(config.DATA_DIR)} is in use by a running server.\n` +
      'Stop it (Ctrl+C in the terminal of `npm start`) and run this again, or sign in to the running\n' +
      "server's portal as a super admin and invite the person from Admin > Users.",
  );
}
const { url, stop } = database;
const sql = postgresClient(url, { max: 1, prepare: false, onnotice: () => {}, connect_timeout: 10 });
try {
  await migrate(sql, { localShim: !supabase });
  if (supabase) {
    const result = await createSupabaseSuperAdmin(
      sql,
      { url: config.NEXT_PUBLIC_SUPABASE_URL!, serviceRoleKey: config.SUPABASE_SERVICE_ROLE_KEY! },
      email,
      portalOrigin,
    );
    console.log(
      result.invited
        ? `\n${email} is a super admin. Supabase has mailed them an invitation to ${portalOrigin}/auth/confirm.\n`
        : `\n${email} already had a login and is now a super admin. They sign in with their password (or use "Forgot your password?").\n`,
    );
  } else {
    const result = await createLocalSuperAdmin(sql, email, portalOrigin);
    console.log(
      `\n${email} ${result.created ? 'has been created as' : 'is now'} a super admin.\n` +
        `Open this link to set the password (it works once and expires in 1 hour):\n\n  ${result.link}\n`,
    );
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  fail(`could not create the super admin: ${message}`);
} finally {
  await sql.end({ timeout: 5 }).catch(() => {});
  await stop();
}
