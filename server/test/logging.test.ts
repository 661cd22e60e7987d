import { buildApp, loggerOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { createAccount } from '../src/modules/users/service';
import { openTestDatabase } from './support/databases';

jest.setTimeout(60_000);

describe('the log', () => {
  it('never holds a password, a token, a code or a reset link', async () => {
    const lines: string[] = [];
    const database = await openTestDatabase();
    const app = await buildApp(loadConfig({}), {
      db: database.db,
      logger: loggerOptions('trace', { write: (line) => lines.push(line) }),
    });
    try {
      await createAccount(database.db, {
        username: 'logged01',
        password: 'Secret4Log',
        role: 'user',
        status: 'approved',
      });
      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: 'logged01', password: 'Secret4Log' },
      });
      expect(login.statusCode).toBe(200);
      const token: string = login.json().token;
      await app.inject({ url: '/api/users/info', headers: { authorization: `Bearer ${token}` } });
      await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: 'logged01', password: 'Wrong4Log' },
      });
      // A mailed reset link opened in the browser, and codes in a query: the address is logged,
      // the secret values are not.
      const resetToken = 'rSt0kEnFromTheMailedLink1234567890';
      await app.inject({ url: `/reset-password?token=${resetToken}&lang=ko` });
      await app.inject({ url: `/api/users/check-username?username=logged01&code=864209` });
      await app.inject({ url: `/api/users/info?access_token=${token}` });
      // Whatever a module logs with a request or a body attached is masked too.
      // A cookie a browser or a proxy sends (the site sets none) is masked as well.
      const cookie = 'sid=cOoKiEsEcReT42';
      await app.inject({ url: '/api/users/info', headers: { cookie, authorization: 'Bearer x' } });
      app.log.info({ req: { headers: { cookie } } }, 'a request with a cookie');
      app.log.info(
        {
          req: { headers: { authorization: `Bearer ${token}` } },
          body: { password: 'Secret4Log', moneyPassword: '123456' },
        },
        'a request',
      );

      const text = lines.join('');
      expect(lines.length).toBeGreaterThan(5);
      expect(text).toContain('/api/users/login');
      expect(text).toContain('/reset-password?token=[redacted]&lang=ko');
      expect(text).toContain('username=logged01');
      expect(text).toContain('[redacted]');
      for (const secret of [
        'Secret4Log',
        'Wrong4Log',
        '123456',
        token,
        resetToken,
        '864209',
        'cOoKiEsEcReT42',
      ]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
