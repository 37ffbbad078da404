import 'server-only';
import path from 'node:path';
import { systemDb } from '@/lib/db/client';
import { databaseDown } from '@/lib/db/health';
import { fileStorage } from '@/lib/storage';
import { pendingMigrations } from './migrations';
import { checkReadiness, type Readiness } from './readiness';
import { log } from '@/lib/log/logger';

// The migrations shipped with this build (next.config.ts traces them into a deployment).
const MIGRATIONS_DIR = path.join(process.cwd(), 'supabase', 'migrations');

// Probes come every few seconds: a failure is logged when the picture changes, not each time.
let lastFailures = '';

/** This instance's readiness: its database, the migrations applied to it, its file storage. */
export async function readinessOfThisServer(): Promise<Readiness> {
  const reasons: string[] = [];
  const result = await checkReadiness(
    {
      databaseKnownDown: databaseDown,
      pendingMigrations: () => pendingMigrations(systemDb(), MIGRATIONS_DIR),
      storage: () => fileStorage().check(),
    },
    (part, error) => reasons.push(`${part}: ${error instanceof Error ? error.message : String(error)}`),
  );
  const failures = Object.entries(result.checks)
    .filter(([, state]) => state !== 'ok')
    .map(([part, state]) => `${part} ${state}`)
    .join(', ');
  if (failures !== lastFailures) {
    if (failures) log.error({ reasons }, `Not ready (${failures}).`);
    else log.info('Ready again.');
    lastFailures = failures;
  }
  return result;
}
