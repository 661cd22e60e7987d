import { act } from '@testing-library/react';
import type { Language } from '@wallet/shared/domain';
import { baseApi } from '@wallet/shared/store';
import { installFakeFetch } from '@wallet/shared/testing';
import { renderWithShell, storeMemberSession } from '../../testing/render';
import { MemberLanguageSync } from './MemberLanguageSync';

beforeEach(() => localStorage.clear());

/** A server that knows the member's language as `stored` and records what it is told. */
function serve(stored: Language, role: 'user' | 'admin' = 'user') {
  return installFakeFetch({
    'GET /api/users/info': { status: 200, body: { username: 'kim01', role, language: stored } },
    'PATCH /api/users/language': { status: 204 },
  });
}

const saves = (calls: ReturnType<typeof serve>) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body]);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

test('a member reading in Korean whose server still says English has Korean saved, once', async () => {
  storeMemberSession();
  const calls = serve('en');
  const { store } = renderWithShell(<MemberLanguageSync />, { language: 'ko' });
  await settle();
  // users/info is asked again (a navigation) before the server's answer changes: no second save.
  store.dispatch(baseApi.util.invalidateTags(['UserInfo']));
  await settle();
  expect(calls.filter((call) => call.path === '/api/users/info')).toHaveLength(2);
  expect(saves(calls)).toEqual([['/api/users/language', { language: 'ko' }]]);
  expect(calls.find((call) => call.method === 'PATCH')?.authorization).toBe('Bearer member-token');
});

test('nothing is sent when the server already has the language', async () => {
  storeMemberSession();
  const calls = serve('ja');
  renderWithShell(<MemberLanguageSync />, { language: 'ja' });
  await settle();
  expect(calls.map((call) => call.path)).toEqual(['/api/users/info']);
});

test('a visitor sends nothing', async () => {
  const calls = serve('en');
  renderWithShell(<MemberLanguageSync />, { language: 'zh' });
  await settle();
  expect(calls).toEqual([]);
});
