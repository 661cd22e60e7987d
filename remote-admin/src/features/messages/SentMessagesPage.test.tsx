import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SentMessage } from '@wallet/shared/domain';
import { renderPage } from '@wallet/shared/testing';
import { queriesOf, serve, storeAdminSession } from '../../lib/test-support';
import SentMessagesPage from './pages/SentMessagesPage';

const LIST = '/api/admin/messages/sent';

const toAll: SentMessage = {
  id: 2,
  subject: 'Maintenance tonight',
  content: '<p>From 02:00</p>',
  audience: 'all',
  recipientCount: 1234,
  readCount: 12,
  recipientSample: ['kim01', 'lee02', 'park03', 'choi04', 'jung05'],
  sentBy: 'admin',
  sentAt: '2026-03-01T03:04:00.000Z',
};
const toFive: SentMessage = {
  ...toAll,
  id: 1,
  subject: 'Your bonus',
  audience: 'selected',
  recipientCount: 5,
  readCount: 4,
  sentBy: null,
};
const toTwo: SentMessage = {
  ...toFive,
  id: 3,
  subject: 'Welcome',
  recipientCount: 2,
  readCount: 0,
  recipientSample: ['kim01', 'lee02'],
};

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

test('each message shows its subject, recipients, read count and KST date', async () => {
  const calls = serve(
    { [LIST]: { status: 200, body: [toAll, toFive, toTwo] } },
    { [LIST]: () => 3 },
  );
  renderPage(<SentMessagesPage />, { path: '/admin/messages/sent' });
  const table = await screen.findByRole('table', { name: 'Sent messages, newest first' });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(
    'Maintenance tonightAll members (1,234)12 / 1,234admin2026-03-01 12:04',
  );
  expect(rows[2]).toHaveTextContent('Your bonuskim01, lee02 and 3 more4 / 5System');
  expect(rows[3]).toHaveTextContent('Welcomekim01, lee020 / 2');
  expect(screen.getByRole('link', { name: 'Send a message' })).toHaveAttribute(
    'href',
    '/admin/messages/send',
  );
  const nav = screen.getByRole('navigation', { name: 'Messages' });
  expect(within(nav).getByRole('link', { name: 'Sent' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Templates' })).toHaveAttribute(
    'href',
    '/admin/messages/templates',
  );
  expect(queriesOf(calls, LIST)).toEqual([{ limit: '20', offset: '0' }]);
  expect(calls[0]?.authorization).toBe('Bearer admin-token');
});

test('the page is in the address and the pager moves it', async () => {
  const many = Array.from({ length: 20 }, (_, index) => ({ ...toAll, id: 100 + index }));
  const calls = serve({ [LIST]: { status: 200, body: many } }, { [LIST]: () => 45 });
  renderPage(<SentMessagesPage />, { path: '/admin/messages/sent?page=2' });
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() =>
    expect(queriesOf(calls, LIST)).toEqual([
      { limit: '20', offset: '20' },
      { limit: '20', offset: '40' },
    ]),
  );
});

test('no message yet, and a failed load with Retry', async () => {
  serve({ [LIST]: { status: 200, body: [] } });
  const { unmount } = renderPage(<SentMessagesPage />, { path: '/admin/messages/sent' });
  expect(await screen.findByText('No message has been sent yet.')).toBeInTheDocument();
  unmount();
  serve({ [LIST]: { status: 503, body: { error: 'service_unavailable', message: 'x' } } });
  renderPage(<SentMessagesPage />, { path: '/admin/messages/sent' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The sent messages could not be loaded.',
  );
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
