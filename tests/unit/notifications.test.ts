import { describe, expect, it } from 'vitest';
import { activityCsv } from '@/lib/activity/csv';
import { ACTIVITY_TYPES, activityLabel, isActivityType } from '@/lib/activity/events';
import { activityHref } from '@/lib/activity/links';
import { activitySummary } from '@/lib/activity/summary';
import {
  channelOf,
  flagsOf,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_CATEGORY_LABELS,
} from '@/lib/notifications/categories';
import { notificationEmail } from '@/lib/notifications/email';
import { preferencesSchema } from '@/lib/notifications/schema';
import { unsubscribeToken, verifyUnsubscribeToken } from '@/lib/notifications/unsubscribe-token';
import { badStrings, wrongTypes } from '../support/bad-input';

// The unsubscribe token, the notification mail, the preference form's rule and
// the activity log's labels, summaries and CSV.

const SECRET = 'unit-test-secret-with-at-least-32-chars';
const USER = '6f1c2a4e-9b7d-4c3a-8e21-0d5f7a9b1c2e';

describe('the unsubscribe token', () => {
  it('names the person and category it was made for, and nothing else', () => {
    const token = unsubscribeToken(SECRET, USER, 'invoices');
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ userId: USER, category: 'invoices' });
    expect(verifyUnsubscribeToken('another-secret-with-at-least-32-chars!!', token)).toBeNull();
    const other = unsubscribeToken(SECRET, USER, 'messages');
    // A signature moved onto another category or person does not verify.
    expect(verifyUnsubscribeToken(SECRET, token.replace('invoices', 'messages'))).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${USER.replace('6f', '7f')}.invoices.${token.split('.')[2]}`)).toBeNull();
    expect(other).not.toBe(token);
  });

  it('refuses malformed and hostile input without throwing', () => {
    for (const value of [
      ...badStrings.map(([, v]) => v),
      ...wrongTypes.map(([, v]) => v),
      null,
      undefined,
      42,
      {},
      '',
      '..',
      `${USER}.invoices`,
    ])
      expect(verifyUnsubscribeToken(SECRET, value)).toBeNull();
    expect(verifyUnsubscribeToken(SECRET, `${unsubscribeToken(SECRET, USER, 'files')}.extra`)).toBeNull();
  });
});

describe('the notification mail', () => {
  const mail = notificationEmail({
    name: 'Ada <script>',
    category: 'stage_changes',
    title: 'Website moved to <b>Review</b>',
    body: 'Line one & more\n\nSecond "paragraph"',
    openUrl: 'https://portal.example.com/projects/1',
    unsubscribeUrl: 'https://portal.example.com/unsubscribe?token=a&b',
  });

  it('has a plain-text part with the link and the unsubscribe link', () => {
    expect(mail.subject).toBe('Website moved to <b>Review</b> – Lakeside Software & AI');
    expect(mail.text).toContain('https://portal.example.com/projects/1');
    expect(mail.text).toContain('Unsubscribe from these emails: https://portal.example.com/unsubscribe?token=a&b');
    expect(mail.text).toContain('"Project stage changes"');
  });

  it('has an HTML part with the firm name, escaping everything people typed', () => {
    expect(mail.html).toContain('Lakeside Software &amp; AI');
    expect(mail.html).toContain('Website moved to &lt;b&gt;Review&lt;/b&gt;');
    expect(mail.html).toContain('Ada &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://portal.example.com/unsubscribe?token=a&amp;b"');
    expect(mail.html).toContain('Second &quot;paragraph&quot;');
  });
});

describe('notification preferences', () => {
  it('maps each channel to in-app and email flags and back', () => {
    for (const channel of NOTIFICATION_CHANNELS) expect(channelOf(flagsOf(channel))).toBe(channel);
    expect(flagsOf('in_app')).toEqual({ inApp: true, email: false });
    expect(Object.keys(NOTIFICATION_CATEGORY_LABELS)).toEqual([...NOTIFICATION_CATEGORIES]);
  });

  it('needs a known channel for every category', () => {
    const all = Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, 'both']));
    expect(preferencesSchema.safeParse(all).success).toBe(true);
    expect(preferencesSchema.safeParse({ ...all, invoices: 'sms' }).success).toBe(false);
    const { messages: _dropped, ...missing } = all;
    void _dropped;
    expect(preferencesSchema.safeParse(missing).success).toBe(false);
    const form = new FormData();
    for (const c of NOTIFICATION_CATEGORIES) form.set(c, 'none');
    expect(preferencesSchema.safeParse(form).success).toBe(true);
  });
});

describe('the activity log', () => {
  it('labels every known type and still shows an unknown one', () => {
    for (const type of Object.keys(ACTIVITY_TYPES)) expect(isActivityType(type)).toBe(true);
    expect(activityLabel('invoice_issued')).toBe('Invoice issued');
    expect(activityLabel('message_posted')).toBe('message posted');
    expect(isActivityType('toString')).toBe(false);
  });

  it('summarises the details of each kind of entry', () => {
    expect(activitySummary('project_stage_changed', { title: 'Site', from: 'proposal_sent', to: 'completed' })).toBe(
      'Site: Proposal Sent → Completed',
    );
    expect(activitySummary('invoice_issued', { number: 'INV-2026-0001', amount_cents: 123456 })).toBe(
      'INV-2026-0001 ($1,234.56)',
    );
    expect(activitySummary('project_updated', { title: 'Site', fields: ['monthly_fee', 'title'] })).toBe(
      'Site: monthly fee, title',
    );
    expect(activitySummary('file_uploaded', { file_name: 'a.pdf' })).toBe('a.pdf');
    expect(activitySummary('anything', null)).toBe('');
  });

  it('exports CSV with formula-safe cells and keeps the filter in its links', () => {
    const csv = activityCsv([
      {
        id: 1,
        action: 'project_created',
        createdAt: new Date('2026-11-23T10:00:00Z'),
        details: { title: '=HYPERLINK("x")', stage: 'discovery_audit' },
        ip: '10.0.0.1',
        actorId: USER,
        actorName: 'Ada, Admin',
        actorEmail: 'ada@example.com',
        projectId: null,
        projectTitle: '=HYPERLINK("x")',
        clientId: null,
        clientName: null,
      },
    ]);
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('When (UTC),Who,Email,What,Details,Client,Project,IP');
    expect(row).toBe(
      `2026-11-23T10:00:00.000Z,"Ada, Admin",ada@example.com,Project created,"'=HYPERLINK(""x"") (Discovery/Audit)",,"'=HYPERLINK(""x"")",10.0.0.1`,
    );
    expect(activityHref({ type: 'invoice_issued', person: USER, page: 2 })).toBe(
      `/admin/activity?person=${USER}&type=invoice_issued&page=2`,
    );
    expect(activityHref({ page: 1 }, '/admin/activity/activity.csv')).toBe('/admin/activity/activity.csv');
  });
});
