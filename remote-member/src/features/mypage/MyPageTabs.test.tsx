import { fireEvent, screen, within } from '@testing-library/react';
import { installFakeFetch, renderPage } from '@wallet/shared/testing';
import MyPage from './pages/MyPage';
import { startEachTestAsMember, userInfo } from './test-support';

startEachTestAsMember();

test('the four tabs form an accessible tab list; arrow keys, Home and End move', async () => {
  installFakeFetch({ '/api/users/info': { status: 200, body: userInfo } });
  renderPage(<MyPage />, { path: '/mypage' });
  const list = screen.getByRole('tablist', { name: 'My page sections' });
  const tabs = within(list).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual([
    'Basic info',
    'Change password',
    'Withdrawal password',
    'Bank info',
  ]);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  expect(tabs[0]).toHaveAttribute('tabindex', '0');
  expect(tabs[1]).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('tabpanel', { name: 'Basic info' })).toBeVisible();

  const basic = within(list).getByRole('tab', { name: 'Basic info' });
  basic.focus();
  fireEvent.keyDown(basic, { key: 'ArrowRight' });
  const password = screen.getByRole('tab', { name: 'Change password' });
  expect(password).toHaveAttribute('aria-selected', 'true');
  expect(password).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Change password' })).toBeVisible();
  expect(screen.getByLabelText('Current password')).toBeInTheDocument();

  fireEvent.keyDown(password, { key: 'End' });
  expect(screen.getByRole('tab', { name: 'Bank info' })).toHaveFocus();
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Bank info' }), { key: 'ArrowRight' });
  expect(screen.getByRole('tab', { name: 'Basic info' })).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Basic info' }), { key: 'ArrowLeft' });
  expect(screen.getByRole('tab', { name: 'Bank info' })).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Bank info' }), { key: 'Home' });
  expect(screen.getByRole('tab', { name: 'Basic info' })).toHaveFocus();
  expect(await screen.findByTestId('mypage-username')).toHaveTextContent('kim01');
});

test('basic info shows the profile, referral id, warnings, platforms and money', async () => {
  const calls = installFakeFetch({ '/api/users/info': { status: 200, body: userInfo } });
  renderPage(<MyPage />, { path: '/mypage' });
  expect(await screen.findByTestId('mypage-username')).toHaveTextContent('kim01');
  const value = (key: string) => screen.getByTestId(`mypage-${key}`);
  expect(value('realName')).toHaveTextContent('Kim Minsu');
  expect(value('phone')).toHaveTextContent('+82 10-1234-5678');
  expect(value('email')).toHaveTextContent('kim@example.com');
  expect(value('referralId')).toHaveTextContent('KIMREF01');
  expect(value('recommender')).toHaveTextContent('lee02');
  expect(value('warnings')).toHaveTextContent('1 of 3');
  expect(value('balance')).toHaveTextContent('1,234.50 USD');
  expect(value('held')).toHaveTextContent('40.00 USD');
  const rows = screen.getAllByRole('row').map((row) => row.textContent);
  expect(rows).toEqual(['PlatformPlatform id', 'X-Pokerkim-xp', 'GG Clubkim-gg']);
  expect(calls).toEqual([
    expect.objectContaining({ path: '/api/users/info', authorization: 'Bearer member-token' }),
  ]);
});

test('basic info that cannot be loaded says so with a retry', async () => {
  installFakeFetch({
    '/api/users/info': { status: 503, body: { error: 'service_unavailable', message: 'x' } },
  });
  renderPage(<MyPage />, { path: '/mypage' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your account details could not be loaded.',
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('the tab is read from the address, so a link can open one', () => {
  installFakeFetch({ '/api/users/info': { status: 200, body: userInfo } });
  renderPage(<MyPage />, { path: '/mypage?tab=money-password' });
  expect(screen.getByRole('tab', { name: 'Withdrawal password' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByLabelText('Current withdrawal password')).toBeInTheDocument();
});

test('each form tab has its guide beside it: what the password, withdrawal password and accounts are for', async () => {
  installFakeFetch({ '/api/users/info': { status: 200, body: userInfo } });
  const guides = [
    ['password', 'About your password', 'Changing it logs out your other sessions'],
    ['money-password', 'About the withdrawal password', 'asked for every withdrawal'],
    ['bank', 'Where withdrawals are paid', 'PHP withdrawals: to the peso account.'],
  ] as const;
  for (const [tab, title, point] of guides) {
    const { unmount } = renderPage(<MyPage />, { path: `/mypage?tab=${tab}` });
    const guide = await screen.findByRole('region', { name: title });
    expect(guide).toHaveTextContent(point);
    // The guide stands outside the form, so it is not read as one of its fields.
    expect(screen.getByRole('form')).not.toContainElement(guide);
    unmount();
  }
});
