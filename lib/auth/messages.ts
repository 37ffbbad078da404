// What the account screens say, in one place for the actions, pages and tests.

export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact us if you need access again.';
export const RESET_REQUESTED =
  'If an account exists for that email address, we have sent it a link to reset the password. The link works once and expires in 1 hour.';
export const INVALID_RESET_LINK = 'This password reset link is invalid, used or expired. Please ask for a new one.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const PROFILE_SAVED = 'Your profile has been saved.';
export const PASSWORD_CHANGED = 'Your password has been changed. Your other sessions have been signed out.';
export const EMAIL_CHANGE_SENT =
  'We have sent a confirmation link to the new address. Your email changes when you open it. Your current address has been told, with a link to undo the change.';
export const EMAIL_CHANGE_CODE_NEEDED = 'Enter the code from your authenticator app to change your email.';
export const EMAIL_CHANGE_PASSWORD_NEEDED = 'Enter your current password to change your email.';
export const INVALID_UNDO_LINK = 'This undo link is invalid, used or expired.';
export const UNDO_EMAIL_TAKEN =
  'Your old address now belongs to another account, so it cannot be restored. Please contact us.';
export const EMAIL_CHANGE_UNDONE =
  'Your sign-in email is this address again, and every session of your account has been signed out. Sign in and choose a new password.';
export const UNDO_NOT_AVAILABLE = 'Undoing an email change is not available here. Please contact us.';
export const INVALID_EMAIL_LINK = 'This confirmation link is invalid, used or expired.';
export const EMAIL_TAKEN = 'A user with this email address already exists.';
export const TOO_MANY_RESET_REQUESTS = 'Too many requests. Please wait 15 minutes and try again.';
export const TWO_FACTOR_NEEDED = 'Enter the code from your authenticator app.';
export const TWO_FACTOR_EXPIRED = 'Your sign-in has timed out. Please sign in again.';
export const INVALID_CODE = 'That code is not correct. Please try again.';
