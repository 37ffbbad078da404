// What people read while the database cannot be reached: the page the proxy
// answers with a 503, the portal's error boundary, and every action's error value.
export const OUTAGE = {
  title: 'Temporarily unavailable',
  lead: 'We cannot reach our database for a moment. Nothing was lost: everything you saved before is safe.',
  next: 'Please try again in a few seconds. If you were sending a form, send it again: it will be stored only once.',
  retry: 'Try again',
};

export const DATABASE_UNAVAILABLE_MESSAGE =
  'We could not save this right now because our database is temporarily unavailable. Nothing was lost: please send it again in a few seconds (it will be stored only once).';
