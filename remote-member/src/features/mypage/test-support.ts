import type { UserInfo } from '@wallet/shared/domain';

export const userInfo: UserInfo = {
  username: 'kim01',
  realName: 'Kim Minsu',
  phone: '+82 10-1234-5678',
  email: 'kim@example.com',
  balance: 1234.5,
  held: 40,
  warnings: 1,
  recommender: 'lee02',
  referralId: 'KIMREF01',
  bankName: 'Shinhan',
  bankAccount: '110123456789',
  walletAddress: null,
  pesoAccountType: null,
  pesoAccountNumber: null,
  platforms: [
    { name: 'xpoker', platformId: 'kim-xp' },
    { name: 'ggclub', platformId: 'kim-gg' },
  ],
  language: 'en',
  role: 'user',
};

/** A logged-in member, as a previous login leaves the browser storage. */
export function storeMemberSession() {
  localStorage.setItem('token', 'member-token');
  localStorage.setItem('role', 'user');
  localStorage.setItem('expiry', '4000000000');
}
