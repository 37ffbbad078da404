// Detail pages (an id in the address) share the portal shell but sit outside the shell's
// loading boundary ((shell)/loading.tsx): behind a Suspense fallback the status line is sent
// before the page knows whether the id names anything, so notFound() could only ever answer
// 200. Here the page settles before the first byte, and an unknown id is a real 404 (and a
// database outage a real 503, scripts/next-server.ts).
export { default } from '../(shell)/layout';
