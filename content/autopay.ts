// The words of autopay on the client's billing page and in the firm's settings.

export const autopayCopy = {
  heading: 'Autopay',
  intro:
    'Save a card or bank account with Stripe and, if you like, have invoices paid automatically. Card and bank details are entered on Stripe’s page and never reach us; we keep only the brand, the last four digits and the expiry.',
  notAvailable: 'Saving a payment method is not available right now; please pay each invoice as described below.',
  noMethod: 'No payment method is saved.',
  saveMethod: 'Save a Card or Bank Account',
  replaceMethod: 'Replace Payment Method',
  opening: 'Opening Stripe…',
  continueToStripe: 'Continue to Stripe’s secure page',
  savedPending:
    'Stripe is confirming your payment method. It appears here as soon as Stripe tells us (a bank account may first need to be verified).',
  expiresSoon: 'Expires soon: save a new card before then so autopay keeps working.',
  expired: 'Expired: save a new card so autopay can charge it.',
  agree: 'I agree to the terms above',
  turnOn: (label: string) => `Turn On Autopay for ${label}`,
  turnOff: (label: string) => `Turn Off Autopay for ${label}`,
  isOn: (label: string) => `Autopay is on for ${label.toLowerCase()}.`,
  isOff: (label: string) => `Autopay is off for ${label.toLowerCase()}.`,
  since: (when: string, who: string | null) => `Turned on ${when}${who ? ` by ${who}` : ''}.`,
  needsMethod: 'Save a payment method first to turn autopay on.',
  recentHeading: 'Recent automatic charges',
  settingsHeading: 'Autopay',
  settingsText: 'When invoices of clients who turned on autopay are charged to their saved payment method.',
  saveTiming: 'Save Autopay Timing',
};
