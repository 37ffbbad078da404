/** Header the proxy sets to the portal path the browser asked for (with its query). */
export const PATH_HEADER = 'x-portal-path';
