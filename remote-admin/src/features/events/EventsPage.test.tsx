import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SiteEvent } from '@wallet/shared/domain';
import { renderPage } from '@wallet/shared/testing';
import {
  changes,
  expectAddedOnSave,
  fillIn,
  queriesOf,
  serve,
  storeAdminSession,
} from '../../lib/test-support';
import EventsPage from './pages/EventsPage';

const LIST = '/api/admin/events';

const welcome: SiteEvent = {
  id: 1,
  title: 'Welcome bonus',
  content: '<p>10% on your first charge</p>',
  imageUrl: null,
  type: 'first_deposit',
  bonusPercent: 10,
  startsAt: '2030-05-01T00:00:00.000Z',
  endsAt: '2030-06-01T00:00:00.000Z',
  active: true,
  createdAt: '2030-04-30T00:00:00.000Z',
  updatedAt: '2030-04-30T00:00:00.000Z',
};
const spring: SiteEvent = {
  ...welcome,
  id: 2,
  title: 'Spring festival',
  type: 'popup',
  bonusPercent: null,
  active: false,
};

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

function serveEvents(events: SiteEvent[]) {
  return serve(
    {
      [`GET ${LIST}`]: { status: 200, body: events },
      [`POST ${LIST}`]: (call) => ({
        status: 201,
        body: { ...welcome, id: 9, ...(call.body as object) },
      }),
      [`DELETE ${LIST}/2`]: { status: 204 },
    },
    { [LIST]: () => events.length },
  );
}

const show = () => renderPage(<EventsPage />, { path: '/admin/events' });

/** No events yet, and the "Add an event" dialog opened on the empty list. */
async function addToEmptyList() {
  const calls = serveEvents([]);
  show();
  await screen.findByText('No events yet.');
  fireEvent.click(screen.getByRole('button', { name: 'Add an event' }));
  return { calls, dialog: screen.getByRole('dialog', { name: 'Add an event' }) };
}

test('the list shows type, title, the period in KST, the state and the bonus', async () => {
  const calls = serveEvents([welcome, spring]);
  show();
  const table = await screen.findByRole('table', { name: 'Events, newest first' });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(
    'Welcome bonusFirst-deposit bonus2030-05-01 09:00 to 2030-06-01 09:00Active10.00% bonus',
  );
  expect(rows[2]).toHaveTextContent('Spring festivalPopup');
  expect(rows[2]).toHaveTextContent('InactiveNone');
  // One page of events: no pager.
  expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  expect(queriesOf(calls, LIST)).toEqual([{ limit: '20', offset: '0' }]);
  expect(calls[0]?.authorization).toBe('Bearer admin-token');
});

test('a first-deposit event needs its percent; the body sent has ISO times from KST inputs', async () => {
  const { calls, dialog } = await addToEmptyList();
  fillIn(dialog, {
    Title: 'Welcome',
    Type: 'first_deposit',
    Content: '<p>Bonus</p>',
    'Starts (KST)': '2030-05-10T09:00',
    'Ends (KST)': '2030-05-31T23:59',
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(within(dialog).getByLabelText('Bonus percent')).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    ),
  );
  expect(changes(calls)).toHaveLength(0);

  fireEvent.change(within(dialog).getByLabelText('Bonus percent'), {
    target: { value: '12.5' },
  });
  await expectAddedOnSave(calls, dialog, {
    saved: 'The event has been added.',
    path: LIST,
    body: {
      title: 'Welcome',
      content: '<p>Bonus</p>',
      imageUrl: null,
      type: 'first_deposit',
      bonusPercent: 12.5,
      startsAt: '2030-05-10T00:00:00.000Z',
      endsAt: '2030-05-31T14:59:00.000Z',
      active: true,
    },
  });
});

test('an end before the start is refused before anything is sent, saying so', async () => {
  const { calls, dialog } = await addToEmptyList();
  fillIn(dialog, {
    Title: 'Popup',
    'Starts (KST)': '2030-05-10T09:00',
    'Ends (KST)': '2030-05-10T08:00',
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  const ends = within(dialog).getByLabelText('Ends (KST)');
  await waitFor(() =>
    expect(ends).toHaveAccessibleDescription(
      expect.stringContaining('The end must be after the start.'),
    ),
  );
  expect(ends).not.toHaveAccessibleDescription(expect.stringContaining('not valid'));
  expect(within(dialog).queryByLabelText('Bonus percent')).toBeNull();
  expect(changes(calls)).toHaveLength(0);
});

test.each(['-5', '150', '12.345'])(
  'a bonus percent of %s is refused, naming the range the server takes',
  async (percent) => {
    const { calls, dialog } = await addToEmptyList();
    fillIn(dialog, {
      Title: 'Welcome',
      Type: 'first_deposit',
      'Bonus percent': percent,
      'Starts (KST)': '2030-05-10T09:00',
      'Ends (KST)': '2030-05-31T23:59',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const field = within(dialog).getByLabelText('Bonus percent');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(
          'Enter a percent from 0 to 100, with at most two decimals (e.g. 12.5).',
        ),
      ),
    );
    expect(field).not.toHaveAccessibleDescription(expect.stringContaining('not valid'));
    expect(changes(calls)).toHaveLength(0);
  },
);

test('delete asks first; going back sends nothing', async () => {
  const calls = serveEvents([welcome, spring]);
  show();
  fireEvent.click(await screen.findByRole('button', { name: 'Delete: Spring festival' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }));
  expect(changes(calls)).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Delete: Spring festival' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Spring festival?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The event has been deleted.');
  expect(changes(calls)).toEqual([
    expect.objectContaining({ method: 'DELETE', path: `${LIST}/2` }),
  ]);
});

test('the page is in the address: /admin/events?page=2 asks for the second twenty', async () => {
  const many = Array.from({ length: 25 }, (_, index) => ({ ...spring, id: index + 1 }));
  const calls = serveEvents(many);
  renderPage(<EventsPage />, { path: '/admin/events?page=2' });
  await screen.findByRole('table', { name: 'Events, newest first' });
  expect(queriesOf(calls, LIST)).toContainEqual({ limit: '20', offset: '20' });
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
});
