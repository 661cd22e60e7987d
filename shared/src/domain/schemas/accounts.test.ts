import {
  bankInfoBodySchema,
  changePasswordBodySchema,
  phoneSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  type RegisterBody,
} from './accounts';

const valid: RegisterBody = {
  username: 'newbie01',
  password: 'secret123',
  passwordConfirm: 'secret123',
  moneyPassword: '123456',
  realName: 'Kim Minsu',
  phone: '+82 10-1234-5678',
  email: 'newbie@example.com',
  referralId: 'abcd1234',
  bankName: 'Shinhan',
  bankAccount: '110-123-456789',
  platforms: [{ name: 'xpoker', platformId: 'xp-778' }],
  agreeTerms: true,
};

/** The field code each failing field would get from the server: the first message per path. */
function codes(input: unknown): Record<string, string> {
  const result = registerBodySchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

describe('registration rules (docs/product.md §12, §5)', () => {
  it('accepts a complete registration and reads the referral id in capitals', () => {
    const parsed = registerBodySchema.parse(valid);
    expect(parsed.referralId).toBe('ABCD1234');
  });

  it.each([
    ['', 'required'],
    ['abcd', 'too_short'],
    ['a'.repeat(21), 'too_long'],
    ['user_01', 'pattern'],
    ['사용자이름1', 'pattern'],
  ])('username %j is refused with %s', (username, code) => {
    expect(codes({ ...valid, username })).toEqual({ username: code });
  });

  it.each([
    ['short1', 'too_short'],
    ['lettersonly', 'pattern'],
    ['12345678', 'pattern'],
    ['secret12!', 'pattern'],
  ])('password %j is refused with %s', (password, code) => {
    expect(codes({ ...valid, password, passwordConfirm: password })).toEqual({ password: code });
  });

  it('needs the confirmation to match', () => {
    expect(codes({ ...valid, passwordConfirm: 'secret124' })).toEqual({
      passwordConfirm: 'mismatch',
    });
  });

  it('tells an unticked box and a confirmation that differs at once', () => {
    expect(codes({ ...valid, agreeTerms: false, passwordConfirm: 'secret124' })).toEqual({
      agreeTerms: 'required',
      passwordConfirm: 'mismatch',
    });
  });

  it.each(['12345', '1234567', 'abcdef'])(
    'withdrawal password %j is not six digits',
    (moneyPassword) => {
      expect(codes({ ...valid, moneyPassword })).toEqual({ moneyPassword: 'pattern' });
    },
  );

  it('needs 1 to 4 platforms, none twice, every field filled', () => {
    expect(codes({ ...valid, platforms: [] })).toEqual({ platforms: 'required' });
    const five = ['pokerbros', 'xpoker', 'pokernex', 'ggclub', 'xpoker'].map((name) => ({
      name,
      platformId: 'id1',
    }));
    expect(codes({ ...valid, platforms: five })).toEqual({ platforms: 'too_long' });
    expect(
      codes({
        ...valid,
        platforms: [
          { name: 'xpoker', platformId: 'a1' },
          { name: 'xpoker', platformId: 'a2' },
        ],
      }),
    ).toEqual({ 'platforms.1.name': 'taken' });
    expect(codes({ ...valid, platforms: [{ name: 'xpoker', platformId: ' ' }] })).toEqual({
      'platforms.0.platformId': 'required',
    });
  });

  it('needs the terms accepted, a valid email and an existing-looking referral id', () => {
    expect(codes({ ...valid, agreeTerms: false })).toEqual({ agreeTerms: 'required' });
    expect(codes({ ...valid, email: 'not-an-email' })).toEqual({ email: 'invalid' });
    expect(codes({ ...valid, referralId: 'abc' })).toEqual({ referralId: 'pattern' });
  });

  it('refuses fields it does not know', () => {
    expect(codes({ ...valid, role: 'admin' })).toEqual({ '': expect.any(String) });
  });
});

describe('phone numbers', () => {
  it.each(['010-1234-5678', '+82 10 1234 5678', '639171234567'])('accepts %j', (phone) => {
    expect(phoneSchema.safeParse(phone).success).toBe(true);
  });
  it.each(['12345678', '+1234567890123456', '010.1234.5678', 'call me'])('refuses %j', (phone) => {
    expect(phoneSchema.safeParse(phone).success).toBe(false);
  });
});

describe('password changes and bank info', () => {
  it('reset and change need a matching confirmation', () => {
    expect(
      resetPasswordBodySchema.safeParse({
        token: 't',
        password: 'secret123',
        passwordConfirm: 'secret321',
      }).success,
    ).toBe(false);
    expect(
      changePasswordBodySchema.safeParse({
        currentPassword: 'old',
        newPassword: 'secret123',
        newPasswordConfirm: 'secret123',
      }).success,
    ).toBe(true);
  });

  it('bank info needs the six-digit withdrawal password', () => {
    const body = { bankName: 'Shinhan', bankAccount: '110-123-456789', moneyPassword: '12345' };
    expect(bankInfoBodySchema.safeParse(body).success).toBe(false);
    expect(bankInfoBodySchema.safeParse({ ...body, moneyPassword: '123456' }).success).toBe(true);
  });

  it('takes account numbers of 6 to 30 digits in groups, and wallet addresses of letters and digits', () => {
    const base = { bankName: 'Shinhan', bankAccount: '110-123-456789', moneyPassword: '123456' };
    const codeOf = (body: object, field: string) =>
      bankInfoBodySchema
        .safeParse({ ...base, ...body })
        .error?.issues.find((issue) => issue.path[0] === field)?.message;
    for (const bankAccount of ['110123456789', '110 123 456789', ' 1002-333 ', '999-999']) {
      expect({ bankAccount, code: codeOf({ bankAccount }, 'bankAccount') }).toEqual({
        bankAccount,
        code: undefined,
      });
    }
    for (const bankAccount of [
      'abc',
      '999',
      '110--123456',
      '110-123-45678a',
      '-123456',
      '1'.repeat(31),
    ]) {
      expect({ bankAccount, code: codeOf({ bankAccount }, 'bankAccount') }).toEqual({
        bankAccount,
        code: 'pattern',
      });
    }
    expect(codeOf({ pesoAccountNumber: 'not a number' }, 'pesoAccountNumber')).toBe('pattern');
    expect(codeOf({ pesoAccountNumber: '0917 123 4567' }, 'pesoAccountNumber')).toBeUndefined();
    for (const walletAddress of [
      '',
      null,
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    ]) {
      expect(codeOf({ walletAddress }, 'walletAddress')).toBeUndefined();
    }
    for (const walletAddress of [
      'not-an-address!!',
      'TQn9Y2kh',
      'TQn9Y2khEsLJW1Ch VWFMSMeRDow5KcbLSE',
    ]) {
      expect({ walletAddress, code: codeOf({ walletAddress }, 'walletAddress') }).toEqual({
        walletAddress,
        code: 'pattern',
      });
    }
  });
});
