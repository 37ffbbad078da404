// The server's log: one JSON object a line on standard output (pino), which any log collector
// reads without a parser of its own. Fields that can carry a secret are replaced before a line
// is written, wherever they sit in a logged object: passwords, tokens, cookies, authorization
// headers, TOTP codes and secrets, database URLs. Messages themselves must never hold one:
// log the request's path (never its query, where one-time links carry their tokens) and ids.
import pino from 'pino';
import { currentRequestId } from './request-context';

const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'code',
  'totp',
  'cookie',
  'cookies',
  'authorization',
  'set-cookie',
  'databaseUrl',
  'DATABASE_URL',
  'AUTH_SECRET',
];

/** Each key at the top and one or two levels down (`req.headers.cookie`, `err.input.password`). */
export const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => {
  const plain = /^[A-Za-z_$][\w$]*$/.test(key);
  const top = plain ? key : `["${key}"]`;
  const below = plain ? `.${key}` : `["${key}"]`;
  return [top, `*${below}`, `*.*${below}`];
});

/** The logger's settings, shared with its test (which writes to a stream of its own). */
export const LOG_OPTIONS: pino.LoggerOptions = {
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'consultancy-portal' },
  timestamp: pino.stdTimeFunctions.isoTime,
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  // Each line written while a request is answered names it (lib/log/request-context.ts).
  mixin: () => {
    const requestId = currentRequestId();
    return requestId ? { requestId } : {};
  },
  // Error objects under `err` keep their type, message, stack and cause.
  serializers: { err: pino.stdSerializers.errWithCause },
};

export const log = pino(LOG_OPTIONS);

export type Logger = typeof log;
