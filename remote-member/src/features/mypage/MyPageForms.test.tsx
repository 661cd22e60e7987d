import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeFetch, renderPage, type FakeAnswer } from '@wallet/shared/testing';
import { CONTROL, typeInto } from '../../testing/form';
import MyPage from './pages/MyPage';
import { startEachTestAsMember, userInfo } from './test-support';

startEachTestAsMember();

function openTab(tab: string, routes: Record<string, FakeAnswer> = {}) {
  const calls = installFakeFetch({
    '/api/users/info': { status: 200, body: userInfo },
    ...routes,
  });
  renderPage(<MyPage />, { path: `/mypage?tab=${tab}` });
  return calls;
}

const described = async (label: string, text: string) =>
  waitFor(() =>
    expect(screen.getByLabelText(label, { selector: CONTROL })).toHaveAccessibleDescription(
      expect.stringContaining(text),
    ),
  );

describe('change password', () => {
  const fill = (confirm = 'newpass123') => {
    typeInto('Current password', 'oldpass123');
    typeInto('New password', 'newpass123');
    typeInto('Confirm new password', confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };

  test('sends PATCH /users/password and says it is changed', async () => {
    const calls = openTab('password', { 'PATCH /api/users/password': { status: 204 } });
    fill();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your password has been changed. Your other sessions have been logged out.',
      ),
    );
    expect(calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/api/users/password',
      authorization: 'Bearer member-token',
      body: {
        currentPassword: 'oldpass123',
        newPassword: 'newpass123',
        newPasswordConfirm: 'newpass123',
      },
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  test("the server's own failure code (500 internal_error) reads as the service being unavailable", async () => {
    openTab('password', {
      'PATCH /api/users/password': {
        status: 500,
        body: { error: 'internal_error', message: 'Something went wrong on our side' },
      },
    });
    fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is unavailable at the moment. Please try again later.',
    );
  });

  test('a wrong current password is shown beside it (403 invalid_password)', async () => {
    openTab('password', {
      'PATCH /api/users/password': {
        status: 403,
        body: { error: 'invalid_password', message: 'x' },
      },
    });
    fill();
    await described('Current password', 'The current password is wrong.');
    expect(screen.getByLabelText('Current password')).toHaveFocus();
  });

  test('a too long current password says the longest it may be', async () => {
    openTab('password');
    typeInto('Current password', 'a1'.repeat(51));
    await described('Current password', 'This is too long: use at most 100 characters.');
  });

  test('a new password that is the current one is refused before sending', async () => {
    const calls = openTab('password');
    await screen.findByLabelText('Current password');
    typeInto('Current password', 'secret123');
    typeInto('New password', 'secret123');
    typeInto('Confirm new password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await described('New password', 'Choose a password other than your current one.');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  test('a confirmation that differs is refused before sending', async () => {
    const calls = openTab('password');
    fill('newpass124');
    await described('Confirm new password', 'The passwords do not match.');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });
});

describe('change withdrawal password', () => {
  const fill = (current = '123456', next = '654321') => {
    typeInto('Current withdrawal password', current);
    typeInto('New withdrawal password', next);
    fireEvent.click(screen.getByRole('button', { name: 'Change withdrawal password' }));
  };

  test('sends PATCH /users/money-password and says it is changed', async () => {
    const calls = openTab('money-password', {
      'PATCH /api/users/money-password': { status: 204 },
    });
    fill();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your withdrawal password has been changed.',
      ),
    );
    expect(calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/api/users/money-password',
      body: { currentMoneyPassword: '123456', newMoneyPassword: '654321' },
    });
  });

  test('6 digits each, checked beside the fields', async () => {
    const calls = openTab('money-password');
    fill('12345', 'abcdef');
    await described('Current withdrawal password', 'Use exactly 6 digits.');
    await described('New withdrawal password', 'Use exactly 6 digits.');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  test('money_password_incorrect is shown beside the current one', async () => {
    openTab('money-password', {
      'PATCH /api/users/money-password': {
        status: 403,
        body: { error: 'money_password_incorrect', message: 'x' },
      },
    });
    fill();
    await described('Current withdrawal password', 'The withdrawal password is incorrect.');
  });

  test('money_password_locked explains the 30-minute lock', async () => {
    openTab('money-password', {
      'PATCH /api/users/money-password': {
        status: 429,
        body: { error: 'money_password_locked', message: 'x' },
      },
    });
    fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong withdrawal passwords. It is locked for 30 minutes',
    );
  });
});

describe('bank info', () => {
  test('is prefilled, saves with PUT /users/bank-info and refreshes users/info', async () => {
    // A TRON address's shape: 34 letters and digits.
    const wallet = 'TXYZ1234567890abcdefghijklmnopqrst';
    const calls = openTab('bank', {
      'PUT /api/users/bank-info': {
        status: 200,
        body: { ...userInfo, walletAddress: wallet },
      },
    });
    expect(await screen.findByLabelText('Bank name')).toHaveValue('Shinhan');
    expect(screen.getByLabelText('Bank account number')).toHaveValue('110123456789');
    typeInto('USDT wallet address (optional)', wallet);
    typeInto('Withdrawal password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Save bank info' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bank info saved.'));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/users/bank-info',
      body: {
        moneyPassword: '123456',
        bankName: 'Shinhan',
        bankAccount: '110123456789',
        walletAddress: wallet,
        pesoAccountType: null,
        pesoAccountNumber: null,
      },
    });
    // The tag makes users/info load again (basic info, header balance, charge page).
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/users/info')).toHaveLength(2));
    expect(screen.getByLabelText('Withdrawal password', { selector: CONTROL })).toHaveValue('');
  });

  test('needs the withdrawal password and the bank fields', async () => {
    const calls = openTab('bank');
    await screen.findByLabelText('Bank name');
    typeInto('Bank name', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save bank info' }));
    await described('Withdrawal password', 'This field is required.');
    await described('Bank name', 'This field is required.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  test('an account number of letters and a wallet address with signs say their rules, and nothing is sent', async () => {
    const calls = openTab('bank');
    await screen.findByLabelText('Bank name');
    typeInto('Bank account number', 'abc');
    typeInto('USDT wallet address (optional)', 'not-an-address!!');
    typeInto('Peso account number (optional)', '0917-ABC');
    typeInto('Withdrawal password', '135790');
    fireEvent.click(screen.getByRole('button', { name: 'Save bank info' }));
    const digits = 'Use digits only, in groups separated by a space or a hyphen: 6 to 30 digits.';
    await described('Bank account number', digits);
    await described('Peso account number (optional)', digits);
    await described(
      'USDT wallet address (optional)',
      'A wallet address is 26 to 100 letters and digits, with no spaces or signs.',
    );
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  test('a too long field says the longest it may be, and nothing is sent', async () => {
    const calls = openTab('bank');
    await screen.findByLabelText('Bank name');
    typeInto('Peso account type (optional)', 'a'.repeat(31));
    await described('Peso account type (optional)', 'This is too long: use at most 30 characters.');
    typeInto('Withdrawal password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Save bank info' }));
    await described('Peso account type (optional)', 'use at most 30 characters.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  test('a wrong withdrawal password is shown beside it; other failures as a message', async () => {
    openTab('bank', {
      'PUT /api/users/bank-info': {
        status: 403,
        body: { error: 'money_password_incorrect', message: 'x' },
      },
    });
    await screen.findByLabelText('Bank name');
    typeInto('Withdrawal password', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Save bank info' }));
    await described('Withdrawal password', 'The withdrawal password is incorrect.');
  });

  test('a failure without a code says the bank info was not saved', async () => {
    openTab('bank', { 'PUT /api/users/bank-info': { status: 502, body: '<html></html>' } });
    await screen.findByLabelText('Bank name');
    typeInto('Withdrawal password', '123456');
    fireEvent.click(await screen.findByRole('button', { name: 'Save bank info' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The bank info could not be saved.');
  });
});
