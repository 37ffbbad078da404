// V8 heap settings for the production server's two processes: the web
// server, the Next.js process that scripts/serve.ts starts, and the supervisor itself, which
// runs the embedded database.

/**
 * By default V8 lets old space grow to up to four times what survived the last major
 * collection before collecting again, and on a machine with plenty of memory it uses that
 * room: under the bench's loads the web server reached about 520 MiB resident with 95–116 MiB
 * live. A fixed growth step of 50 % collects sooner. Measured on the bench's demo-seed loads
 * (docs/decisions/0040-memory-settings-of-the-server-processes.md): the web server's peak
 * fell to 267–311 MiB, and the CPU per signed-in request did not move beyond the machine's
 * noise, so no user pays for it.
 *
 * Not `--max-old-space-size`: a hard cap turns a large export into an out-of-memory crash.
 * Not `--optimize-for-size`: it also shrinks the young generation and the optimising
 * compiler's work, and a signed-in page cost 50–100 % more CPU under it.
 * The supervisor does not get them: its growth is the embedded database's WebAssembly
 * memory, and the same step left its peak where it was.
 *
 * A 32 MiB semi-space (twice Node 20's default): a signed-in page's objects live as long as
 * the request (10 in flight under the bench, each 100-200 ms), so with 16 MiB many were still
 * alive at a scavenge, copied and promoted to old space, where the major collections the
 * growth step above brings sooner had to free them again. Four servers side by side, the
 * same pages interleaved (docs/decisions/0040-memory-settings-of-the-server-processes.md):
 * 4-17 % less CPU per signed-in page, for 30 MiB more peak memory (64 MiB gained no more and
 * cost 93 MiB).
 */
export const SERVER_HEAP_FLAGS: readonly string[] = ['--heap-growing-percent=50', '--max-semi-space-size=32'];

/**
 * What every process that opens the embedded database (PostgreSQL compiled to WebAssembly)
 * needs on its own command line: the supervisor of `npm start` and `npm run dev`, and the
 * one-off scripts that open the data directory's database on a running site (`npm run backup`,
 * `restore`, `admin:create`; package.json). V8 reads it only when the process starts: set later
 * with v8.setFlagsFromString, Node 24 ignores it without a word. Not `npm run seed:large`, which
 * writes a million rows on a developer's machine: the optimising compiler pays for itself
 * there (100.8 s and 1,171 MiB without the flag, 158.4 s and 703 MiB with it).
 *
 * `--liftoff-only`: the module runs on V8's baseline compiler alone. Otherwise V8 recompiles
 * PostgreSQL's hot functions with its optimising tier in the background just after the
 * database opens, which took the process from about 250 to 730 MiB for a moment on the demo
 * data and to 1,100 MiB while creating a database, and kept 60 MiB more; `npm run backup` of
 * the demo data peaked at 921 MiB without it and 371 MiB with it.
 */
export const EMBEDDED_DATABASE_V8_FLAGS: readonly string[] = ['--liftoff-only'];

/**
 * The supervisor runs the embedded database and relays its wire messages: its flags must be on
 * its own command line, `npm start`, `npm run serve` and `npm run dev` (package.json), and in
 * every launcher that imports SUPERVISOR_START_ARGS.
 *
 * `--max-semi-space-size=4`: its live JavaScript heap is small (about 25 MiB), but the relayed
 * messages are short-lived garbage that grew V8's young generation to its default 32 MiB; at
 * 8 MiB the supervisor's peak fell from 216–220 to 198 MiB, and the database's CPU per
 * signed-in request did not move beyond the machine's noise.
 *
 * Figures: docs/decisions/0040-memory-settings-of-the-server-processes.md.
 */
export const SUPERVISOR_V8_FLAGS: readonly string[] = ['--max-semi-space-size=4', ...EMBEDDED_DATABASE_V8_FLAGS];
