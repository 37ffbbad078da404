// Messages of the action wrapper that client components show too (no server-only imports).

export const NOT_ALLOWED = 'You are not allowed to do that.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const TWO_FACTOR_REQUIRED = 'Two-factor sign-in is required for admins. Please set it up under My Account.';
/** An action that could not be reached or failed unexpectedly (shown by forms that call actions from code). */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
