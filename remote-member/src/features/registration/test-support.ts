import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FakeAnswer, FakeRoute } from '@wallet/shared/testing';
import { typeInto } from '../../testing/form';

/** The API answers of a registration that goes through, for the fake fetch. */
export const okRoutes: Record<string, FakeAnswer | FakeRoute> = {
  'GET /api/users/check-username': { status: 200, body: { available: true } },
  'POST /api/users/email-code': { status: 204 },
  'POST /api/users/email-code/verify': { status: 200, body: { verified: true } },
  'POST /api/users/register': { status: 201, body: { status: 'pending' } },
};

/** Fills every field with a valid value (one platform account) and ticks the terms. */
export function fillValidForm() {
  typeInto('Username', 'kim01');
  typeInto('Password', 'secret123');
  typeInto('Confirm password', 'secret123');
  typeInto('Withdrawal password', '123456');
  typeInto('Real name', 'Kim Minsu');
  typeInto('Phone number', '+82 10-1234-5678');
  typeInto('Email', 'kim@example.com');
  typeInto('Referral id', 'abcd1234');
  typeInto('Bank name', 'Shinhan');
  typeInto('Bank account number', '110123456789');
  typeInto('Platform', 'xpoker');
  typeInto('Platform id', 'kim-xp');
  fireEvent.click(screen.getByLabelText('I have read and accept the terms of use.'));
}

/** Sends the code to the typed address and verifies it with 123456. */
export async function verifyEmail() {
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  const code = await screen.findByLabelText('Verification code');
  fireEvent.change(code, { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(screen.getByText('Email verified.')).toBeInTheDocument());
}
