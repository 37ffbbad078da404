import path from 'node:path';
import { KNOWN_ROLES } from '../../lib/auth/roles';
import { embeddedDatabaseUrl } from '../../lib/db/embedded-url';

// E2E_PORT lets two checkouts run their browser tests side by side (each server's embedded
// database is on a socket in its own data directory).
const port = Number(process.env.E2E_PORT ?? 3100);

/** Where the browser tests' server and its embedded database live. */
export const E2E = {
  port,
  dataDir: path.resolve(`.data/e2e-${port}`),
  authDir: path.resolve(`.data/e2e-${port}-auth`),
  main: `http://localhost:${port}`,
  portal: `http://portal.localhost:${port}`,
  app: `http://app.localhost:${port}`,
  /** The e2e server's embedded database, on the socket in its data directory. */
  get databaseUrl() {
    return embeddedDatabaseUrl(this.dataDir);
  },
};

/** Every role the app knows, and one account with a role it does not (UNKNOWN_ROLE). */
export const ROLES = [...KNOWN_ROLES, 'unknown'] as const;
export type E2ERole = (typeof ROLES)[number];

export const UNKNOWN_ROLE = 'auditor';

export const ACCOUNTS: Record<E2ERole, string> = {
  client: 'client@demo.test',
  admin: 'admin@demo.test',
  super_admin: 'superadmin@demo.test',
  unknown: 'auditor@demo.test',
};
export const PASSWORD = 'demo-password';

export function storageStatePath(role: E2ERole): string {
  return path.join(E2E.authDir, `${role}.json`);
}
