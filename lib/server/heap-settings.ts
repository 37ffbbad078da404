// V8 heap settings for the production web server, the Next.js process that scripts/serve.ts
// starts (issue 20, item 6).

/**
 * By default V8 lets old space grow to up to four times what survived the last major
 * collection before collecting again, and on a machine with plenty of memory it uses that
 * room: under the bench's loads the web server reached about 520 MiB resident with 95–116 MiB
 * live. A fixed growth step of 50 % collects sooner. Measured on the bench's demo-seed loads
 * (docs/decisions.md): the web server's peak fell to 267–311 MiB, and the CPU per signed-in
 * request did not move beyond the machine's noise, so no user pays for it.
 *
 * Not `--max-old-space-size`: a hard cap turns a large export into an out-of-memory crash.
 * Not `--optimize-for-size`: it also shrinks the young generation and the optimising
 * compiler's work, and a signed-in page cost 50–100 % more CPU under it.
 * The supervisor does not get them: its growth is the embedded database's WebAssembly
 * memory, and the same step left its peak where it was.
 */
export const SERVER_HEAP_FLAGS: readonly string[] = ['--heap-growing-percent=50'];
