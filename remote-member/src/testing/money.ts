import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MoneyRequest, UserInfo } from '@wallet/shared/domain';
import {
  installFakeFetch,
  moneyRequest as sharedMoneyRequest,
  shownText,
  type FakeAnswer,
  type FakeRoute,
} from '@wallet/shared/testing';

/** A member with bank info and two platforms (X-Poker in KRW, GG Club in USD). */
export const memberInfo: UserInfo = {
  username: 'kim01',
  realName: 'Kim Minsu',
  phone: '+82 10-1234-5678',
  email: 'kim@example.com',
  balance: 1234.5,
  held: 40,
  warnings: 0,
  recommender: 'lee02',
  referralId: 'KIMREF01',
  bankName: 'Shinhan',
  bankAccount: '110123456789',
  walletAddress: null,
  pesoAccountType: null,
  pesoAccountNumber: null,
  platforms: [
    { name: 'xpoker', platformId: 'kim-xp' },
    { name: 'ggclub', platformId: 'kim-gg' },
  ],
  language: 'en',
  role: 'user',
};

/** docs/product.md §1's rates. */
export const rates = (usdt: number | null = 1) => ({
  status: 200,
  body: {
    rates: { KRW: 1380.5, PHP: 57.235, ...(usdt === null ? {} : { USDT: usdt }) },
    date: '2026-11-21T05:30:00.000Z',
  },
});

/** The same rates with another KRW rate, as after the administrator changed it. */
export const ratesWithKrw = (krw: number) => {
  const answer = rates();
  return { ...answer, body: { ...answer.body, rates: { ...answer.body.rates, KRW: krw } } };
};

export const depositAddresses = [
  { currency: 'KRW', label: 'Woori Bank', account: '1002-123-456789', holder: 'Wallet Co' },
  { currency: 'USD', label: 'Citibank', account: '40012345', holder: 'Wallet Co' },
  {
    currency: 'USDT',
    label: 'TRC20',
    account: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    holder: 'Wallet Co',
  },
];

/** A request object; a pending KRW charge of the member's own unless told otherwise. */
export const moneyRequest = (overrides: Partial<MoneyRequest> = {}): MoneyRequest =>
  sharedMoneyRequest({
    id: 41,
    reference: 'CH7K2Q',
    requestedAt: '2026-11-21T05:30:00.000Z',
    ...overrides,
  });

/** A logged-in member, as a previous login leaves the browser storage. */
export function storeMemberSession() {
  localStorage.setItem('token', 'member-token');
  localStorage.setItem('role', 'user');
  localStorage.setItem('expiry', '4000000000');
}

/** What the shared fake fetch does not keep: the query string and the Idempotency-Key. */
export interface SentRequest {
  method: string;
  url: URL;
  idempotencyKey: string | null;
}

/**
 * The fake fetch with a member's usual answers (info, rates, no pending request, deposit
 * addresses), overridable per test. Returns the shared call log and the requests as sent.
 */
export function installMoneyFetch(routes: Record<string, FakeAnswer | FakeRoute> = {}) {
  const calls = installFakeFetch({
    '/api/users/info': { status: 200, body: memberInfo },
    '/api/exchange-rate': rates(),
    '/api/money-limits': { status: 200, body: { maxRequestUsd: 50_000 } },
    '/api/requests/pending': { status: 200, body: { request: null } },
    '/api/deposit-addresses': { status: 200, body: depositAddresses },
    ...routes,
  });
  const sent: SentRequest[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({
      method: request.method,
      url: new URL(request.url),
      idempotencyKey: request.headers.get('idempotency-key'),
    });
    return inner(request);
  };
  return { calls, sent };
}

/** Answers a list path with rows and an X-Total-Count (the shared fake cannot set headers). */
export function answerListWithTotal(path: string, rowsFor: (url: URL) => unknown[], total: number) {
  const inner = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname !== path) return inner(request);
    await inner(request.clone());
    return new Response(JSON.stringify(rowsFor(url)), {
      status: 200,
      headers: { 'content-type': 'application/json', 'X-Total-Count': String(total) },
    });
  };
}

/** The value beside a label in a figure list, inside the region (card) named `region`. */
export function figure(region: string, label: string): string {
  const card = screen.getByRole('region', { name: region });
  const term = within(card).getByText(label, { selector: 'dt' });
  return shownText(term.nextElementSibling);
}

/** GET /api/money-limits as a server with MAX_REQUEST_USD=100 answers it. */
export const MAXIMUM_OF_100_USD = {
  '/api/money-limits': { status: 200, body: { maxRequestUsd: 100 } },
};

/** What the amount says above that maximum, whatever the form's currency. */
export const ABOVE_100_USD = 'The maximum per request is 100.00 USD.';

/**
 * The refusal `message` shows beside the amount, and pressing `review` stops there: the amount
 * takes the focus, no confirmation opens and nothing is posted.
 */
export async function expectStoppedAtAmount(
  calls: ReturnType<typeof installMoneyFetch>['calls'],
  { amount, review, message }: { amount: string; review: string; message: string },
) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: review }));
  await waitFor(() => expect(screen.getByLabelText(amount)).toHaveFocus());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
}

/** What a money form says when the server refused its request with rate_changed. */
export const RATE_CHANGED =
  'The exchange rate changed after you looked. Check the new figures below and confirm again.';

/**
 * The member's usual answers, but the administrator moves the KRW rate from 1380.5 to 1400 just
 * as `post` (e.g. `POST /api/wallet/transfers`) arrives, so the server refuses it: rate_changed.
 */
export function installRateChangeAt(post: string) {
  let krw = 1380.5;
  return installMoneyFetch({
    '/api/exchange-rate': () => ratesWithKrw(krw),
    [post]: () => {
      krw = 1400;
      return { status: 409, body: { error: 'rate_changed', message: 'x' } };
    },
  });
}

/** Sends the request from the confirmation `dialog`; the refusal closes it and says the rate changed. */
export async function expectRateChangedOnSend(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send the request' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(RATE_CHANGED);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

/** Each test of the file starts from a fresh browser storage holding a logged-in member. */
export function startEachTestAsMember() {
  beforeEach(() => {
    localStorage.clear();
    storeMemberSession();
  });
}
