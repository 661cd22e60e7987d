import { returnAddress, returnState } from './return-address';

test('a member goes back to the member page they were sent away from, with its query', () => {
  const state = returnState({ pathname: '/wallet/history', search: '?page=2' });
  expect(returnAddress(state, 'member', '/')).toBe('/wallet/history?page=2');
});

test('an administrator goes back to a back-office page', () => {
  const state = returnState({ pathname: '/admin/users', search: '?q=kim' });
  expect(returnAddress(state, 'admin', '/admin/dashboard')).toBe('/admin/users?q=kim');
});

test('anything else falls back: other sites, login pages, the other kind of page, no state', () => {
  const cases: unknown[] = [
    undefined,
    null,
    'x',
    { returnTo: 'https://evil.example/' },
    { returnTo: '//evil.example/' },
    { returnTo: '/\\evil.example' },
    { returnTo: '/login' },
    { returnTo: '/admin/users' },
    { returnTo: 42 },
  ];
  for (const state of cases) expect(returnAddress(state, 'member', '/')).toBe('/');
  expect(returnAddress({ returnTo: '/wallet/charge' }, 'admin', '/admin/dashboard')).toBe(
    '/admin/dashboard',
  );
  expect(returnAddress({ returnTo: '/admin/login' }, 'admin', '/admin/dashboard')).toBe(
    '/admin/dashboard',
  );
});
