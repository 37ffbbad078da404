// The static best-practice lists of the Security Dashboard.
export const securityPractices = [
  {
    title: 'Accounts',
    items: [
      'Use strong, unique passwords (a password manager helps)',
      'Turn on multi-factor authentication (MFA) for every admin',
      'Rotate the admin access token regularly and after staff changes',
    ],
  },
  {
    title: 'Monitoring',
    items: [
      'Monitor the activity and security logs',
      'Review these security metrics every week',
      'Keep rate limiting on for sign-in and forms',
    ],
  },
  {
    title: 'Infrastructure',
    items: ['Keep software and dependencies updated', 'Serve everything over HTTPS only'],
  },
] as const;
