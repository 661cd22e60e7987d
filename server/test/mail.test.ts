import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { printingMailer } from '../src/modules/mail';
import { openTestDatabase } from './support/databases';
import { createTestApp } from './support/test-app';

jest.setTimeout(30_000);

describe('mail', () => {
  it('without SMTP_URL prints each mail: recipient, subject and text', async () => {
    const printed: string[] = [];
    const database = await openTestDatabase();
    const app = await buildApp(loadConfig({}), {
      db: database.db,
      mailer: printingMailer((text) => printed.push(text)),
    });
    try {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/users/email-code',
        payload: { email: 'reader@example.test' },
      });
      expect(answer.statusCode).toBe(204);
      expect(printed).toHaveLength(1);
      const text = printed[0] ?? '';
      expect(text).toContain('To: reader@example.test');
      expect(text).toContain('Subject: Your Member Wallet verification code');
      expect(text).toMatch(/Your verification code is \d{6}/);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 mail_unavailable when the mail server cannot be reached', async () => {
    // Port 1 on the loopback refuses at once: a mail server that is down.
    const t = await createTestApp({
      config: { mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'x <x@example.test>' } },
    });
    try {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/users/email-code',
        payload: { email: 'nobody@example.test' },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ error: 'mail_unavailable', message: expect.any(String) });
    } finally {
      await t.close();
    }
  });
});
