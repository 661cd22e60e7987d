// The one SMTP sink of every test (e2e/fixtures/mail-sink.mjs), holding messages in memory.
import {
  startSmtpSink,
  type RunningSink,
  type SunkMail,
} from '../../../e2e/fixtures/mail-sink.mjs';

export type { SunkMail };

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps every message in memory. The app
 * sends to it through nodemailer exactly as it would to a real mail server.
 */
export class MailSink {
  private readonly inbox: SunkMail[] = [];
  private sink: RunningSink | null = null;

  /** `smtp://127.0.0.1:<port>`, for the app's SMTP_URL. */
  get url(): string {
    return this.sink?.url ?? '';
  }

  static async start(): Promise<MailSink> {
    const mailSink = new MailSink();
    mailSink.sink = await startSmtpSink((mail) => mailSink.inbox.push(mail));
    return mailSink;
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
    return this.sink?.close() ?? Promise.resolve();
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
