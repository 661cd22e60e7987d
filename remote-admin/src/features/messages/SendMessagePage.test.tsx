import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminMember, SentMessage } from '@wallet/shared/domain';
import { renderPage, type FakeAnswer } from '@wallet/shared/testing';
import {
  changes,
  queriesOf,
  refusal,
  serve,
  storeAdminSession,
  type RecordedCall,
  type Route,
} from '../../lib/test-support';
import SendMessagePage from './pages/SendMessagePage';

const SEND = '/api/admin/messages';
const USERS = '/api/admin/users';

const member = (id: number, username: string, realName: string): AdminMember => ({
  id,
  username,
  realName,
  email: `${username}@example.com`,
  phone: '010-0000-0000',
  status: 'approved',
  balance: 0,
  held: 0,
  warnings: 0,
  referralId: `REF${id}`,
  recommender: null,
  platforms: [],
  createdAt: '2026-03-01T00:00:00.000Z',
});
const MEMBERS = [
  member(1, 'kim01', 'Kim Minsu'),
  member(2, 'kim02', 'Kim Jisoo'),
  member(3, 'lee02', 'Lee Hana'),
];

const sent = (body: Partial<SentMessage> = {}): SentMessage => ({
  id: 7,
  subject: 'Hello',
  content: '<p>Hi</p>',
  audience: 'all',
  recipientCount: 1234,
  readCount: 0,
  recipientSample: [],
  sentBy: 'admin',
  sentAt: '2026-03-01T03:04:00.000Z',
  ...body,
});

/** The member search answers by `q`; the send answers with `onSend` (201 by default). */
function serveSend(onSend?: Route) {
  return serve({
    [`GET ${USERS}`]: (call: RecordedCall) => ({
      status: 200,
      body: MEMBERS.filter((m) => m.username.includes(call.query.q ?? '')),
    }),
    [`POST ${SEND}`]:
      onSend ??
      ((call: RecordedCall) => {
        const { recipients } = call.body as { recipients: 'all' | string[] };
        return {
          status: 201,
          body:
            recipients === 'all'
              ? sent()
              : sent({
                  audience: 'selected',
                  recipientCount: recipients.length,
                  recipientSample: recipients,
                }),
        };
      }),
  });
}

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

const show = () => renderPage(<SendMessagePage />, { path: '/admin/messages/send' });

function write(subject: string, content: string) {
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: subject } });
  fireEvent.change(screen.getByLabelText('Content'), { target: { value: content } });
}

async function choose(typed: string, username: string) {
  fireEvent.change(screen.getByLabelText('Find a member'), { target: { value: typed } });
  fireEvent.click(await screen.findByRole('button', { name: `Add ${username}` }));
}

test('to all approved members: the confirmation says so, then the body is sent and the success told', async () => {
  const calls = serveSend();
  show();
  expect(screen.getByRole('link', { name: 'Templates' })).toHaveAttribute(
    'href',
    '/admin/messages/templates',
  );
  expect(screen.getByLabelText('All approved members')).toBeChecked();
  write('Hello', '<p>Hi <strong>all</strong></p>');
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send “Hello”?' });
  expect(dialog).toHaveTextContent('Every approved member receives it.');
  expect(changes(calls)).toHaveLength(0);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'The message has been sent to 1,234 members.',
  );
  expect(screen.getByRole('link', { name: 'See sent messages' })).toHaveAttribute(
    'href',
    '/admin/messages/sent',
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(changes(calls)).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: SEND,
      authorization: 'Bearer admin-token',
      body: { recipients: 'all', subject: 'Hello', content: '<p>Hi <strong>all</strong></p>' },
    }),
  ]);
  // The form starts afresh for the next message.
  expect(screen.getByLabelText('Subject')).toHaveValue('');
});

test('to chosen members: searched, added as removable chips, named in the confirmation', async () => {
  const calls = serveSend();
  show();
  fireEvent.click(screen.getByLabelText('Chosen members'));
  await choose('kim', 'kim01');
  expect(queriesOf(calls, USERS)).toContainEqual({ q: 'kim', status: 'approved', limit: '10' });
  // Chosen ones are no longer offered; the search box keeps the keyboard.
  expect(screen.queryByRole('button', { name: 'Add kim01' })).toBeNull();
  expect(screen.getByLabelText('Find a member')).toHaveFocus();

  // Enter adds the member whose username was typed, and never sends the form.
  const search = screen.getByLabelText('Find a member');
  fireEvent.change(search, { target: { value: 'lee02' } });
  await screen.findByRole('button', { name: 'Add lee02' });
  fireEvent.keyDown(search, { key: 'Enter' });
  await choose('kim', 'kim02');

  const chips = screen.getByRole('list', { name: 'Chosen members' });
  expect(
    within(chips)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['kim01×', 'lee02×', 'kim02×']);
  fireEvent.click(within(chips).getByRole('button', { name: 'Remove kim02' }));
  expect(screen.getByText('Chosen members: 2')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();

  write('Your bonus', '<p>Check it</p>');
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send “Your bonus”?' });
  expect(dialog).toHaveTextContent('These members receive it (2): kim01, lee02');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'The message has been sent to 2 members.',
  );
  expect(changes(calls)).toEqual([
    expect.objectContaining({
      body: { recipients: ['kim01', 'lee02'], subject: 'Your bonus', content: '<p>Check it</p>' },
    }),
  ]);
});

test('chosen members without anyone chosen, and empty fields, are refused before anything is sent', async () => {
  const calls = serveSend();
  show();
  fireEvent.click(screen.getByLabelText('Chosen members'));
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  // The search box is not a field to fill: the refusal says what to choose.
  await waitFor(() =>
    expect(screen.getByLabelText('Find a member')).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one member, or send it to all approved members.'),
    ),
  );
  expect(screen.getByLabelText('Find a member')).not.toHaveAccessibleDescription(
    expect.stringContaining('This field is required.'),
  );
  expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('This field is required.');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(changes(calls)).toHaveLength(0);
});

test('Enter pressed before the results are in waits for them, then adds the member typed', async () => {
  const calls = serveSend();
  show();
  fireEvent.click(screen.getByLabelText('Chosen members'));
  const search = screen.getByLabelText('Find a member');
  fireEvent.change(search, { target: { value: 'lee02' } });
  fireEvent.keyDown(search, { key: 'Enter' });
  const chips = await screen.findByRole('list', { name: 'Chosen members' });
  expect(within(chips).getByRole('listitem')).toHaveTextContent('lee02');
  expect(search).toHaveValue('');
  expect(queriesOf(calls, USERS)).toEqual([{ q: 'lee02', status: 'approved', limit: '10' }]);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('Enter that can add nobody says why: no match, or several to choose from', async () => {
  serveSend();
  show();
  fireEvent.click(screen.getByLabelText('Chosen members'));
  const search = screen.getByLabelText('Find a member');
  fireEvent.change(search, { target: { value: 'park' } });
  fireEvent.keyDown(search, { key: 'Enter' });
  expect(await screen.findByText('No approved member matches “park”.')).toBeInTheDocument();

  fireEvent.change(search, { target: { value: 'kim' } });
  fireEvent.keyDown(search, { key: 'Enter' });
  expect(
    await screen.findByText('Several approved members match “kim”: choose one from the list.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add kim01' })).toBeInTheDocument();
  expect(screen.getByText('No member chosen yet.')).toBeInTheDocument();
});

test('recipients_not_found is shown beside the recipients, and the dialog closes', async () => {
  const calls = serveSend({
    status: 422,
    body: {
      error: 'recipients_not_found',
      message: 'No member is called kim01',
      fields: { recipients: 'invalid' },
    },
  });
  show();
  fireEvent.click(screen.getByLabelText('Chosen members'));
  await choose('kim', 'kim01');
  write('Hello', '<p>Hi</p>');
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByLabelText('Find a member')).toHaveAccessibleDescription(
    expect.stringContaining('Some of the chosen usernames belong to no member.'),
  );
  expect(screen.queryByText(/has been sent/)).toBeNull();
  expect(changes(calls)).toHaveLength(1);
});

test('content the server cleans down to nothing is marked on the content; a failure keeps the dialog', async () => {
  let answer: FakeAnswer = {
    status: 422,
    body: { error: 'validation_failed', message: 'x', fields: { content: 'invalid' } },
  };
  serveSend(() => answer);
  show();
  write('Hello', '<script>alert(1)</script>');
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  fireEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }),
  );
  await waitFor(() =>
    expect(screen.getByLabelText('Content')).toHaveAccessibleDescription(
      expect.stringContaining('Nothing would be left of this content'),
    ),
  );

  answer = refusal(503, 'service_unavailable');
  fireEvent.change(screen.getByLabelText('Content'), { target: { value: '<p>Hi</p>' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The message could not be sent. Nothing was sent; please try again.',
  );
});

test('the formatting buttons wrap the selection, and the preview shows it without running anything', async () => {
  serveSend();
  show();
  const content = screen.getByLabelText<HTMLTextAreaElement>('Content');
  fireEvent.change(content, { target: { value: 'Hello world' } });
  content.setSelectionRange(6, 11);
  fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
  expect(content).toHaveValue('Hello <strong>world</strong>');
  expect(content).toHaveFocus();

  content.setSelectionRange(0, 5);
  fireEvent.click(screen.getByRole('button', { name: 'Link' }));
  expect(content).toHaveValue('<a href="https://">Hello</a> <strong>world</strong>');
  // The address is selected, ready to be typed.
  expect(content.value.slice(content.selectionStart, content.selectionEnd)).toBe('https://');

  fireEvent.change(content, { target: { value: 'one\ntwo' } });
  content.setSelectionRange(0, 7);
  fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
  expect(content).toHaveValue('<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>');

  fireEvent.change(content, {
    target: { value: '<p><em>Hi</em></p><img src=x onerror="alert(1)"><script>alert(2)</script>' },
  });
  const preview = screen.getByRole('region', { name: 'Preview' });
  expect(within(preview).getByText('Hi').tagName).toBe('EM');
  expect(preview.querySelector('script')).toBeNull();
  expect(preview.querySelector('[onerror]')).toBeNull();
});
