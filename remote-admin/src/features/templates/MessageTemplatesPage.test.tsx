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
    translations: {
      ko: {
        label: '충전 신청 접수',
        content: '{{username}}님, {{converted}} {{currency}}를 보내 주세요.',
      },
      zh: { label: '已收到充值申请', content: '{{username}}，请汇入 {{converted}} {{currency}}。' },
      ja: {
        label: '入金申請を受け付けました',
        content: '{{username}} 様、{{converted}} {{currency}} をお振り込みください。',
      },
    },
  },
  {
    template_key: 'request_rejected',
    label: 'Request rejected',
    content: 'Hello {{username}}, your request was rejected: {{memo}}.',
    translations: {
      ko: { label: '신청 거절', content: '{{username}}님, 신청이 거절되었습니다. 사유: {{memo}}' },
      zh: { label: '申请已被拒绝', content: '{{username}}，申请已被拒绝，原因：{{memo}}' },
      ja: {
        label: '申請が却下されました',
        content: '{{username}} 様、申請は却下されました。理由：{{memo}}',
      },
    },
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

test('a placeholder the template does not fill is refused before anything is sent, naming the ones it may use', async () => {
  const calls = serveTemplates('ok');
  show();
  const rejected = await screen.findByRole('group', { name: /Request rejected/ });
  const content = within(rejected).getByLabelText('Content');
  fireEvent.change(content, { target: { value: 'Hello {{usrname}}, {{memo}}' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(content).toHaveAccessibleDescription(
      'This message cannot fill that placeholder; it would reach the member as written. Use only: {{username}}, {{kind}}, {{amount}}, {{currency}}, {{memo}}.',
    ),
  );
  expect(changes(calls)).toHaveLength(0);
});

test('each language has its tab; the administrator edits the Korean text and one Save sends every language', async () => {
  const calls = serveTemplates('ok');
  show();
  const tabs = await screen.findByRole('tablist', { name: 'Language of the text' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['English', '한국어', '中文', '日本語']);
  // Each name is marked with its own language: drawn in that script, read so where lang is followed.
  expect(
    ['English', '한국어', '中文', '日本語'].map((name) =>
      within(tabs).getByText(name).getAttribute('lang'),
    ),
  ).toEqual(['en', 'ko', 'zh', 'ja']);
  // The administrator's own language is shown first.
  expect(within(tabs).getByRole('tab', { name: 'English' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  fireEvent.click(within(tabs).getByRole('tab', { name: '한국어' }));
  const rejected = screen.getByRole('group', { name: /Request rejected/ });
  const subject = within(rejected).getByLabelText('Subject');
  expect(subject).toHaveValue('신청 거절');
  expect(subject).toHaveAttribute('lang', 'ko');
  expect(rejected).toHaveTextContent('{{memo}}');
  fireEvent.change(within(rejected).getByLabelText('Content'), {
    target: { value: '{{username}}님, 죄송합니다. 사유: {{memo}}' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));

  const second = defined(templates[1], 'the second template');
  expect(changes(calls).map((call) => call.body)).toEqual([
    [
      templates[0],
      {
        ...second,
        translations: {
          ...second.translations,
          ko: { label: '신청 거절', content: '{{username}}님, 죄송합니다. 사유: {{memo}}' },
        },
      },
    ],
  ]);
});

test("an empty text in another language's tab is refused: that tab opens with the field marked", async () => {
  const calls = serveTemplates('ok');
  show();
  const tabs = await screen.findByRole('tablist', { name: 'Language of the text' });
  fireEvent.click(within(tabs).getByRole('tab', { name: '日本語' }));
  const charge = screen.getByRole('group', { name: /Charge request received/ });
  fireEvent.change(within(charge).getByLabelText('Subject'), { target: { value: '' } });
  fireEvent.click(within(tabs).getByRole('tab', { name: 'English' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  const japanese = await within(tabs).findByRole('tab', { name: '日本語 (to correct)' });
  expect(japanese).toHaveAttribute('aria-selected', 'true');
  expect(within(japanese).getByText('日本語')).toHaveAttribute('lang', 'ja');
  const again = screen.getByRole('group', { name: /Charge request received/ });
  const subject = within(again).getByLabelText('Subject');
  expect(subject).toHaveAccessibleDescription('This field is required.');
  await waitFor(() => expect(subject).toHaveFocus());
  expect(changes(calls)).toHaveLength(0);
});

test('templates that cannot be loaded say so', async () => {
  serve({ [TEMPLATES]: refusal(503, 'service_unavailable') });
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The message templates could not be loaded.',
  );
});
