import { siteConfig } from '@/content/site';
import { NOTIFICATION_CATEGORY_LABELS, type NotificationCategory } from './categories';

// A notification mail: plain text and HTML with the firm's name, a link into the
// portal and a one-click unsubscribe for its category.

export type NotificationEmailInput = {
  name: string | null;
  category: NotificationCategory;
  title: string;
  body: string;
  /** Absolute URL of the portal page the notification opens. */
  openUrl: string;
  /**
   * Absolute URL of the unsubscribe page (a person confirms there); null for a company's
   * billing email, which receives invoices because the company named it, not by a preference.
   */
  unsubscribeUrl: string | null;
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function notificationEmail(input: NotificationEmailInput): { subject: string; text: string; html: string } {
  const firm = siteConfig.name;
  const label = NOTIFICATION_CATEGORY_LABELS[input.category];
  const subject = `${input.title} – ${firm}`;
  const text = [
    `Hello${input.name ? ` ${input.name}` : ''},`,
    '',
    input.title,
    ...(input.body ? ['', input.body] : []),
    '',
    `Open it in the ${firm} client portal:`,
    input.openUrl,
    '',
    '--',
    ...(input.unsubscribeUrl
      ? [
          `You receive this because "${label}" emails are on in your ${firm} portal account.`,
          `Unsubscribe from these emails: ${input.unsubscribeUrl}`,
        ]
      : [`You receive this because your company named this address for billing in the ${firm} client portal.`]),
  ].join('\n');
  const paragraphs = input.body
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px">
<tr><td style="padding:24px">
<p style="margin:0 0 16px;font-weight:bold;font-size:16px">${escapeHtml(firm)}</p>
<p style="margin:0 0 12px">Hello${input.name ? ` ${escapeHtml(input.name)}` : ''},</p>
<h1 style="margin:0 0 12px;font-size:18px">${escapeHtml(input.title)}</h1>
${paragraphs}
<p style="margin:16px 0"><a href="${escapeHtml(input.openUrl)}" style="color:#1d4ed8">Open it in the client portal</a></p>
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">
<p style="margin:0;font-size:12px;color:#475569">${
    input.unsubscribeUrl
      ? `You receive this because &quot;${escapeHtml(label)}&quot; emails are on in your ${escapeHtml(firm)} portal account. <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#475569">Unsubscribe from these emails</a>.`
      : `You receive this because your company named this address for billing in the ${escapeHtml(firm)} client portal.`
  }</p>
</td></tr></table>
</body></html>`;
  return { subject, text, html };
}
