import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodyRowsOf, defined, shownText } from '@wallet/shared/testing';
import type { AuditEntry } from '@wallet/shared/domain';
import { currentLocation, renderRoutes } from '../../lib/test-routing';
import { queriesOf, serve, storeAdminSession } from '../../lib/test-support';
import { auditChange } from './changes';
import AuditPage from './pages/AuditPage';

const LOG = '/api/admin/audit';

// Alike in shape only: each entry below is a different record, written out whole as the server sends it.
const approval: AuditEntry = {
  id: 3,
  at: '2026-03-01T03:04:00.000Z',
  actor: 'admin',
  action: 'member.approve',
  target: 'user:42',
  targetName: 'kim01',
  before: { status: 'pending' },
  after: { status: 'approved' },
};
// PostgreSQL's jsonb hands keys back shortest first; the page lists them in its own order.
const rates: AuditEntry = {
  id: 2,
  at: '2026-11-25T05:03:11.000Z',
  actor: 'admin',
  action: 'rate.update',
  target: 'exchange_rates',
  targetName: null,
  before: { rates: { KRW: 1380.5, PHP: 57.235, USDT: 1 }, usdtAvailable: true },
  after: { rates: { KRW: 1392.25, PHP: 57.235, USDT: 1 }, usdtAvailable: false },
};
const firstStart: AuditEntry = {
  id: 1,
  at: '2026-02-01T00:00:00.000Z',
  actor: null,
  action: 'admin.create',
  target: 'user:1',
  targetName: 'admin',
  before: null,
  after: { role: 'admin', username: 'admin' },
};
const LONG =
  '<p>Dear members,</p><p>Support answers 1:1 inquiries outside the break from <b>11:00 to 15:00 KST</b>.</p><ul><li>Charges are credited after approval.</li></ul>';
const noticeEdit: AuditEntry = {
  id: 7,
  at: '2026-11-25T06:00:00.000Z',
  actor: 'admin',
  action: 'notice.update',
  target: 'notice:5',
  targetName: null,
  before: { title: 'Holidays', pinned: false, content: '<p>Hello</p>' },
  after: { title: 'Holidays', pinned: true, content: '<p>Hello <b>all</b> &amp; welcome</p>' },
};
const longNotice: AuditEntry = {
  id: 6,
  at: '2026-11-25T05:59:00.000Z',
  actor: 'admin',
  action: 'notice.create',
  target: 'notice:4',
  targetName: null,
  before: null,
  after: { title: 'Service hours', pinned: false, content: LONG },
};
const correction: AuditEntry = {
  id: 5,
  at: '2026-11-25T05:30:00.000Z',
  actor: 'admin',
  action: 'ledger.correction',
  target: 'user:42',
  targetName: 'kim01',
  before: { available: 0 },
  after: { amount: 1234.56, reason: 'Opening balance', entryId: 2, available: 1234.56 },
};
const event: AuditEntry = {
  id: 4,
  at: '2026-11-25T05:20:00.000Z',
  actor: 'admin',
  action: 'event.update',
  target: 'event:1',
  targetName: null,
  before: { title: 'Bonus week', active: true, endsAt: '2026-12-02T14:48:44.396Z' },
  after: { title: 'Bonus week', active: true, endsAt: '2026-12-09T14:48:44.396Z' },
};
// A decision keeps whose request it was and how much (jsonb order, shortest key first).
const withdrawalPaid: AuditEntry = {
  id: 11,
  at: '2026-11-25T07:00:00.000Z',
  actor: 'admin',
  action: 'request.approve',
  target: 'request:12',
  targetName: null,
  before: { status: 'pending' },
  after: {
    kind: 'wallet_withdraw',
    amount: 50,
    member: 'kim01',
    payout: 66954,
    status: 'completed',
    currency: 'USD',
    entryIds: [31],
    adminMemo: null,
    payoutCurrency: 'KRW',
  },
};
const chargeRejected: AuditEntry = {
  id: 10,
  at: '2026-11-25T06:50:00.000Z',
  actor: 'admin',
  action: 'request.reject',
  target: 'request:13',
  targetName: null,
  before: { status: 'pending' },
  after: {
    kind: 'wallet_charge',
    amount: 1234.5,
    member: 'lee02',
    status: 'rejected',
    currency: 'USD',
    entryIds: [],
    adminMemo: 'No deposit arrived',
  },
};
// A template keeps its English text and, under `translations`, the other languages' text.
const templateText = (ja: string) => ({
  label: 'Request rejected',
  content: 'Your request was rejected.',
  translations: {
    ja: { label: ja, content: '申請は却下されました。' },
    ko: { label: '신청 거절', content: '신청이 거절되었습니다.' },
    zh: { label: '申请被拒绝', content: '您的申请已被拒绝。' },
  },
});
const templateEdit: AuditEntry = {
  id: 12,
  at: '2026-11-25T08:00:00.000Z',
  actor: 'admin',
  action: 'template.update',
  target: 'template:request_rejected',
  targetName: null,
  before: templateText('申請の却下'),
  after: templateText('申請が却下されました'),
};
/** A row about `target`, to see how the Target column names it. */
const about = (id: number, action: string, target: string, targetName: string | null = null) => ({
  ...approval,
  id,
  action,
  target,
  targetName,
  before: null,
  after: null,
});

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

const show = (path = '/admin/audit', language: 'en' | 'ko' = 'en') =>
  renderRoutes({ '/admin/audit': <AuditPage /> }, path, language);

/** The rows of the log, by their row header (the action), and the change list of each. */
async function rowsShown() {
  return bodyRowsOf(await screen.findByRole('table', { name: /Audit log|감사 로그/ }));
}
const changeList = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('listitem')
    .map((item) => shownText(item));

test('each row: the action names it, then KST time, administrator or System, the target and field: before → after', async () => {
  const calls = serve(
    { [LOG]: { status: 200, body: [approval, rates, firstStart] } },
    { [LOG]: () => 3 },
  );
  show();
  const [approvalRow, ratesRow, systemRow] = await rowsShown();
  const approved = defined(approvalRow, 'the approval row');
  expect(approved).toHaveTextContent('2026-03-01 12:04adminMember approvedMember kim01');
  expect(approved).not.toHaveTextContent('user:42');
  expect(within(approved).getByRole('rowheader')).toHaveTextContent('Member approved');
  expect(changeList(approved)).toEqual(['Status: Pending → Approved']);
  expect(within(approved).getByRole('link', { name: 'Member kim01' })).toHaveAttribute(
    'href',
    '/admin/users/42',
  );
  // 05:03 UTC is 14:03 in Seoul; the rate that moved, with its old and new value, not "nothing".
  const ratesShown = defined(ratesRow, 'the rates row');
  expect(ratesShown).toHaveTextContent('2026-11-25 14:03');
  expect(ratesShown).not.toHaveTextContent('2026-11-25T05:03');
  expect(changeList(ratesShown)).toEqual([
    'KRW per 1 USD: 1,380.5 → 1,392.25',
    'USDT available: Yes → No',
  ]);
  const system = defined(systemRow, 'the first-start row');
  // The administrator made at the first start is no member: named, without a member's page.
  expect(system).toHaveTextContent('SystemAdministrator createdAdministrator admin');
  expect(within(system).queryByRole('link')).toBeNull();
  expect(changeList(system)).toEqual(['Username: admin', 'Role: Administrator']);
  expect(queriesOf(calls, LOG)).toEqual([{ limit: '20', offset: '0' }]);
  expect(calls[0]?.authorization).toBe('Bearer admin-token');
});

test('stored HTML reads as text, never as markup; a long value is cut with the whole text at hand', async () => {
  serve({ [LOG]: { status: 200, body: [noticeEdit, longNotice] } }, { [LOG]: () => 2 });
  const { container } = show();
  const [edited, created] = await rowsShown();
  const edit = defined(edited, 'the notice edit');
  // The unchanged title says which notice; the content's tags are gone, its entity decoded.
  expect(changeList(edit)).toEqual([
    'Title: Holidays',
    'Content: Hello → Hello all & welcome',
    'Pinned: No → Yes',
  ]);
  expect(container.querySelector('.audit__changes b, .audit__changes p')).toBeNull();
  expect(container).not.toHaveTextContent('<p>');

  const create = defined(created, 'the published notice');
  const content = defined(
    changeList(create).find((line) => line?.startsWith('Content: ')),
    'the content line',
  );
  expect(content).toMatch(/^Content: Dear members, Support answers 1:1 inquiries .*…$/);
  expect(content.length).toBeLessThan(100);
  const full =
    'Dear members, Support answers 1:1 inquiries outside the break from 11:00 to 15:00 KST. Charges are credited after approval.';
  expect(within(create).getByTitle(full)).toBeInTheDocument();
  const record = defined(
    within(create).getByText('Full record').closest('details'),
    'the full record',
  );
  expect(record).not.toHaveAttribute('open');
  fireEvent.click(within(record).getByText('Full record'));
  expect(within(record).getByText(full)).toBeInTheDocument();
  expect(record.querySelector('b')).toBeNull();
});

test('a balance correction, the dates of an event and a save that changed nothing read in words', async () => {
  const unchanged: AuditEntry = { ...rates, id: 9, after: rates.before };
  serve({ [LOG]: { status: 200, body: [correction, event, unchanged] } }, { [LOG]: () => 3 });
  show();
  const [corrected, changedEvent, saved] = await rowsShown();
  expect(changeList(defined(corrected, 'the correction'))).toEqual([
    'Available balance: 0.00 USD → 1,234.56 USD',
    'Amount: +1,234.56 USD',
    'Reason: Opening balance',
    'Ledger entry: 2',
  ]);
  // 14:48 UTC is 23:48 in Seoul.
  expect(changeList(defined(changedEvent, 'the event'))).toEqual([
    'Title: Bonus week',
    'Ends: 2026-12-02 23:48 KST → 2026-12-09 23:48 KST',
  ]);
  const same = defined(saved, 'the unchanged save');
  expect(same).toHaveTextContent('Saved without changing any value:');
  expect(changeList(same)).toEqual([
    'KRW per 1 USD: 1,380.5',
    'PHP per 1 USD: 57.235',
    'USDT per 1 USD: 1',
    'USDT available: Yes',
  ]);
});

test('in Korean the fields and values are Korean words, not keys', async () => {
  serve({ [LOG]: { status: 200, body: [approval, correction, rates] } }, { [LOG]: () => 3 });
  show('/admin/audit', 'ko');
  const [approved, corrected, changedRates] = await rowsShown();
  expect(changeList(defined(approved, 'the approval'))).toEqual(['상태: 승인 대기 → 승인됨']);
  expect(changeList(defined(corrected, 'the correction'))).toEqual([
    '사용 가능 잔액: 0.00 USD → 1,234.56 USD',
    '금액: +1,234.56 USD',
    '사유: Opening balance',
    '원장 분개: 2',
  ]);
  expect(changeList(defined(changedRates, 'the rates'))).toEqual([
    '1 USD당 KRW: 1,380.5 → 1,392.25',
    'USDT 사용 가능: 예 → 아니요',
  ]);
});

const TARGETS = [
  about(30, 'rate.update', 'exchange_rates'),
  about(29, 'deposit_address.update', 'deposit_address:2'),
  about(28, 'event.delete', 'event:4'),
  about(27, 'notice.update', 'notice:3'),
  about(26, 'notice.delete', 'notice:6'),
  about(25, 'template.update', 'template:request_rejected'),
  about(24, 'message.send', 'message:9'),
  about(23, 'inquiry.answer', 'inquiry:7'),
  about(22, 'request.cancel', 'request:1'),
  about(21, 'ledger.correction', 'user:5', 'lee02'),
  about(20, 'member.warn', 'user:8'),
  about(19, 'notice.update', 'poster:1'),
];

/** Each row's Target cell: its words, and where its link goes (null for none). */
async function targetsShown() {
  const rows = await rowsShown();
  return rows.map((row) => {
    const cell = defined(row.querySelectorAll('td')[2], 'the target cell');
    return [cell.textContent, cell.querySelector('a')?.getAttribute('href') ?? null];
  });
}

test('the target reads in words and links the page the back office has for it', async () => {
  serve({ [LOG]: { status: 200, body: TARGETS } }, { [LOG]: () => TARGETS.length });
  show();
  expect(await targetsShown()).toEqual([
    ['Exchange rates', '/admin/exchange-rates'],
    ['Deposit address #2', '/admin/deposit-addresses'],
    ['Event #4', '/admin/events'],
    ['Notice #3', '/admin/notices/3/edit'],
    // A deleted notice has no editor left to open.
    ['Notice #6', null],
    ['Message template: Request rejected', '/admin/messages/templates'],
    ['Message #9', '/admin/messages/sent'],
    ['Inquiry #7', '/admin/inquiries/7'],
    ['Request #1', null],
    ['Member lee02', '/admin/users/5'],
    // A member the log cannot name (no such user any more) still has a number and a page.
    ['Member #8', '/admin/users/8'],
    // A target this page does not know stays as it was stored.
    ['poster:1', null],
  ]);
});

test('in Korean the targets are Korean words', async () => {
  serve({ [LOG]: { status: 200, body: TARGETS } }, { [LOG]: () => TARGETS.length });
  show('/admin/audit', 'ko');
  expect((await targetsShown()).map(([text]) => text)).toEqual([
    '환율',
    '입금 계좌 #2',
    '이벤트 #4',
    '공지 #3',
    '공지 #6',
    '메시지 템플릿: 신청 거절',
    '쪽지 #9',
    '문의 #7',
    '신청 #1',
    '회원 lee02',
    '회원 #8',
    'poster:1',
  ]);
});

test('a decision on a request names the member, the kind and the amount, and a paid withdrawal its payout', async () => {
  serve({ [LOG]: { status: 200, body: [withdrawalPaid, chargeRejected] } }, { [LOG]: () => 2 });
  show();
  const [paid, rejected] = await rowsShown();
  const paidRow = defined(paid, 'the approved withdrawal');
  expect(within(paidRow).getByRole('rowheader')).toHaveTextContent('Request approved');
  expect(paidRow).toHaveTextContent('Request #12');
  expect(changeList(paidRow)).toEqual([
    'Member: kim01',
    'Kind: Wallet withdrawal',
    'Status: Pending → Completed',
    'Amount: 50.00 USD',
    'Paid out: 66,954 KRW',
    'Ledger entries: 31',
  ]);
  // Everything the row holds is in the list: no full record to open, no currency on its own.
  expect(within(paidRow).queryByText('Full record')).toBeNull();
  expect(paidRow).not.toHaveTextContent('Currency');
  expect(changeList(defined(rejected, 'the rejected charge'))).toEqual([
    'Member: lee02',
    'Kind: Wallet charge',
    'Status: Pending → Rejected',
    'Amount: 1,234.50 USD',
    "Administrator's memo: No deposit arrived",
    // Nothing was held for a charge, so nothing was given back.
    'Ledger entries: —',
  ]);
});

test('in Korean a decision reads in Korean words', async () => {
  serve({ [LOG]: { status: 200, body: [withdrawalPaid] } }, { [LOG]: () => 1 });
  show('/admin/audit', 'ko');
  const [paid] = await rowsShown();
  const paidRow = defined(paid, 'the approved withdrawal');
  expect(paidRow).toHaveTextContent('신청 #12');
  expect(changeList(paidRow)).toEqual([
    '회원: kim01',
    '종류: 지갑 출금',
    '상태: 대기 중 → 완료',
    '금액: 50.00 USD',
    '지급액: 66,954 KRW',
    '원장 분개: 31',
  ]);
});

test('the filters go into the address and the query string', async () => {
  const calls = serve({ [LOG]: { status: 200, body: [] } }, { [LOG]: () => 0 });
  show();
  await screen.findByText('No entries match these filters.');
  const action = screen.getByLabelText('Action');
  expect(within(action).getByRole('option', { name: 'Inquiry answered' })).toHaveValue(
    'inquiry.answer',
  );
  fireEvent.change(action, { target: { value: 'member.warn' } });
  await waitFor(() => expect(currentLocation()).toBe('/admin/audit?action=member.warn'));

  fireEvent.change(screen.getByLabelText('Administrator (username)'), {
    target: { value: ' boss ' },
  });
  fireEvent.change(screen.getByLabelText('From (KST day)'), { target: { value: '2026-03-01' } });
  fireEvent.change(screen.getByLabelText('To (KST day)'), { target: { value: '2026-03-31' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(currentLocation()).toBe(
      '/admin/audit?actor=boss&action=member.warn&from=2026-03-01&to=2026-03-31',
    ),
  );
  await waitFor(() =>
    expect(queriesOf(calls, LOG)).toContainEqual({
      actor: 'boss',
      action: 'member.warn',
      from: '2026-03-01',
      to: '2026-03-31',
      limit: '20',
      offset: '0',
    }),
  );
});

test('an address with filters and a page asks for them; an unknown action is left out', async () => {
  const calls = serve({ [LOG]: { status: 200, body: [approval] } }, { [LOG]: () => 45 });
  show('/admin/audit?actor=admin&action=nope.nothing&page=3');
  expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  expect(queriesOf(calls, LOG)).toEqual([{ actor: 'admin', limit: '20', offset: '40' }]);
  expect(screen.getByLabelText('Administrator (username)')).toHaveValue('admin');
});

test('changed fields: nested ones by path, unchanged ones left out, a deletion lists what was', () => {
  expect(auditChange({ a: 1, b: { c: 2, d: 3 } }, { a: 1, b: { c: 5, d: 3 } })).toEqual({
    lines: [{ kind: 'change', field: 'b.c', before: 2, after: 5 }],
    unchanged: false,
  });
  expect(auditChange({ title: 'Old' }, null).lines).toEqual([
    { kind: 'value', field: 'title', value: 'Old' },
  ]);
  expect(auditChange(null, null).lines).toEqual([]);
  expect(auditChange(1, 2).lines).toEqual([{ kind: 'change', field: '', before: 1, after: 2 }]);
});

/** The labels of one side of a row's full record, as listed. */
function recordLabels(row: HTMLElement, side: string) {
  const list = within(row).getByText(side).parentElement;
  return Array.from(list?.querySelectorAll('dt') ?? [], (term) => shownText(term));
}

test("a template's text in another language reads as its field and that language, never as a path", async () => {
  serve({ [LOG]: { status: 200, body: [templateEdit] } }, { [LOG]: () => 1 });
  show();
  const [edited] = await rowsShown();
  const row = defined(edited, 'the template edit');
  expect(changeList(row)).toEqual([
    'Subject: Request rejected',
    'Subject (Japanese): 申請の却下 → 申請が却下されました',
  ]);
  fireEvent.click(within(row).getByText('Full record'));
  expect(recordLabels(row, 'After')).toEqual([
    'Subject',
    'Content',
    'Subject (Japanese)',
    'Content (Japanese)',
    'Subject (Korean)',
    'Content (Korean)',
    'Subject (Chinese)',
    'Content (Chinese)',
  ]);
  expect(row).not.toHaveTextContent('translations');
});

test("in Korean a template's text in another language is named in Korean", async () => {
  serve({ [LOG]: { status: 200, body: [templateEdit] } }, { [LOG]: () => 1 });
  show('/admin/audit', 'ko');
  const [edited] = await rowsShown();
  const row = defined(edited, 'the template edit');
  expect(changeList(row)).toEqual([
    '제목: Request rejected',
    '일본어 제목: 申請の却下 → 申請が却下されました',
  ]);
  expect(recordLabels(row, '변경 전')).toEqual([
    '제목',
    '내용',
    '일본어 제목',
    '일본어 내용',
    '한국어 제목',
    '한국어 내용',
    '중국어 제목',
    '중국어 내용',
  ]);
  expect(row).not.toHaveTextContent('translations');
});
