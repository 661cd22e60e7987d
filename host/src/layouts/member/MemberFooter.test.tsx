import { screen } from '@testing-library/react';
import { installFakeFetch } from '@wallet/shared/testing';
import { renderWithShell, storeMemberSession } from '../../testing/render';
import { MemberFooter } from './MemberFooter';

beforeEach(() => {
  localStorage.clear();
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
