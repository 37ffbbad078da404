import { THEME_COOKIE } from './themes';

/**
 * The public pages are prerendered, the same HTML for everyone, so the server cannot put the
 * browser's theme on <html>. This script, the first thing in <head>, does it before the first
 * paint: it copies an explicit choice from the cookie to data-theme (no cookie: the stylesheet
 * follows the system). Fixed text, so the static CSP allows it by its hash
 * (scripts/static-csp.ts), like the framework's own inline scripts.
 */
export const THEME_FIRST_PAINT_SCRIPT = `try{var m=document.cookie.match(/(?:^|; )${THEME_COOKIE}=(light|dark)(?:;|$)/);if(m)document.documentElement.dataset.theme=m[1]}catch(e){}`;
