import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageTemplate } from '@wallet/shared/domain';
import { defined, renderPage } from '@wallet/shared/testing';
import { changes, refusal, serve, storeAdminSession } from '../../lib/test-support';
import MessageTemplatesPage from './pages/MessageTemplatesPage';

const TEMPLATES = '/api/admin/message-templates';

const templates: MessageTemplate[] = [
  {
    template_key: 'recharge_request',
    label: 'Charge request received',
    content: 'Hello {{username}}, please send {{converted}} {{currency}} to {{address}}.',
  },
  {
    template_key: 'request_rejected',
    label: 'Request rejected',
    content: 'Hello {{username}}, your request was rejected: {{memo}}.',
  },
];

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

function serveTemplates(save: 'ok' | 'fail') {
  return serve({
    [`GET ${TEMPLATES}`]: { status: 200, body: templates },
    [`POST ${TEMPLATES}`]: (call) =>
      save === 'ok' ? { status: 200, body: call.body } : refusal(503, 'service_unavailable'),
  });
}

const show = () => renderPage(<MessageTemplatesPage />, { path: '/admin/messages/templates' });

test('each template shows its label, content and the placeholders it may use', async () => {
  serveTemplates('ok');
  show();
  const charge = await screen.findByRole('group', { name: /Charge request received \(sent when/ });
  expect(within(charge).getByLabelText('Subject')).toHaveValue('Charge request received');
  expect(within(charge).getByLabelText('Content')).toHaveValue(
    defined(templates[0], 'the first template').content,
  );
  for (const name of ['username', 'amount', 'currency', 'converted', 'address', 'reference']) {
    expect(charge).toHaveTextContent(`{{${name}}}`);
  }
  expect(charge).not.toHaveTextContent('{{memo}}');
  const rejected = screen.getByRole('group', { name: /Request rejected/ });
  expect(rejected).toHaveTextContent("{{memo}} the administrator's reason");
});

test('one Save sends the whole list and shows "saved"', async () => {
  const calls = serveTemplates('ok');
  show();
  const charge = await screen.findByRole('group', { name: /Charge request received/ });
  fireEvent.change(within(charge).getByLabelText('Content'), {
    target: { value: 'Send {{converted}} {{currency}}, reference {{reference}}.' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
  expect(changes(calls)).toEqual([
    expect.objectContaining({
      method: 'POST',
      path: TEMPLATES,
      authorization: 'Bearer admin-token',
      body: [
        { ...templates[0], content: 'Send {{converted}} {{currency}}, reference {{reference}}.' },
        templates[1],
      ],
    }),
  ]);
});

test('a failing save shows "save failed"', async () => {
  serveTemplates('fail');
  show();
  await screen.findByRole('group', { name: /Charge request received/ });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Save failed.');
});

test('an empty content is refused before anything is sent', async () => {
  const calls = serveTemplates('ok');
  show();
  const rejected = await screen.findByRole('group', { name: /Request rejected/ });
  const content = within(rejected).getByLabelText('Content');
  fireEvent.change(content, { target: { value: '  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(content).toHaveAccessibleDescription('This field is required.'));
  expect(changes(calls)).toHaveLength(0);
});

test('templates that cannot be loaded say so', async () => {
  serve({ [TEMPLATES]: refusal(503, 'service_unavailable') });
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The message templates could not be loaded.',
  );
});
