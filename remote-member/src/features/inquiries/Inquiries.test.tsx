import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { defined, renderPage } from '@wallet/shared/testing';
import { fakeDateOnly } from '../../testing/clock';
import { HOSTILE_HTML, inquiry, installContentFetch } from '../../testing/content';
import { typeInto } from '../../testing/form';
import { storeMemberSession } from '../../testing/money';
import InquiriesPage from './pages/InquiriesPage';
import InquiryPage from './pages/InquiryPage';
import InquiryWritePage from './pages/InquiryWritePage';

function Pages() {
  return (
    <Routes>
      <Route path="/support/inquiry" element={<InquiriesPage />} />
      <Route path="/support/inquiry/write" element={<InquiryWritePage />} />
      <Route path="/support/inquiry/:id" element={<InquiryPage />} />
    </Routes>
  );
}

let alert: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  storeMemberSession();
  alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  alert.mockRestore();
  jest.useRealTimers();
});

const answered = inquiry({
  id: 13,
  category: 'platform',
  title: 'How do I join X-Poker?',
  status: 'answered',
  created_at: '2026-11-22T00:10:00.000Z',
  answer: 'Register your X-Poker id on My page.\nThen transfer as usual.',
  answered_at: '2026-11-22T07:00:00.000Z',
});
const pending = inquiry();

const refusal = (status: number, error: string) => ({
  status,
  body: { error, message: 'x' },
});

describe('the list', () => {
  test("shows the member's inquiries: title, category, status in words, date", async () => {
    installContentFetch({}, { '/api/users/inquiries': { rows: [answered, pending] } });
    renderPage(<Pages />, { path: '/support/inquiry' });
    expect(screen.getByRole('heading', { level: 1, name: '1:1 inquiry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write an inquiry' })).toHaveAttribute(
      'href',
      '/support/inquiry/write',
    );
    const list = await screen.findByRole('list', { name: 'Your inquiries, newest first' });
    const items = within(list).getAllByRole('listitem');
    const first = defined(items[0], 'the first inquiry');
    const second = defined(items[1], 'the second inquiry');
    expect(within(first).getByRole('link', { name: 'How do I join X-Poker?' })).toHaveAttribute(
      'href',
      '/support/inquiry/13',
    );
    expect(first).toHaveTextContent('Platform sign-up');
    expect(first).toHaveTextContent('Answered');
    expect(first).toHaveTextContent('2026-11-22 09:10 KST');
    expect(second).toHaveTextContent('Deposits, withdrawals and transfers');
    expect(second).toHaveTextContent('Awaiting an answer');
  });

  test('empty: says so, and still offers to write one', async () => {
    installContentFetch({}, { '/api/users/inquiries': { rows: [] } });
    renderPage(<Pages />, { path: '/support/inquiry' });
    expect(await screen.findByText('You have not written an inquiry yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write an inquiry' })).toBeInTheDocument();
  });

  test('a list that fails to load shows fetch_failed with a Retry', async () => {
    let fail = true;
    installContentFetch({
      '/api/users/inquiries': () =>
        fail ? refusal(503, 'service_unavailable') : { status: 200, body: [pending] },
    });
    renderPage(<Pages />, { path: '/support/inquiry' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This could not be loaded. Check your connection and try again.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Where is my charge?' })).toBeInTheDocument();
  });
});

describe('writing one', () => {
  const chooseCategory = (value: string) =>
    fireEvent.change(screen.getByLabelText('Category'), { target: { value } });
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send the inquiry' }));

  test('the five categories are offered, translated', () => {
    installContentFetch({});
    renderPage(<Pages />, { path: '/support/inquiry/write' });
    const options = within(screen.getByLabelText('Category')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Choose a category…',
      'Deposits, withdrawals and transfers',
      'Account',
      'Platform sign-up',
      'Download',
      'Other',
    ]);
    expect(screen.getByLabelText('Title')).toBeInTheDocument();
    expect(screen.getByLabelText('Details (optional)')).toBeInTheDocument();
  });

  test('category and title are required; nothing is sent without them', async () => {
    const { calls } = installContentFetch({});
    renderPage(<Pages />, { path: '/support/inquiry/write' });
    send();
    expect(await screen.findByText('Choose a category.')).toBeInTheDocument();
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  test('success: an alert, then the list; the content may stay empty', async () => {
    let sentYet = false;
    const { calls } = installContentFetch(
      { 'POST /api/users/inquiries': () => ((sentYet = true), { status: 201, body: pending }) },
      { '/api/users/inquiries': () => ({ rows: sentYet ? [pending] : [answered] }) },
    );
    renderPage(<Pages />, { path: '/support/inquiry/write' });
    chooseCategory('account');
    typeInto('Title', '  Change my phone number  ');
    send();
    expect(
      await screen.findByRole('heading', { level: 1, name: '1:1 inquiry' }),
    ).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(
      'Your inquiry has been sent. We will answer it as soon as we can.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      category: 'account',
      title: 'Change my phone number',
      content: '',
    });
    expect(await screen.findByRole('link', { name: 'Where is my charge?' })).toBeInTheDocument();
  });

  test('pending_exists: the form says an inquiry is waiting for its reply', async () => {
    installContentFetch({ 'POST /api/users/inquiries': refusal(409, 'pending_exists') });
    renderPage(<Pages />, { path: '/support/inquiry/write' });
    chooseCategory('money');
    typeInto('Title', 'Another question');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have an unanswered inquiry. Please wait for the reply before writing another.',
    );
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Write an inquiry' })).toBeInTheDocument();
  });

  test('create_failed: the form says it could not be saved', async () => {
    installContentFetch({ 'POST /api/users/inquiries': refusal(503, 'create_failed') });
    renderPage(<Pages />, { path: '/support/inquiry/write' });
    chooseCategory('etc');
    typeInto('Title', 'Hello');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your inquiry could not be saved. Please try again in a moment.',
    );
  });

  test("the server's field codes show beside their fields", async () => {
    installContentFetch({
      'POST /api/users/inquiries': {
        status: 422,
        body: { error: 'validation_failed', message: 'x', fields: { title: 'too_long' } },
      },
    });
    renderPage(<Pages />, { path: '/support/inquiry/write' });
    chooseCategory('etc');
    typeInto('Title', 'Hello');
    send();
    expect(
      await screen.findByText('This is too long: at most 200 characters.'),
    ).toBeInTheDocument();
  });

  test('at 12:00 Korean time the support break is announced, and the form still sends', async () => {
    fakeDateOnly('2026-11-21T03:00:00Z');
    const { calls } = installContentFetch({
      'POST /api/users/inquiries': { status: 201, body: pending },
    });
    renderPage(<Pages />, { path: '/support/inquiry/write' });
    expect(
      screen.getByText(
        'It is the support break (11:00–15:00 Korean time): 1:1 inquiries are paused and are answered after the break. You can still send yours now.',
      ),
    ).toBeInTheDocument();
    chooseCategory('download');
    typeInto('Title', 'The app link');
    send();
    await waitFor(() => expect(alert).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  test('at 16:00 Korean time there is no break notice', () => {
    fakeDateOnly('2026-11-21T07:00:00Z');
    installContentFetch({});
    renderPage(<Pages />, { path: '/support/inquiry/write' });
    expect(screen.getByRole('heading', { level: 1, name: 'Write an inquiry' })).toBeInTheDocument();
    expect(screen.queryByText(/^It is the support break/)).not.toBeInTheDocument();
    // The guidance beside the form still names the break's hours.
    expect(screen.getByRole('region', { name: 'Before you send' }).textContent).toContain(
      'support break (11:00–15:00 Korean time)',
    );
  });
});

describe('one inquiry', () => {
  test('answered: the question, then the answer with its line breaks and date', async () => {
    installContentFetch({ '/api/users/inquiries/13': { status: 200, body: answered } });
    const { container } = renderPage(<Pages />, { path: '/support/inquiry/13' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How do I join X-Poker?' }),
    ).toBeInTheDocument();
    const answer = screen.getByRole('region', { name: 'Answer' });
    expect(answer).toHaveTextContent('Register your X-Poker id on My page.');
    expect(answer).toHaveTextContent('Answered 2026-11-22 16:00 KST');
    expect(answer.querySelector('.safe-html--text')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Your inquiry' })).toHaveTextContent(
      'I sent 138,050 won at 14:00.',
    );
    expect(container).toHaveTextContent('Platform sign-up');
    expect(screen.queryByText(/waiting for an answer/)).not.toBeInTheDocument();
  });

  test('pending: says it awaits an answer', async () => {
    installContentFetch({ '/api/users/inquiries/12': { status: 200, body: pending } });
    renderPage(<Pages />, { path: '/support/inquiry/12' });
    expect(
      await screen.findByText(
        'Your inquiry is waiting for an answer. The reply will appear on this page.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Awaiting an answer')).toHaveLength(1);
  });

  test('a script or an event handler in the inquiry or its answer never reaches the page', async () => {
    installContentFetch({
      '/api/users/inquiries/13': {
        status: 200,
        body: { ...answered, content: HOSTILE_HTML, answer: HOSTILE_HTML },
      },
    });
    const { container } = renderPage(<Pages />, { path: '/support/inquiry/13' });
    expect(await screen.findAllByText('member')).toHaveLength(2);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('hacked');
  });

  test('a detail that fails to load shows fetch_failed with a Retry; a missing one is not found', async () => {
    let fail = true;
    installContentFetch({
      '/api/users/inquiries/12': () =>
        fail ? refusal(503, 'service_unavailable') : { status: 200, body: pending },
    });
    const first = renderPage(<Pages />, { path: '/support/inquiry/12' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where is my charge?' }),
    ).toBeInTheDocument();
    first.unmount();

    renderPage(<Pages />, { path: '/support/inquiry/99' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This inquiry could not be found.');
  });
});
