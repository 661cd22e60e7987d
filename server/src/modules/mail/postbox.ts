import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/errors';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * What the modules send mail through. `send` waits and turns a failure into 503
 * `mail_unavailable`; `sendLater` answers at once (the reply must not wait on, or reveal, the
 * mail) and logs a failure. `close` waits for the mail still on its way.
 */
export class Postbox {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.mailer.send(mail);
    } catch (error) {
      this.logFailure(mail, error);
      throw new HttpError(
        503,
        'mail_unavailable',
        'The mail could not be sent; try again in a moment',
      );
    }
  }

  /**
   * `mail` may be work that writes what the mail refers to and answers the mail (or null for
   * none): done after the reply too, so the reply's timing does not tell whether it was sent.
   */
  sendLater(mail: OutgoingMail | (() => Promise<OutgoingMail | null>)): void {
    const sending = (async () => {
      let prepared: OutgoingMail | null = null;
      try {
        prepared = typeof mail === 'function' ? await mail() : mail;
        if (prepared) await this.mailer.send(prepared);
      } catch (error) {
        this.logFailure(prepared, error);
      }
    })();
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  /** Waits for the mail under way (tests, shutdown). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  private logFailure(mail: OutgoingMail | null, error: unknown): void {
    // Subject and address only: the text holds codes and links.
    const reason = error instanceof Error ? error.message : String(error);
    this.log.error({ to: mail?.to, subject: mail?.subject, reason }, 'mail not sent');
  }
}
