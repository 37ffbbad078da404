import { siteConfig } from '@/content/site';
import { INVITATION_DAYS } from './invite-schema';

/** The invitation mail of the local auth adapter (Supabase sends its own template). */
export function invitationEmail(name: string | null, link: string) {
  return {
    subject: `You're invited to the ${siteConfig.name} client portal`,
    text: [
      `Hello${name ? ` ${name}` : ''},`,
      '',
      `You have been invited to the ${siteConfig.name} client portal, where you can follow your projects, payments and support.`,
      '',
      'Open this link to choose your password and sign in:',
      link,
      '',
      `The link works once and expires in ${INVITATION_DAYS} days.`,
    ].join('\n'),
  };
}
