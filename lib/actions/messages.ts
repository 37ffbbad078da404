// Messages of the action wrapper that client components show too (no server-only imports).

export const NOT_ALLOWED = 'You are not allowed to do that.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const TWO_FACTOR_REQUIRED = 'Two-factor sign-in is required for admins. Please set it up under My Account.';
