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
