import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '@wallet/shared/testing';
import { changes, refusal, serve, type RecordedCall } from '../../lib/test-support';
import UserDetailPage from './pages/UserDetailPage';
import { member, storeAdminSession } from './test-support';

const USER = '/api/admin/users/7';
const CORRECTIONS = '/api/admin/users/7/corrections';

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

/**
 * A member with 1,234.50 USD; a correction moves the balance as the server would, unless it is
 * refused (`refuse`, a 422 code) or its first answer is lost (`loseFirst`: a 503).
 */
function serveMember({ refuse, loseFirst = false }: { refuse?: string; loseFirst?: boolean } = {}) {
  let balance = 1234.5;
  let lose = loseFirst;
  const calls = serve({
    [`GET ${USER}`]: () => ({ status: 200, body: member({ balance }) }),
    [`POST ${CORRECTIONS}`]: (call: RecordedCall) => {
      if (refuse) return refusal(422, refuse);
      if (lose) {
        lose = false;
        return refusal(503, 'service_unavailable');
      }
      balance += (call.body as { amount: number }).amount;
      return {
        status: 201,
        body: {
          id: 1,
          kind: 'correction',
          memo: 'x',
          createdBy: 'admin',
          createdAt: '2026-03-01T00:00:00Z',
          lines: [],
        },
      };
    },
  });
  renderPage(
    <Routes>
      <Route path="/admin/users/:id" element={<UserDetailPage />} />
    </Routes>,
    { path: '/admin/users/7' },
  );
  return calls;
}

const card = () => screen.getByRole('region', { name: 'Balance correction' });

/** The form is folded behind its button, as on the page. */
async function openCorrection() {
  const button = await screen.findByRole('button', { name: 'Correct the balance…' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(within(card()).queryByLabelText('Reason')).not.toBeInTheDocument();
  fireEvent.click(button);
}

test('a correction needs a reason and a non-zero amount; nothing is sent before', async () => {
  const calls = serveMember();
  await screen.findByRole('region', { name: 'Balance correction' });
  await openCorrection();
  const amount = within(card()).getByLabelText('Amount in USD (negative to debit)');
  const reason = within(card()).getByLabelText('Reason');
  fireEvent.change(amount, { target: { value: '25' } });
  fireEvent.click(within(card()).getByRole('button', { name: 'Post the correction' }));
  await waitFor(() => expect(reason).toHaveAccessibleDescription('This field is required.'));
  for (const value of ['0', '10.005', 'ten']) {
    fireEvent.change(amount, { target: { value } });
    fireEvent.click(within(card()).getByRole('button', { name: 'Post the correction' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringContaining('Enter an amount other than 0'),
      ),
    );
  }
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(changes(calls)).toHaveLength(0);
});

test('a debit is confirmed with the balance before and after, posted, and the balance refetched', async () => {
  const calls = serveMember();
  await screen.findByRole('region', { name: 'Balance correction' });
  await openCorrection();
  fireEvent.change(within(card()).getByLabelText('Amount in USD (negative to debit)'), {
    target: { value: '-34.50' },
  });
  fireEvent.change(within(card()).getByLabelText('Reason'), {
    target: { value: 'Double credit of #12' },
  });
  fireEvent.click(within(card()).getByRole('button', { name: 'Post the correction' }));
  // The amount's figure and code are held together by a no-break space, in the name too.
  const dialog = await screen.findByRole('dialog', { name: 'Debit 34.50\u00a0USD from kim01?' });
  expect(dialog).toHaveTextContent('−34.50 USD');
  expect(dialog).toHaveTextContent('Available now1,234.50 USD');
  expect(dialog).toHaveTextContent('Available after1,200.00 USD');
  expect(dialog).toHaveTextContent('Double credit of #12');
  expect(changes(calls)).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Post the correction' }));
  expect(await within(card()).findByRole('status')).toHaveTextContent(
    'The correction has been posted.',
  );
  expect(changes(calls)).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: CORRECTIONS,
      authorization: 'Bearer admin-token',
      body: { amount: -34.5, reason: 'Double credit of #12' },
    }),
  ]);
  await waitFor(() => expect(screen.getByTestId('user-balance')).toHaveTextContent('1,200.00 USD'));
  // The form folds away again once posted, the focus on the button that opens it again, and it
  // opens empty, the focus on its amount.
  const toggle = within(card()).getByRole('button', { name: 'Correct the balance…' });
  await waitFor(() => expect(toggle).toHaveFocus());
  fireEvent.click(toggle);
  expect(within(card()).getByLabelText('Reason')).toHaveValue('');
  expect(within(card()).getByLabelText(/^Amount/)).toHaveFocus();
});

test('a retry of one confirmation sends the same Idempotency-Key, the next correction a new one', async () => {
  const calls = serveMember({ loseFirst: true });
  const correct = async (value: string) => {
    await openCorrection();
    fireEvent.change(within(card()).getByLabelText('Amount in USD (negative to debit)'), {
      target: { value },
    });
    fireEvent.change(within(card()).getByLabelText('Reason'), { target: { value: 'Goodwill' } });
    fireEvent.click(within(card()).getByRole('button', { name: 'Post the correction' }));
    return screen.findByRole('dialog');
  };
  const dialog = await correct('5');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Post the correction' }));
  await within(dialog).findByRole('alert');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Post the correction' }));
  expect(await within(card()).findByRole('status')).toHaveTextContent(
    'The correction has been posted.',
  );
  const again = await correct('6');
  fireEvent.click(within(again).getByRole('button', { name: 'Post the correction' }));
  await waitFor(() => expect(changes(calls)).toHaveLength(3));
  const [first, retry, next] = changes(calls).map((call) => call.idempotencyKey);
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  expect(retry).toBe(first);
  expect(next).toMatch(/^[0-9a-f-]{36}$/);
  expect(next).not.toBe(first);
});

test('a debit larger than the available balance is refused by the form, naming that balance', async () => {
  const calls = serveMember();
  await screen.findByRole('region', { name: 'Balance correction' });
  await openCorrection();
  const amount = within(card()).getByLabelText('Amount in USD (negative to debit)');
  fireEvent.change(amount, { target: { value: '-1234.51' } });
  fireEvent.change(within(card()).getByLabelText('Reason'), { target: { value: 'Chargeback' } });
  fireEvent.click(within(card()).getByRole('button', { name: 'Post the correction' }));
  await waitFor(() =>
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining(
        "This debit is larger than the member's available balance of 1,234.50\u00a0USD.",
      ),
    ),
  );
  expect(amount).toHaveFocus();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(changes(calls)).toHaveLength(0);
  // The whole balance may go: the wallet is left at zero, with one kind of minus sign shown.
  fireEvent.change(amount, { target: { value: '-1234.50' } });
  await waitFor(() => expect(amount).not.toHaveAccessibleDescription(/larger than/));
  fireEvent.click(within(card()).getByRole('button', { name: 'Post the correction' }));
  const dialog = await screen.findByRole('dialog', { name: 'Debit 1,234.50\u00a0USD from kim01?' });
  expect(dialog).toHaveTextContent('−1,234.50 USD');
  expect(dialog).toHaveTextContent('Available after0.00 USD');
  expect(dialog).not.toHaveTextContent('-');
});

test('a debit the server refuses (the balance moved since the page loaded) says so in the dialog', async () => {
  serveMember({ refuse: 'insufficient_balance' });
  await screen.findByRole('region', { name: 'Balance correction' });
  await openCorrection();
  fireEvent.change(within(card()).getByLabelText('Amount in USD (negative to debit)'), {
    target: { value: '-1000' },
  });
  fireEvent.change(within(card()).getByLabelText('Reason'), { target: { value: 'Chargeback' } });
  fireEvent.click(within(card()).getByRole('button', { name: 'Post the correction' }));
  const dialog = await screen.findByRole('dialog', { name: 'Debit 1,000.00\u00a0USD from kim01?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Post the correction' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    "The member's available balance is too small for this debit.",
  );
});
