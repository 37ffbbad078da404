import postgres from 'postgres';

type Options = postgres.Options<Record<string, postgres.PostgresType>>;

/**
 * postgres.js for a connection URL, including libpq's way of naming a Unix socket: a `host`
 * parameter holding the socket's directory (`postgres://user@localhost/db?host=/run/db`).
 * postgres.js takes a socket directory only in its options object (`host: '/dir'`), and would
 * send the parameter to the server as a setting and connect over TCP. The embedded database
 * is served only on such a socket (lib/db/embedded.ts); every other URL passes through as is.
 */
export function postgresClient(url: string, options: Options = {}): postgres.Sql {
  const parsed = new URL(url);
  const host = parsed.searchParams.get('host');
  if (!host?.startsWith('/')) return postgres(url, options);
  parsed.searchParams.delete('host');
  return postgres(parsed.toString(), { ...options, host });
}
