import { screen } from '@testing-library/react';
import { act } from 'react';
import { installFakeFetch } from '@wallet/shared/testing';
import { resetRemoteLoads, resetRemoteRegistration } from '../../features/remotes';
import { markRunning } from '../../features/remotes/remote-registry';
import { renderWithShell, storeMemberSession } from '../../testing/render';
import { MemberFooter } from './MemberFooter';

beforeEach(() => {
  localStorage.clear();
  resetRemoteRegistration();
  resetRemoteLoads();
  installFakeFetch({
    'GET /api/exchange-rate': {
      status: 200,
      body: { rates: { KRW: 1380.5, PHP: 57.235 }, date: '2026-11-21T00:00:00.000Z' },
    },
  });
});

test('a visitor is told to log in before sending an inquiry', () => {
  renderWithShell(<MemberFooter />);
  expect(
    screen.getByText('Questions? Log in and send us a 1:1 inquiry under Support.'),
  ).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Write an inquiry' })).not.toBeInTheDocument();
});

test('a member is given the way to the inquiry form', () => {
  storeMemberSession();
  renderWithShell(<MemberFooter />);
  expect(screen.getByRole('link', { name: 'Write an inquiry' })).toHaveAttribute(
    'href',
    '/support/inquiry/write',
  );
  expect(screen.queryByText(/Log in and send/)).not.toBeInTheDocument();
});

test('the version of the member pages the page runs is the last line, once they run', () => {
  renderWithShell(<MemberFooter />, { language: 'ko' });
  expect(screen.queryByTestId('member-version')).not.toBeInTheDocument();

  const entry = 'http://localhost/remotes/member/1.4.2-ci7/mf-manifest.json';
  act(() => markRunning('member', entry, '1.4.2'));
  expect(screen.getByTestId('member-version')).toHaveTextContent('회원 앱 1.4.2');
  expect(document.documentElement).toHaveAttribute('data-member-release', '1.4.2-ci7');
  expect(document.documentElement).toHaveAttribute('data-member-version', '1.4.2');
});

test('a release whose manifest names no version shows no version line', () => {
  renderWithShell(<MemberFooter />);
  act(() => markRunning('member', 'http://localhost/remotes/member/old/mf-manifest.json', null));
  expect(screen.queryByTestId('member-version')).not.toBeInTheDocument();
  expect(document.documentElement).not.toHaveAttribute('data-member-version');
});
