import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeFetch, renderPage, type FakeAnswer } from '@wallet/shared/testing';
import { typeInto } from '../../testing/form';
import ResetPasswordPage from './pages/ResetPasswordPage';

beforeEach(() => localStorage.clear());

function show(path: string, routes: Record<string, FakeAnswer> = {}) {
  const calls = installFakeFetch(routes);
  renderPage(<ResetPasswordPage />, { path });
  return calls;
}

describe('without a token: forgot password', () => {
  test('both fields are required and checked before anything is sent', async () => {
    const calls = show('/reset-password');
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required.');
    typeInto('Email', 'nope');
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Enter a valid email address.',
      ),
    );
    expect(calls).toHaveLength(0);
  });

  test('sends username and email and always says the same thing', async () => {
    const calls = show('/reset-password', {
      'POST /api/users/forgot-password': { status: 204 },
    });
    typeInto('Username', 'kim01');
    typeInto('Email', 'kim@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'If the details match an account, a reset link has been sent to its email address.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/users/forgot-password',
        body: { username: 'kim01', email: 'kim@example.com' },
      }),
    ]);
  });

  test('too many requests are explained', async () => {
    show('/reset-password', {
      'POST /api/users/forgot-password': {
        status: 429,
        body: { error: 'too_many_requests', message: 'x' },
      },
    });
    typeInto('Username', 'kim01');
    typeInto('Email', 'kim@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });
});

describe('with a token: the new password', () => {
  const path = '/reset-password?token=tok-123';

  test('the rules and the confirmation are checked beside the fields', async () => {
    const calls = show(path);
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    typeInto('New password', 'short1');
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining('Use at least 8 characters: letters and digits only'),
      ),
    );
    typeInto('New password', 'longer123');
    typeInto('Confirm new password', 'longer124');
    await waitFor(() =>
      expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
        'The passwords do not match.',
      ),
    );
    expect(calls).toHaveLength(0);
  });

  test('a new password is sent with the token; success leads to the login', async () => {
    const calls = show(path, { 'POST /api/users/reset-password': { status: 204 } });
    typeInto('New password', 'longer123');
    typeInto('Confirm new password', 'longer123');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your password has been changed. You can now log in with the new password.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(calls[0]).toMatchObject({
      path: '/api/users/reset-password',
      body: { token: 'tok-123', password: 'longer123', passwordConfirm: 'longer123' },
    });
  });

  test('an invalid or expired token shows the invalid-link message and a way to ask again', async () => {
    show(path, {
      'POST /api/users/reset-password': {
        status: 422,
        body: { error: 'reset_token_invalid', message: 'x' },
      },
    });
    typeInto('New password', 'longer123');
    typeInto('Confirm new password', 'longer123');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reset link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });
});
