import { isIP } from 'node:net';
import type { Env } from './env';

// Production fails closed: a start that would silently weaken the
// site (inline scripts allowed, cookies without Secure, no HSTS) is refused with a message
// that says what to set. `npm start` runs these before the server starts.

export type StartupFacts = {
  /** The raw environment, to tell "set" from "defaulted". */
  source: Record<string, string | undefined>;
  /** The embedded demo database (`npm start` with nothing configured): a local run. */
  embedded: boolean;
  staticCspPresent: boolean;
};

function isLocalHost(domain: string): boolean {
  const host = domain.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || isIP(host) !== 0;
}

type Relevant = Pick<Env, 'NODE_ENV' | 'DATABASE_URL' | 'NEXT_PUBLIC_SUPABASE_URL'>;

export function startupProblems(env: Relevant, facts: StartupFacts): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!facts.staticCspPresent) {
    problems.push(
      'The build output .next/static-csp.json is missing, so the public pages cannot get their strict Content-Security-Policy. Run `npm run build` (it writes the file) before starting.',
    );
  }
  const deployed = !facts.embedded || Boolean(env.DATABASE_URL) || Boolean(env.NEXT_PUBLIC_SUPABASE_URL);
  if (deployed) {
    const root = facts.source.ROOT_DOMAIN?.trim();
    if (!root) {
      problems.push(
        'ROOT_DOMAIN is not set. A production deployment (own PostgreSQL or Supabase) must name its public domain, e.g. ROOT_DOMAIN=example.com, so cookies are Secure and HSTS is sent. See README "Security".',
      );
    } else if (isLocalHost(root) && facts.source.ALLOW_INSECURE_LOCAL_PRODUCTION !== '1') {
      problems.push(
        `ROOT_DOMAIN=${root} is a local address: cookies would not be Secure and no HSTS would be sent. Set your public domain, or ALLOW_INSECURE_LOCAL_PRODUCTION=1 for a local trial only.`,
      );
    }
  }
  return problems;
}
