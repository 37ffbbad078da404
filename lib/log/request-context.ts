// The request a piece of server code is running for, so that every log line written while
// answering it carries its id without passing the id through every call. The web server
// (scripts/next-server.ts) runs each request inside `runWithRequestId`; the app's code,
// bundled separately by Next.js, reads the same store: it is kept under a global symbol, since
// the server and the app's bundle each have their own copy of this module.
import { AsyncLocalStorage } from 'node:async_hooks';

type RequestContext = { requestId: string };

const KEY = Symbol.for('consultancy-portal.request-context');
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> };
const storage = (holder[KEY] ??= new AsyncLocalStorage<RequestContext>());

export function runWithRequestId<T>(requestId: string, run: () => T): T {
  return storage.run({ requestId }, run);
}

/** The id of the request being answered, or undefined outside one (jobs, start-up). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
