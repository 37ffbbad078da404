import 'server-only';
import nodemailer from 'nodemailer';
import { env } from '@/lib/config/env';
import { siteConfig } from '@/content/site';

export type Mail = { to: string; subject: string; text: string; replyTo?: string };

let transport: nodemailer.Transporter | undefined;

/** Sends through SMTP_URL; without it there is no mail server and nothing is sent (returns false). */
export async function sendMail(mail: Mail): Promise<boolean> {
  const url = env().SMTP_URL;
  if (!url) return false;
  transport ??= nodemailer.createTransport(url);
  await transport.sendMail({ from: `${siteConfig.name} <${siteConfig.email}>`, ...mail });
  return true;
}
