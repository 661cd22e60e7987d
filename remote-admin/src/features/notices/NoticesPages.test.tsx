import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defined } from '@wallet/shared/testing';
import type { Notice } from '@wallet/shared/domain';
import { currentLocation, renderRoutes } from '../../lib/test-routing';
import {
  changes,
  queriesOf,
  serve,
  storeAdminSession,
  type RecordedCall,
  type Route,
} from '../../lib/test-support';
import NoticeEditPage from './pages/NoticeEditPage';
import NoticesPage from './pages/NoticesPage';

const LIST = '/api/admin/notices';

const pinned: Notice = {
  id: 5,
  title: 'Maintenance on Sunday',
  content: '<p>From 02:00 KST</p>',
  pinned: true,
  created_at: '2026-03-01T03:04:00.000Z',
  updated_at: '2026-03-01T03:04:00.000Z',
};
const plain: Notice = {
  ...pinned,
  id: 4,
  title: 'New platform',
  pinned: false,
  created_at: '2026-02-20T00:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

const answer = (status: number, body?: unknown) => ({ status, body });

/** A fake server holding the notices; a change answers as the server does. */
function serveNotices(notices: Notice[], overrides: Record<string, Route> = {}) {
  const saved = (call: RecordedCall) => ({
    status: 200,
    body: { ...pinned, ...(call.body as object) },
  });
  return serve(
    {
      [`GET ${LIST}`]: { status: 200, body: notices },
      [`GET ${LIST}/5`]: { status: 200, body: pinned },
      [`POST ${LIST}`]: (call) => ({
        status: 201,
        body: { ...pinned, id: 9, ...(call.body as object) },
      }),
      [`PUT ${LIST}/5`]: saved,
      [`DELETE ${LIST}/4`]: { status: 204 },
      ...overrides,
    },
    { [LIST]: () => notices.length },
  );
}

const show = (path: string) =>
  renderRoutes(
    {
      '/admin/notice': <NoticesPage />,
      '/admin/notices/create': <NoticeEditPage />,
      '/admin/notices/:id/edit': <NoticeEditPage />,
    },
    path,
  );

test('the list shows pinned first with its badge, the KST date, and actions named for their row', async () => {
  const calls = serveNotices([pinned, plain]);
  show('/admin/notice');
  const table = await screen.findByRole('table', { name: 'Notices, pinned first, then newest' });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('PinnedMaintenance on Sunday2026-03-01 12:04');
  expect(rows[2]).toHaveTextContent('New platform2026-02-20 09:00');
  expect(rows[2]).not.toHaveTextContent('Pinned');
  expect(
    within(defined(rows[1], 'the pinned row')).getByRole('link', {
      name: 'Edit: Maintenance on Sunday',
    }),
  ).toHaveAttribute('href', '/admin/notices/5/edit');
  expect(
    within(defined(rows[2], 'the plain row')).getByRole('button', { name: 'Delete: New platform' }),
  ).toHaveClass('ui-button--danger-quiet');
  expect(screen.getByRole('link', { name: 'Write a notice' })).toHaveAttribute(
    'href',
    '/admin/notices/create',
  );
  const nav = screen.getByRole('navigation', { name: 'Customer center' });
  expect(within(nav).getByRole('link', { name: '1:1 inquiries' })).toHaveAttribute(
    'href',
    '/admin/inquiry',
  );
  expect(queriesOf(calls, LIST)).toEqual([{ limit: '20', offset: '0' }]);
  expect(calls[0]?.authorization).toBe('Bearer admin-token');
});

test('a new notice is checked, posted with its pin, and the list says it was published', async () => {
  const calls = serveNotices([]);
  show('/admin/notices/create');
  expect(screen.getByRole('heading', { name: 'Write a notice', level: 1 })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('This field is required.'),
  );
  expect(changes(calls)).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Holiday hours' } });
  fireEvent.change(screen.getByLabelText('Content'), {
    target: { value: '<p>Closed on <strong>Monday</strong></p>' },
  });
  expect(within(screen.getByRole('region', { name: 'Preview' })).getByText('Monday').tagName).toBe(
    'STRONG',
  );
  fireEvent.click(screen.getByLabelText('Pin to the top'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(currentLocation()).toBe('/admin/notice'));
  const published = await screen.findByText('The notice has been published.');
  // Arriving on the list, the keyboard lands on what happened.
  expect(published.closest('.money-admin__notice')).toHaveFocus();
  expect(changes(calls)).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: LIST,
      body: {
        title: 'Holiday hours',
        content: '<p>Closed on <strong>Monday</strong></p>',
        pinned: true,
      },
    }),
  ]);
});

test('content the server cleans down to nothing is refused on the content field', async () => {
  const calls = serveNotices([], {
    [`POST ${LIST}`]: answer(422, {
      error: 'validation_failed',
      message: 'Some fields are missing or not valid',
      fields: { content: 'invalid' },
    }),
  });
  show('/admin/notices/create');
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Empty' } });
  fireEvent.change(screen.getByLabelText('Content'), {
    target: { value: '<script>alert(1)</script>' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Content')).toHaveAccessibleDescription(
      expect.stringContaining('Nothing would be left of this content'),
    ),
  );
  expect(screen.getByLabelText('Content')).toHaveAttribute('aria-invalid', 'true');
  expect(currentLocation()).toBe('/admin/notices/create');
  expect(changes(calls)).toHaveLength(1);
});

test('editing starts from the notice as it is, PUTs the whole notice, and Cancel goes back', async () => {
  const calls = serveNotices([pinned, plain]);
  show('/admin/notices/5/edit');
  const title = await screen.findByLabelText('Title');
  expect(title).toHaveValue('Maintenance on Sunday');
  expect(screen.getByLabelText('Content')).toHaveValue('<p>From 02:00 KST</p>');
  expect(screen.getByLabelText('Pin to the top')).toBeChecked();
  fireEvent.change(title, { target: { value: 'Maintenance moved to Monday' } });
  fireEvent.click(screen.getByLabelText('Pin to the top'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The notice has been saved.')).toBeInTheDocument();
  expect(currentLocation()).toBe('/admin/notice');
  expect(changes(calls)).toEqual([
    expect.objectContaining({
      method: 'PUT',
      path: `${LIST}/5`,
      body: {
        title: 'Maintenance moved to Monday',
        content: '<p>From 02:00 KST</p>',
        pinned: false,
      },
    }),
  ]);

  fireEvent.click(await screen.findByRole('link', { name: 'Edit: Maintenance on Sunday' }));
  fireEvent.click(await screen.findByRole('link', { name: 'Cancel' }));
  expect(currentLocation()).toBe('/admin/notice');
  expect(changes(calls)).toHaveLength(1);
});

test('editing a notice that does not exist says so', async () => {
  serveNotices([], { [`GET ${LIST}/77`]: answer(404, { error: 'not_found', message: 'x' }) });
  show('/admin/notices/77/edit');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This notice does not exist or has been deleted.',
  );
  expect(screen.queryByLabelText('Title')).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to the notices' })).toHaveAttribute(
    'href',
    '/admin/notice',
  );
});

test('delete asks first; going back sends nothing; confirmed, the outcome takes the focus', async () => {
  const calls = serveNotices([pinned, plain]);
  show('/admin/notice');
  fireEvent.click(await screen.findByRole('button', { name: 'Delete: New platform' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }));
  expect(changes(calls)).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Delete: New platform' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete New platform?' });
  expect(dialog).toHaveTextContent('This cannot be undone.');
  const confirm = within(dialog).getByRole('button', { name: 'Delete' });
  expect(confirm).toHaveClass('ui-button--danger');
  fireEvent.click(confirm);
  expect(await screen.findByRole('status')).toHaveTextContent('The notice has been deleted.');
  expect(screen.getByRole('status').parentElement).toHaveFocus();
  expect(changes(calls)).toEqual([
    expect.objectContaining({ method: 'DELETE', path: `${LIST}/4` }),
  ]);
  await waitFor(() => expect(queriesOf(calls, LIST)).toHaveLength(2));
});
