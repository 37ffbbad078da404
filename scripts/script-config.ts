// The configuration a command-line script runs with, read the way every script reads it.
import { parseEnv, type Env } from '../lib/config/env';

function printAndExit(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/**
 * `.env` when there is one, then the environment, validated as the server validates it. A bad
 * value is reported through `fail` (by default: printed without a stack trace, exit code 1).
 */
export function scriptConfig(fail: (message: string) => never = printAndExit): Env {
  try {
    process.loadEnvFile('.env');
  } catch {
    // no .env file: the environment alone decides
  }
  try {
    return parseEnv(process.env);
  } catch (error) {
    return fail((error as Error).message);
  }
}
