/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment is compiled
 * whole on a background thread while it streams in. scripts/compile-hints.ts puts it on the
 * framework chunks after the build; other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
