import { siteConfig } from '@/content/site';

// The account mails of the local auth adapter (Supabase mode sends its own templates).

export function passwordResetEmail(link: string) {
  return {
    subject: `Reset your ${siteConfig.name} portal password`,
    text: [
      'Hello,',
      '',
      `Someone (hopefully you) asked to reset the password of your ${siteConfig.name} client portal account.`,
      '',
      'Open this link to choose a new password:',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function emailChangeEmail(link: string, newEmail: string) {
  return {
    subject: `Confirm your new ${siteConfig.name} portal email address`,
    text: [
      'Hello,',
      '',
      `Please confirm that ${newEmail} should become the sign-in email of your ${siteConfig.name} client portal account.`,
      '',
      'Open this link to confirm:',
      link,
      '',
      'The link works once and expires in 24 hours. If you did not ask for this, ignore this mail.',
    ].join('\n'),
  };
}

/** To the old address when someone asks to move the account's sign-in email away from it. */
export function emailChangeNoticeEmail(undoLink: string, newEmail: string) {
  return {
    subject: `Your ${siteConfig.name} portal sign-in email is being changed`,
    text: [
      'Hello,',
      '',
      `Someone signed in to your ${siteConfig.name} client portal account asked to change its sign-in email from this address to ${newEmail}.`,
      '',
      'If that was you, there is nothing to do.',
      '',
      'If it was not, open this link: it keeps (or puts back) this address as the sign-in email and signs out every session of the account. Then choose a new password.',
      undoLink,
      '',
      'The link works once and expires in 7 days.',
    ].join('\n'),
  };
}
