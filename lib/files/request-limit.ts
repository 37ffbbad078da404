import { MAX_FILE_BYTES } from './rules';

/**
 * The largest request body the server reads: one shared file (10 MB) and its form
 * envelope. Matches serverActions.bodySizeLimit and proxyClientMaxBodySize (11 MB) in
 * next.config.ts and client_max_body_size in docs/deploy/; a larger declared length is
 * answered 413 by proxy.ts, a larger body sent without one by the upload routes
 * (readCappedForm) and by Next.js for server actions.
 */
export const MAX_REQUEST_BYTES = MAX_FILE_BYTES + 1024 * 1024;

export const TOO_LARGE_MESSAGE = 'The upload is too large: files may be at most 10 MB.';
