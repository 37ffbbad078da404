import 'server-only';
import nodemailer from 'nodemailer';
import { siteConfig } from '@/content/site';
import { inviteMethod } from './invite-method';

/**
 * `html` and `headers` (List-Unsubscribe) are set by notification mails; `calendar` (an
 * invitation's RFC 5545 text) by a booked call's mails.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  html?: string;
  headers?: Record<string, string>;
  calendar?: string;
};

export type SmtpTransport = { send(mail: Mail): Promise<void>; close(): void };

/**
 * An SMTP connection to SMTP_URL with bounded waits, so an unreachable server fails a try
 * within seconds instead of holding a sender for minutes.
 */
export function smtpTransport(smtpUrl: string): SmtpTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ calendar, ...mail }) {
      await transport.sendMail({
        from: `"${siteConfig.name}" <${siteConfig.email}>`,
        ...mail,
        // An invitation as calendar programs expect it: a text/calendar part with its METHOD.
        ...(calendar
          ? { icalEvent: { filename: 'invite.ics', method: inviteMethod(calendar), content: calendar } }
          : {}),
      });
    },
    close: () => transport.close(),
  };
}
