import path from 'node:path';

const port = 3100;

/** Where the browser tests' server and its embedded database live. */
export const E2E = {
  port,
  dbPort: 54331,
  dataDir: path.resolve('.data/e2e'),
  authDir: path.resolve('.data/e2e-auth'),
  main: `http://localhost:${port}`,
  portal: `http://portal.localhost:${port}`,
  app: `http://app.localhost:${port}`,
  databaseUrl: 'postgres://postgres:postgres@127.0.0.1:54331/postgres',
};

export const ROLES = ['client', 'admin', 'super_admin', 'unknown'] as const;
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
