import { createHash } from 'node:crypto';
import { THEME_FIRST_PAINT_SCRIPT } from './first-paint-script';

/**
 * The CSP source that allows the public layout's theme script on a page rendered per request
 * (the case studies, the booking page). The layout is shared with the prerendered pages, so it
 * cannot read the request's nonce; the script is fixed text, so its hash allows it instead, as
 * the static pages' policy does.
 */
export const THEME_FIRST_PAINT_SCRIPT_HASH = `sha256-${createHash('sha256').update(THEME_FIRST_PAINT_SCRIPT).digest('base64')}`;
