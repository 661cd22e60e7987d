import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { columnsOf, defined } from '@wallet/shared/testing';
import type { Inquiry } from '@wallet/shared/domain';
import { currentLocation, renderRoutes } from '../../lib/test-routing';
import {
  changes,
  queriesOf,
  refusal,
  serve,
  storeAdminSession,
  type Route,
} from '../../lib/test-support';
import InquiriesPage from './pages/InquiriesPage';
import InquiryDetailPage from './pages/InquiryDetailPage';

const LIST = '/api/admin/inquiries';

const waiting: Inquiry = {
  id: 12,
  username: 'kim01',
  category: 'money',
  title: 'Where is my charge?',
  content: 'I sent 100 USD at noon.\nIt is not in my wallet.',
  status: 'pending',
  created_at: '2026-03-01T03:04:00.000Z',
  answer: null,
  answered_at: null,
};
const answered: Inquiry = {
  ...waiting,
  id: 11,
  username: 'lee02',
  category: 'account',
  title: 'Change my phone',
  status: 'answered',
  answer: '<p>Done, see <strong>My page</strong>.</p>',
  answered_at: '2026-03-01T05:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

function serveInquiries(routes: Record<string, Route> = {}) {
  return serve(
    {
      [`GET ${LIST}`]: (call) => ({
        status: 200,
        body: [waiting, answered].filter(
          (inquiry) => !call.query.status || inquiry.status === call.query.status,
        ),
      }),
      [`GET ${LIST}/12`]: { status: 200, body: waiting },
      [`GET ${LIST}/11`]: { status: 200, body: answered },
      ...routes,
    },
    { [LIST]: () => 2 },
  );
}

const show = (path: string) =>
  renderRoutes(
    { '/admin/inquiry': <InquiriesPage />, '/admin/inquiries/:id': <InquiryDetailPage /> },
    path,
  );

test('the list has id, member, title, status and KST date; the status filter lives in the address', async () => {
  const calls = serveInquiries();
  show('/admin/inquiry');
  const table = await screen.findByRole('table', { name: 'Inquiries, newest first' });
  const rows = within(table).getAllByRole('row');
  expect(columnsOf(table)).toEqual(['No.', 'Member', 'Title', 'Status', 'Written (KST)']);
  expect(rows[1]).toHaveTextContent(
    '12kim01Where is my charge?Waiting for an answer2026-03-01 12:04',
  );
  expect(rows[2]).toHaveTextContent('11lee02Change my phoneAnswered');
  const nav = screen.getByRole('navigation', { name: 'Customer center' });
  expect(within(nav).getByRole('link', { name: '1:1 inquiries' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(nav).getByRole('link', { name: 'Notices' })).toHaveAttribute(
    'href',
    '/admin/notice',
  );

  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } });
  await waitFor(() => expect(currentLocation()).toBe('/admin/inquiry?status=pending'));
  await waitFor(() =>
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
  );
  expect(queriesOf(calls, LIST)).toEqual([
    { limit: '20', offset: '0' },
    { status: 'pending', limit: '20', offset: '0' },
  ]);
  expect(calls[0]?.authorization).toBe('Bearer admin-token');
});

test('a filtered address shows that view; the title is a link and the whole row opens the inquiry', async () => {
  serveInquiries();
  show('/admin/inquiry?status=answered');
  expect(await screen.findByRole('link', { name: 'Change my phone' })).toHaveAttribute(
    'href',
    '/admin/inquiries/11',
  );
  expect(screen.getByLabelText('Status')).toHaveValue('answered');
  expect(screen.queryByText('Where is my charge?')).toBeNull();

  fireEvent.click(screen.getByText('lee02'));
  expect(
    await screen.findByRole('heading', { name: 'Change my phone', level: 1 }),
  ).toBeInTheDocument();
  expect(currentLocation()).toBe('/admin/inquiries/11');
  // Back returns to the list as it was left.
  fireEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
  expect(currentLocation()).toBe('/admin/inquiry?status=answered');
});

test('the detail renders the content as HTML and runs nothing from it', async () => {
  serveInquiries({
    [`GET ${LIST}/12`]: {
      status: 200,
      body: {
        ...waiting,
        content:
          '<p>Look <em>here</em></p><img src=x onerror="window.pwned=1"><script>window.pwned=2</script>',
      },
    },
  });
  show('/admin/inquiries/12');
  const content = await screen.findByRole('article');
  expect(within(content).getByText('here').tagName).toBe('EM');
  expect(content.querySelector('script')).toBeNull();
  expect(content.querySelector('[onerror]')).toBeNull();
  expect(document.querySelector('script')).toBeNull();
  expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  const facts = defined(screen.getByText('Category').closest('dl'), 'the list of facts');
  expect(facts).toHaveTextContent('Memberkim01');
  expect(facts).toHaveTextContent('CategoryDeposit, withdrawal and transfer');
  expect(facts).toHaveTextContent('Written (KST)2026-03-01 12:04');
  expect(facts).toHaveTextContent('StatusWaiting for an answer');
});

test('an answer is required, confirmed (it is given once), then sent as { admin_id: 1, answer }; the list says so', async () => {
  const calls = serveInquiries({
    [`PATCH ${LIST}/12/answer`]: (call) => ({
      status: 200,
      body: {
        ...waiting,
        status: 'answered',
        answer: (call.body as { answer: string }).answer,
        answered_at: '2026-03-01T06:00:00.000Z',
      },
    }),
  });
  show('/admin/inquiries/12');
  const box = await screen.findByLabelText('Your answer');
  fireEvent.click(screen.getByRole('button', { name: 'Register the answer' }));
  await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining('required')));
  expect(changes(calls)).toHaveLength(0);

  fireEvent.change(box, { target: { value: '  It arrived at 12:30.  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Register the answer' }));
  // An inquiry is answered once: nothing goes before the administrator confirms it.
  const dialog = await screen.findByRole('dialog', { name: 'Register this answer?' });
  expect(dialog).toHaveAccessibleDescription(
    "kim01 will read it on the inquiry's page. An inquiry is answered only once: the answer cannot be changed or taken back afterwards.",
  );
  expect(changes(calls)).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(box).toHaveValue('  It arrived at 12:30.  ');
  expect(changes(calls)).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Register the answer' }));
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Register the answer' }),
  );
  await waitFor(() => expect(currentLocation()).toBe('/admin/inquiry'));
  const done = await screen.findByText('Answer registered.');
  expect(done.closest('.money-admin__notice')).toHaveFocus();
  expect(changes(calls)).toEqual([
    expect.objectContaining({
      method: 'PATCH',
      path: `${LIST}/12/answer`,
      authorization: 'Bearer admin-token',
      body: { admin_id: 1, answer: 'It arrived at 12:30.' },
    }),
  ]);
});

test('already answered by someone else: says so and shows the inquiry reloaded with that answer', async () => {
  let current = waiting;
  const calls = serveInquiries({
    [`GET ${LIST}/12`]: () => ({ status: 200, body: current }),
    [`PATCH ${LIST}/12/answer`]: () => {
      current = { ...answered, id: 12, title: waiting.title, answer: '<p>Answered by lee</p>' };
      return refusal(409, 'already_answered');
    },
  });
  show('/admin/inquiries/12');
  fireEvent.change(await screen.findByLabelText('Your answer'), { target: { value: 'Mine' } });
  fireEvent.click(screen.getByRole('button', { name: 'Register the answer' }));
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Register the answer' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Another administrator answered this inquiry first.',
  );
  expect(await screen.findByText('Answered by lee')).toBeInTheDocument();
  expect(screen.queryByLabelText('Your answer')).toBeNull();
  expect(calls.filter((call) => call.method === 'GET' && call.path === `${LIST}/12`)).toHaveLength(
    2,
  );
  expect(currentLocation()).toBe('/admin/inquiries/12');
});

test('an answer that fails keeps its confirmation open with the reason, to try again', async () => {
  let fail = true;
  const calls = serveInquiries({
    [`PATCH ${LIST}/12/answer`]: () => {
      if (!fail) return { status: 200, body: { ...answered, id: 12 } };
      fail = false;
      return refusal(503, 'service_unavailable');
    },
  });
  show('/admin/inquiries/12');
  fireEvent.change(await screen.findByLabelText('Your answer'), { target: { value: 'Mine' } });
  fireEvent.click(screen.getByRole('button', { name: 'Register the answer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Register this answer?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Register the answer' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The answer could not be registered. Please try again.',
  );
  fireEvent.click(within(dialog).getByRole('button', { name: 'Register the answer' }));
  await waitFor(() => expect(currentLocation()).toBe('/admin/inquiry'));
  expect(changes(calls)).toHaveLength(2);
});

test('an answered inquiry shows its answer and date, with no answer box', async () => {
  serveInquiries();
  show('/admin/inquiries/11');
  expect(await screen.findByText('My page')).toBeInTheDocument();
  expect(screen.getByText('Answered (KST)').closest('dl')).toHaveTextContent(
    'Answered (KST)2026-03-01 14:00',
  );
  expect(screen.queryByRole('button', { name: 'Register the answer' })).toBeNull();
});

test('an inquiry that does not exist says so', async () => {
  serveInquiries();
  show('/admin/inquiries/99');
  expect(await screen.findByRole('alert')).toHaveTextContent('This inquiry does not exist.');
});
