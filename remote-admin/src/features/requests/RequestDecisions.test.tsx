import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defined, renderPage, type FakeAnswer } from '@wallet/shared/testing';
import { changes, queriesOf, refusal, storeAdminSession } from '../../lib/test-support';
import RequestsPage from './pages/RequestsPage';
import { LIST, moneyRequest, serveRequests } from './test-support';

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

const chargePage = (path = '/admin/trade/wallet-charge') =>
  renderPage(<RequestsPage kind="wallet_charge" />, { path });

/**
 * The outcome of a decision, in the status region that is always in the page (so it is
 * announced), once it says `text`.
 */
async function outcome(text: string | RegExp): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
  return screen.getByRole('status');
}

test('approve asks first, repeating member, kind and figures; Back sends nothing', async () => {
  const calls = serveRequests([moneyRequest()]);
  chargePage();
  const approve = await screen.findByRole('button', { name: 'Approve: request #12 of kim01' });
  approve.focus();
  fireEvent.click(approve);
  const dialog = screen.getByRole('dialog', { name: 'Approve Wallet charge #12 of kim01?' });
  for (const text of [
    'kim01',
    'Wallet charge',
    '100.00 USD',
    '2.00 USD',
    '98.00 USD',
    '138,050 KRW',
    '1,380.5',
    'C7K2Q9',
  ]) {
    expect(dialog).toHaveTextContent(text);
  }
  fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(changes(calls)).toHaveLength(0);
  expect(approve).toHaveFocus();
});

test('approve posts once confirmed, then the list is refetched and the outcome told', async () => {
  const calls = serveRequests([moneyRequest()]);
  chargePage();
  fireEvent.click(await screen.findByRole('button', { name: 'Approve: request #12 of kim01' }));
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText("Administrator's memo (optional)"), {
    target: { value: 'Deposit seen 12:30' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await outcome('Request #12 of kim01 has been approved.')).toHaveTextContent(
    /^Request #12 of kim01 has been approved\.$/,
  );
  expect(changes(calls)).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: '/api/admin/requests/12/approve',
      authorization: 'Bearer admin-token',
      body: { adminMemo: 'Deposit seen 12:30' },
    }),
  ]);
  await waitFor(() => expect(queriesOf(calls, LIST)).toHaveLength(2));
  const table = screen.getByRole('table');
  const row = defined(
    (await within(table).findByText('Completed')).closest('tr'),
    'the row of the completed request',
  );
  expect(within(row).queryByRole('button', { name: /^(Approve|Reject|Cancel)/ })).toBeNull();
  // The row's decision buttons are gone: the focus stays in the row, on its Details.
  const details = within(row).getByRole('button', { name: 'Details of request #12 of kim01' });
  await waitFor(() => expect(details).toHaveFocus());
  fireEvent.click(details);
  expect(table).toHaveTextContent('Deposit seen 12:30');
});

test('the outcome stays with the decided row after the list re-sorts, and can be closed', async () => {
  serveRequests([moneyRequest(), moneyRequest({ id: 13, username: 'lee02' })]);
  chargePage();
  const table = await screen.findByRole('table');
  const rowOf = (id: number) =>
    defined(
      within(table)
        .getAllByRole('row')
        .find((row) => within(row).queryByRole('rowheader', { name: `#${id}` })),
      `the row of request #${id}`,
    );
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent),
  ).toEqual(['#12', '#13']);
  fireEvent.click(screen.getByRole('button', { name: 'Reject: request #12 of kim01' }));
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Reason for the rejection (required)'), {
    target: { value: 'No deposit arrived' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await outcome('Request #12 of kim01 has been rejected.');
  // Pending first: the rejected request now comes second, and the focus went with it.
  await waitFor(() =>
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['#13', '#12']),
  );
  expect(rowOf(12)).toHaveTextContent('Rejected');
  await waitFor(() =>
    expect(
      within(rowOf(12)).getByRole('button', { name: 'Details of request #12 of kim01' }),
    ).toHaveFocus(),
  );
  expect(
    within(rowOf(13)).getByRole('button', { name: 'Approve: request #13 of lee02' }),
  ).toBeEnabled();

  fireEvent.click(screen.getByRole('button', { name: 'Close this message' }));
  // The region stays, empty, so the next outcome is announced too.
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(screen.queryByRole('button', { name: 'Close this message' })).toBeNull();
});

test('a decided row that leaves the filtered list hands the focus to the outcome', async () => {
  serveRequests([moneyRequest()]);
  chargePage('/admin/trade/wallet-charge?status=pending');
  fireEvent.click(await screen.findByRole('button', { name: 'Approve: request #12 of kim01' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
  const told = await outcome('Request #12 of kim01 has been approved.');
  expect(await screen.findByText('No requests match these filters.')).toBeInTheDocument();
  await waitFor(() => expect(told.parentElement).toHaveFocus());
});

test('a decision is blocking: the button is busy and the row unchanged until the answer', async () => {
  let answer: (value: FakeAnswer) => void = () => undefined;
  const calls = serveRequests([moneyRequest()], () => new Promise((resolve) => (answer = resolve)));
  chargePage();
  fireEvent.click(await screen.findByRole('button', { name: 'Approve: request #12 of kim01' }));
  const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' });
  fireEvent.click(confirm);
  await waitFor(() => expect(confirm).toBeDisabled());
  expect(confirm).toHaveAttribute('aria-busy', 'true');
  // Escape (the browser's `cancel` event) does not close it while the decision is on its way.
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.getByRole('table')).toHaveTextContent('Pending');
  answer({ status: 200, body: moneyRequest({ status: 'completed' }) });
  await outcome('has been approved');
  expect(changes(calls)).toHaveLength(1);
});

test('reject needs a memo: nothing is sent without one', async () => {
  const calls = serveRequests([moneyRequest()]);
  chargePage();
  fireEvent.click(await screen.findByRole('button', { name: 'Reject: request #12 of kim01' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject Wallet charge #12 of kim01?' });
  const memo = within(dialog).getByLabelText('Reason for the rejection (required)');
  expect(memo).toHaveFocus();
  fireEvent.change(memo, { target: { value: '   ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() =>
    expect(memo).toHaveAccessibleDescription(expect.stringContaining('This field is required.')),
  );
  expect(changes(calls)).toHaveLength(0);

  fireEvent.change(memo, { target: { value: 'No deposit arrived' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await outcome('Request #12 of kim01 has been rejected.');
  expect(changes(calls)).toEqual([
    expect.objectContaining({
      path: '/api/admin/requests/12/reject',
      body: { adminMemo: 'No deposit arrived' },
    }),
  ]);
});

test('cancel posts to /cancel without a memo when none is given', async () => {
  const calls = serveRequests([moneyRequest()]);
  chargePage();
  fireEvent.click(
    await screen.findByRole('button', { name: 'Cancel request: request #12 of kim01' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Cancel Wallet charge #12 of kim01?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
  await outcome('has been cancelled');
  expect(changes(calls)).toEqual([
    expect.objectContaining({ path: '/api/admin/requests/12/cancel', body: {} }),
  ]);
});

test('409 already_decided closes the dialog with the message and refetches the list', async () => {
  const calls = serveRequests([moneyRequest()], () => refusal(409, 'already_decided'));
  chargePage();
  fireEvent.click(await screen.findByRole('button', { name: 'Approve: request #12 of kim01' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Request #12 had already been decided by someone else. The list now shows its current status.',
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(queriesOf(calls, LIST)).toHaveLength(2));
});

test('another failure keeps the dialog open, with the memo, to try again', async () => {
  serveRequests([moneyRequest()], () => refusal(503, 'service_unavailable'));
  chargePage();
  fireEvent.click(await screen.findByRole('button', { name: 'Reject: request #12 of kim01' }));
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Reason for the rejection (required)'), {
    target: { value: 'Wrong name' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nothing has changed');
  expect(within(dialog).getByLabelText('Reason for the rejection (required)')).toHaveValue(
    'Wrong name',
  );
});

test('in Korean the dialog and the outcome read without a particle guessed after the number', async () => {
  serveRequests([moneyRequest()]);
  renderPage(<RequestsPage kind="wallet_charge" />, {
    path: '/admin/trade/wallet-charge',
    language: 'ko',
  });
  fireEvent.click(await screen.findByRole('button', { name: '승인: kim01님의 신청 #12' }));
  const dialog = screen.getByRole('dialog', {
    name: 'kim01님의 지갑 충전 #12 신청을 승인하시겠습니까?',
  });
  fireEvent.click(within(dialog).getByRole('button', { name: '승인' }));
  expect(await outcome('kim01님의 #12 신청을 승인했습니다.')).not.toHaveTextContent('(');
});
