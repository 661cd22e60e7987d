import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the sink received it, decoded enough to read codes and links. */
export interface SunkMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps every message in memory. The app
 * sends to it through nodemailer exactly as it would to a real mail server.
 */
export class MailSink {
  private readonly inbox: SunkMail[] = [];
  private readonly server: SMTPServer;
  /** `smtp://127.0.0.1:<port>`, for the app's SMTP_URL. */
  url = '';

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on the loopback: no certificate to trust, nothing to log in with.
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          this.inbox.push({ ...parseMessage(Buffer.concat(chunks).toString('utf8')), to });
          callback();
        });
      },
    });
  }

  static async start(): Promise<MailSink> {
    const sink = new MailSink();
    await new Promise<void>((resolve, reject) => {
      sink.server.once('error', reject);
      sink.server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = sink.server.server.address() as AddressInfo;
    sink.url = `smtp://127.0.0.1:${port}`;
    return sink;
  }

  /** Every message received and not yet taken. */
  get messages(): readonly SunkMail[] {
    return this.inbox;
  }

  /** Takes the oldest message to `to` out of the inbox, waiting up to `timeoutMs` for it. */
  async waitForMail(to: string, timeoutMs = 5000): Promise<SunkMail> {
    const address = to.toLowerCase();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.inbox.findIndex((mail) => mail.to.includes(address));
      if (index >= 0) return this.inbox.splice(index, 1)[0] as SunkMail;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The messages to `to` received so far, left in the inbox. */
  mailTo(to: string): SunkMail[] {
    return this.inbox.filter((mail) => mail.to.includes(to.toLowerCase()));
  }

  clear(): void {
    this.inbox.length = 0;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The 6-digit code in a verification mail. */
export function codeIn(mail: SunkMail): string {
  const match = /code is (\d{6})/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in: ${mail.text}`);
  return match[1];
}

/** The reset link in a mail, and its token. */
export function resetLinkIn(mail: SunkMail): { link: string; token: string } {
  const match = /(https?:\/\/\S+\/reset-password\?token=(\S+))/.exec(mail.text);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in: ${mail.text}`);
  return { link: match[1], token: decodeURIComponent(match[2]) };
}

/** Headers and a text body, undoing quoted-printable or base64 transfer encoding. */
function parseMessage(raw: string): Omit<SunkMail, 'to'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') {
    text = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  } else if (encoding === 'base64') {
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return {
    from: header('From'),
    subject: header('Subject'),
    text: text.replace(/\r\n/g, '\n').trimEnd(),
  };
}
