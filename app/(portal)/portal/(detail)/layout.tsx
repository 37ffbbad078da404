// Pages that share the portal shell but sit outside the shell's loading boundary
// ((shell)/loading.tsx). Behind a Suspense fallback the status line is sent before the page
// knows whether its id names anything, so notFound() could only ever answer 200; and a browser
// without JavaScript never swaps the streamed page in for the fallback, so it would see only
// the spinner. Here the page settles before the first byte: an unknown id is a real 404 (and a
// database outage a real 503, lib/outage/page-outage.ts), and the forms of the detail pages and of
// /notifications work with JavaScript off.
export { default } from '../(shell)/layout';
