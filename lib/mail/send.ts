import 'server-only';
import nodemailer from 'nodemailer';
import { siteConfig } from '@/content/site';
import { env } from '@/lib/config/env';

export type Mail = { to: string; subject: string; text: string; replyTo?: string };

/**
 * Sends a plain-text mail through SMTP_URL. Returns false when no mail server is configured
 * (the product runs without one; callers then show what would have been sent).
 */
export async function sendMail(mail: Mail, smtpUrl: string | undefined = env().SMTP_URL): Promise<boolean> {
  if (!smtpUrl) return false;
  const transport = nodemailer.createTransport(smtpUrl);
  try {
    await transport.sendMail({ from: `"${siteConfig.name}" <${siteConfig.email}>`, ...mail });
  } finally {
    transport.close();
  }
  return true;
}
