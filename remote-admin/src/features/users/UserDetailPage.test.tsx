import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Language } from '@wallet/shared/domain';
import { installFakeFetch, renderPage, type FakeCall } from '@wallet/shared/testing';
import UserDetailPage from './pages/UserDetailPage';
import { member, storeAdminSession } from './test-support';
import type { AdminMemberDetail } from './types';

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

/** A fake server holding one member: GET answers it, each change updates it. */
function serve(
  initial: AdminMemberDetail,
  refuse?: { status: number; error: string },
  language: Language = 'en',
) {
  let current = initial;
  const refusal = refuse
    ? { status: refuse.status, body: { error: refuse.error, message: 'x' } }
    : null;
  const calls = installFakeFetch({
    'GET /api/admin/users/7': () => ({ status: 200, body: current }),
    'PATCH /api/admin/users/7': (call: FakeCall) => {
      if (refusal) return refusal;
      current = { ...current, ...(call.body as Partial<AdminMemberDetail>) };
      return { status: 200, body: current };
    },
    'POST /api/admin/users/7/warnings': () => {
      if (refusal) return refusal;
      const warnings = current.warnings + 1;
      current = { ...current, warnings, status: warnings >= 3 ? 'blocked' : current.status };
      return { status: 200, body: current };
    },
    'DELETE /api/admin/users/7/warnings': () => {
      current = { ...current, warnings: 0 };
      return { status: 200, body: current };
    },
  });
  renderPage(
    <Routes>
      <Route path="/admin/users/:id" element={<UserDetailPage />} />
    </Routes>,
    { path: '/admin/users/7', language },
  );
  return calls;
}

const changes = (calls: FakeCall[]) => calls.filter((call) => call.method !== 'GET');
const button = (name: string) => screen.getByRole('button', { name });

test('the detail shows profile, wallet, platforms and the warning history', async () => {
  const calls = serve(
    member({
      warnings: 2,
      warningHistory: [
        {
          id: 2,
          reason: 'Abusive chat',
          givenAt: '2026-03-02T01:00:00Z',
          givenBy: 'admin',
          clearedAt: null,
        },
        {
          id: 1,
          reason: 'Shared account',
          givenAt: '2026-03-01T01:00:00Z',
          givenBy: 'admin',
          clearedAt: '2026-03-01T02:00:00Z',
        },
      ],
    }),
  );
  expect(await screen.findByRole('heading', { name: 'Member kim01' })).toBeInTheDocument();
  const profile = screen.getByRole('region', { name: 'Profile' });
  for (const text of [
    'Kim Minsu',
    'kim@example.com',
    '+82 10-1234-5678',
    'Approved',
    'KIMREF01',
    'lee02',
  ]) {
    expect(profile).toHaveTextContent(text);
  }
  expect(screen.getByTestId('user-balance')).toHaveTextContent('1,234.50 USD');
  expect(screen.getByTestId('user-held')).toHaveTextContent('40.00 USD');
  expect(screen.getByRole('region', { name: 'Linked platforms' })).toHaveTextContent(
    'X-Pokerkim-xp',
  );
  const warnings = screen.getByRole('region', { name: 'Warnings' });
  expect(within(warnings).getByTestId('user-warnings')).toHaveTextContent('2 of 3');
  expect(
    within(warnings)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual([
    'Date (KST)ReasonByCleared (KST)',
    '2026-03-02 10:00Abusive chatadmin—',
    '2026-03-01 10:00Shared accountadmin2026-03-01 11:00',
  ]);
  expect(calls[0]).toMatchObject({
    path: '/api/admin/users/7',
    authorization: 'Bearer admin-token',
  });
});

/** The lines of one payout account's part of the profile, as the administrator reads them. */
function payoutPart(name: RegExp | string) {
  const part = screen.getByRole('region', { name });
  return [...part.querySelectorAll('dt, dd, p')].map((node) => node.textContent);
}

test('the profile shows where withdrawals are paid: the bank account for USD and KRW, in the member’s name', async () => {
  serve(
    member({
      realName: 'Kim Minsu',
      bankName: 'Kookmin Bank',
      bankAccount: '123-45-678901',
      walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    }),
  );
  const profile = await screen.findByRole('region', { name: 'Profile' });
  const payout = within(profile).getByRole('region', { name: 'Payout accounts' });
  expect(payout).toHaveTextContent(
    "Withdrawals are paid only to these accounts, in the member's own name.",
  );
  expect(payoutPart('Bank account (for USD and KRW withdrawals)')).toEqual([
    'Bank',
    'Kookmin Bank',
    'Account holder',
    'Kim Minsu',
    'Account number',
    '123-45-678901',
  ]);
  expect(payoutPart('Peso account (for PHP withdrawals)')).toEqual(['Not filled in']);
  expect(payoutPart('USDT wallet (for USDT withdrawals)')).toEqual([
    'Account holder',
    'Kim Minsu',
    'Wallet address',
    'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  ]);
});

test('a bank account with a blank bank name is not filled in, as a withdrawal to it would be refused', async () => {
  serve(member({ bankName: '  ', bankAccount: '110123456789', pesoAccountNumber: '09171234567' }));
  await screen.findByRole('region', { name: 'Payout accounts' });
  expect(payoutPart(/^Bank account/)).toEqual(['Not filled in']);
  expect(payoutPart(/^Peso account/)).toEqual([
    'Account type',
    '—',
    'Account holder',
    'Kim Minsu',
    'Account number',
    '09171234567',
  ]);
});

test('in Korean, amounts carry the currency code and the payout account reads in Korean', async () => {
  serve(member(), undefined, 'ko');
  await screen.findByRole('region', { name: '출금 계좌' });
  expect(screen.getByTestId('user-balance')).toHaveTextContent('1,234.50 USD');
  expect(document.body).not.toHaveTextContent('달러');
  expect(payoutPart('은행 계좌 (USD 및 KRW 출금)')).toEqual([
    '은행',
    'Shinhan',
    '예금주',
    'Kim Minsu',
    '계좌번호',
    '110123456789',
  ]);
  expect(payoutPart('페소 계좌 (PHP 출금)')).toEqual(['등록되지 않음']);
});

test('approve asks for confirmation; cancel sends nothing; confirm sends PATCH approved', async () => {
  const calls = serve(member({ status: 'pending' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve kim01?' });
  expect(dialog).toHaveAccessibleDescription(expect.stringContaining('able to log in'));
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(changes(calls)).toHaveLength(0);

  fireEvent.click(button('Approve'));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The member has been approved.');
  expect(changes(calls)).toEqual([
    expect.objectContaining({
      method: 'PATCH',
      path: '/api/admin/users/7',
      body: { status: 'approved' },
    }),
  ]);
  // Refetched: an approved member can be blocked or warned now.
  // Blocking shuts the member out: it looks like danger.
  expect(await screen.findByRole('button', { name: 'Block' })).toHaveClass(/ui-button--danger/);
  expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('Approved');
});

test.each([
  ['pending', 'Reject', 'Reject kim01?', 'rejected', 'The registration has been rejected.'],
  ['approved', 'Block', 'Block kim01?', 'blocked', 'The member has been blocked.'],
  ['blocked', 'Unblock', 'Unblock kim01?', 'approved', 'The member has been unblocked.'],
] as const)(
  '%s member: %s → PATCH status %s after confirmation',
  async (status, action, title, target, done) => {
    const calls = serve(member({ status }));
    const opener = await screen.findByRole('button', { name: action });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: title });
    fireEvent.click(within(dialog).getByRole('button', { name: action }));
    expect(await screen.findByRole('status')).toHaveTextContent(done);
    expect(changes(calls)).toEqual([
      expect.objectContaining({ method: 'PATCH', body: { status: target } }),
    ]);
    // The button is gone with the answer; the keyboard stays near it, not at the page's top.
    await waitFor(() => expect(screen.queryByRole('button', { name: action })).toBeNull());
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement?.tagName).toMatch(/^(H[1-6]|BUTTON)$/);
  },
);

test('a warning needs a reason, then POSTs it; the third warns that it blocks', async () => {
  const calls = serve(member({ warnings: 2 }));
  fireEvent.click(await screen.findByRole('button', { name: 'Add a warning' }));
  const dialog = screen.getByRole('dialog', { name: 'Warn kim01?' });
  expect(dialog).toHaveTextContent('This is the third warning');
  const reason = within(dialog).getByLabelText('Reason for the warning');
  expect(reason).toHaveFocus();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add a warning' }));
  await waitFor(() => expect(reason).toHaveAccessibleDescription('This field is required.'));
  expect(changes(calls)).toHaveLength(0);
  fireEvent.change(reason, { target: { value: 'Abusive chat' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add a warning' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'With three warnings the account is now blocked.',
  );
  expect(changes(calls)).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: '/api/admin/users/7/warnings',
      body: { reason: 'Abusive chat' },
    }),
  ]);
});

test('clear warnings asks, then sends DELETE', async () => {
  const calls = serve(member({ warnings: 1 }));
  fireEvent.click(await screen.findByRole('button', { name: 'Clear warnings' }));
  const dialog = screen.getByRole('dialog', { name: 'Clear the warnings of kim01?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Clear warnings' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The warnings have been cleared.');
  expect(changes(calls)).toEqual([
    expect.objectContaining({ method: 'DELETE', path: '/api/admin/users/7/warnings' }),
  ]);
});

test('invalid_transition is explained', async () => {
  serve(member({ status: 'pending' }), { status: 409, error: 'invalid_transition' });
  fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "This change is not possible in the member's current status.",
  );
});

test('a rejected member offers no action', async () => {
  serve(member({ status: 'rejected' }));
  expect(
    await screen.findByText('No status change is possible for this member.'),
  ).toBeInTheDocument();
});

test('an unknown member says it does not exist', async () => {
  installFakeFetch({});
  renderPage(
    <Routes>
      <Route path="/admin/users/:id" element={<UserDetailPage />} />
    </Routes>,
    { path: '/admin/users/999' },
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('This member does not exist.');
  expect(screen.getByRole('link', { name: 'Back to the member list' })).toHaveAttribute(
    'href',
    '/admin/users',
  );
});
