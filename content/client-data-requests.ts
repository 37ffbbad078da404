// The words of a client's data requests on the staff's screens: erasing a person, and the
// export that goes with it.

export const ERASURE_REMOVES = [
  'Their sign-in: the login keeps no email or password, and every session ends at once.',
  'Their name, email, phone, address and other profile details; they are shown as “Former contact”.',
  'Their place in the company, their notifications and preferences, their two-factor setup, and the mails sent to them.',
] as const;

export const ERASURE_KEEPS = [
  'Invoices and payments, which the firm must keep for its accounts.',
  'The company’s projects, files, messages, tickets, approvals and signed proposals; their messages show “Former contact” as the author.',
  'The activity log, with an entry for this erasure.',
] as const;

export const ERASURE_EXPORT_FIRST =
  'To give them a copy of the company’s data first, use Export Client Data on the client’s page.';

export const ERASED_NOTICE =
  'Erased on request: this person cannot sign in, and the firm’s records name them “Former contact”.';
