// Every request gets an id: the web server (scripts/next-server.ts) or, where the app runs
// without it, the proxy gives the request an `x-request-id` header and sends it back in the
// response, and every log line about the request carries it. A client's own value is replaced
// (it would let a caller pick the id under which its requests are logged); a value of this
// shape from the app's own server is kept.
export const REQUEST_ID_HEADER = 'x-request-id';

const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newRequestId(): string {
  return crypto.randomUUID();
}

export function isRequestId(value: string | null | undefined): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value);
}
