import { memberAccountCode, parseMemberAccountCode } from './ledger-accounts';

test('a member account code reads back as the member and the part it was written from', () => {
  expect(memberAccountCode(42, 'held')).toBe('member:42:held');
  expect(parseMemberAccountCode(memberAccountCode(42, 'held'))).toEqual({
    userId: 42,
    part: 'held',
  });
  expect(parseMemberAccountCode('member:7:available')).toEqual({ userId: 7, part: 'available' });
});

test('other accounts and malformed codes are not member accounts', () => {
  for (const code of [
    'fee_income:USD',
    'platform:ggclub',
    'member:0:held',
    'member:7:spare',
    'member:x:held',
  ]) {
    expect(parseMemberAccountCode(code)).toBeNull();
  }
});
