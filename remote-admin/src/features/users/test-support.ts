import type { AdminMemberDetail } from './types';

/**
 * Records the full address of every call (the shared fake fetch keeps only the path), so a test
 * can check the list's query string. Call after installFakeFetch.
 */
export function recordUrls(): URL[] {
  const urls: URL[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    urls.push(new URL(request.url));
    return inner(request);
  };
  return urls;
}

/** The query of each call to a path, as a plain object. */
export const queriesOf = (urls: URL[], path: string) =>
  urls.filter((url) => url.pathname === path).map((url) => Object.fromEntries(url.searchParams));

export function member(overrides: Partial<AdminMemberDetail> = {}): AdminMemberDetail {
  return {
    id: 7,
    username: 'kim01',
    realName: 'Kim Minsu',
    email: 'kim@example.com',
    phone: '+82 10-1234-5678',
    status: 'approved',
    balance: 1234.5,
    held: 40,
    warnings: 0,
    referralId: 'KIMREF01',
    recommender: 'lee02',
    platforms: [{ name: 'xpoker', platformId: 'kim-xp' }],
    createdAt: '2026-03-01T03:04:00.000Z',
    bankName: 'Shinhan',
    bankAccount: '110123456789',
    walletAddress: null,
    pesoAccountType: null,
    pesoAccountNumber: null,
    language: 'en',
    warningHistory: [],
    ...overrides,
  };
}

export function storeAdminSession() {
  localStorage.setItem('admin_token', 'admin-token');
}
