import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { invitationEmail } from '@/lib/auth/invitation-email';
import { smtpTransport } from '@/lib/mail/smtp';

// A real SMTP sink on loopback: the invitation mail goes out when SMTP_URL is set.
describe('the invitation mail', () => {
  const received: { to: string[]; body: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const link = 'http://portal.localhost:3000/auth/accept-invite?token=abc123';

  it('names the person, carries the link and says when it expires', () => {
    const mail = invitationEmail('Ann Lee', link);
    expect(mail.subject).toMatch(/invited to the .* client portal/);
    expect(mail.text).toContain('Hello Ann Lee,');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('expires in 7 days');
  });

  it('is sent through the SMTP server in SMTP_URL', async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    await transport.send({ to: 'ann@client.test', ...invitationEmail('Ann Lee', link) });
    transport.close();
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['ann@client.test']);
    // The body is quoted-printable: undo soft line breaks and =XX escapes.
    const text = received[0].body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(text).toContain(link);
  });
});
