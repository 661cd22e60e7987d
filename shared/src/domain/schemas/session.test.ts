import { loginBodySchema } from './session';

describe('loginBodySchema', () => {
  it('accepts a username and a password', () => {
    expect(loginBodySchema.parse({ username: ' demo01 ', password: 'secret12' })).toEqual({
      username: 'demo01',
      password: 'secret12',
    });
  });

  it('requires both fields', () => {
    const result = loginBodySchema.safeParse({ username: '', password: '' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it('refuses unknown fields', () => {
    expect(loginBodySchema.safeParse({ username: 'a', password: 'b', role: 'admin' }).success).toBe(
      false,
    );
  });
});
