import { createTransport } from 'nodemailer';

/** A mail as the site writes it: plain text, one recipient. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** How mail leaves the server: SMTP, or printed for a person trying the site locally. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** Mail through SMTP (nodemailer); `url` like `smtp://user:password@host:587`. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(
    {
      url,
      // A mail server that does not answer must fail a request in seconds, not minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from },
  );
  return {
    send: async (mail) => {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: async () => {
      transport.close();
    },
  };
}

/**
 * Without SMTP (outside production only): each mail is printed, so the person trying the site can
 * read the code or the link from the terminal. `write` is stdout unless a test passes its own.
 */
export function printingMailer(
  write: (text: string) => void = (text) => process.stdout.write(text),
): Mailer {
  return {
    send: async (mail) => {
      write(
        [
          '----- mail (SMTP_URL is not set: printed, not sent) -----',
          `To: ${mail.to}`,
          `Subject: ${mail.subject}`,
          '',
          mail.text,
          '----- end of mail -----',
          '',
        ].join('\n'),
      );
    },
    close: async () => undefined,
  };
}
