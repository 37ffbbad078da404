import { describe, expect, it } from 'vitest';
import { contactSchema } from '@/lib/inquiries/schema';
import { createClientSchema } from '@/lib/clients/schema';
import { inviteUserSchema } from '@/lib/users/schema';
import { isStrictEmail } from '@/lib/validation/email';
import { mailtoHref } from '@/lib/links/mailto';

// An email address that leaves the site in a mailto: link cannot carry
// extra headers (bcc, body) or break out of the link.

const hostile = [
  'victim@x.com?bcc=attacker@evil.com',
  'victim@x.com?body=click%20here',
  'victim@x.com&cc=a@evil.com',
  'a@b.com,attacker@evil.com',
  'a@b.com;attacker@evil.com',
  'a@b.com%0d%0abcc:x@evil.com',
  'a@b.com\nbcc:x@evil.com',
  'a@b.com#frag',
  '"javascript:alert(1)"@x.com',
  'a b@x.com',
  '<a@x.com>',
  'a@x.com/path',
  'a@localhost',
  'a@@x.com',
  '@x.com',
  'a@',
  'a@x..com',
  '.a@x.com',
];

describe('strict email validation, one rule for every form', () => {
  it.each(hostile)('refuses %j everywhere', (email) => {
    expect(isStrictEmail(email)).toBe(false);
    const contact = contactSchema.safeParse({
      fullName: 'A',
      email,
      company: 'B',
      projectType: 'other',
      budget: '5k-15k',
      timeline: 'flexible',
      description: 'x'.repeat(60),
    });
    expect(contact.success).toBe(false);
    expect(createClientSchema.safeParse({ email, fullName: 'A', customFields: {} }).success).toBe(false);
    expect(
      createClientSchema.safeParse({ email: 'ok@x.test', fullName: 'A', billingEmail: email, customFields: {} })
        .success,
    ).toBe(false);
    expect(inviteUserSchema.safeParse({ email, fullName: 'A' }).success).toBe(false);
  });

  it.each(['robin@quinn.example', 'a.b+tag@sub.example.co.uk', "o'neil@x.test", 'x_y-z@demo.test'])(
    'accepts %s',
    (email) => {
      expect(isStrictEmail(email)).toBe(true);
    },
  );
});

describe('mailtoHref', () => {
  it('links a valid address, with parameters encoded', () => {
    expect(mailtoHref('robin@quinn.example')).toBe('mailto:robin@quinn.example');
    expect(mailtoHref("o'neil@x.test", { subject: 'Re: a&b?c=d #1' })).toBe(
      "mailto:o'neil@x.test?subject=Re%3A%20a%26b%3Fc%3Dd%20%231",
    );
  });

  it.each(hostile)('gives no link for %j (shown as text instead)', (email) => {
    expect(mailtoHref(email)).toBeNull();
  });
});
