import type { InboxMessage, Inquiry, Notice, PublicEvent } from '@wallet/shared/domain';
import { installFakeFetch, type FakeAnswer, type FakeRoute } from '@wallet/shared/testing';

/** What a stored text may carry that must never run: a script and an event handler. */
export const HOSTILE_HTML =
  '<p>Hello <b>member</b></p><img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script>';

export function inboxMessage(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    id: 7,
    subject: 'Your charge was approved',
    date: '2026-11-21T05:30:00.000Z',
    read: false,
    ...overrides,
  };
}

export function notice(overrides: Partial<Notice> = {}): Notice {
  return {
    id: 3,
    title: 'Maintenance on Sunday',
    content: '<p>The site pauses for ten minutes.</p>',
    pinned: false,
    created_at: '2026-11-20T01:00:00.000Z',
    updated_at: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

export function inquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    id: 12,
    username: 'kim01',
    category: 'money',
    title: 'Where is my charge?',
    content: 'I sent 138,050 won at 14:00.\nReference CH7K2Q.',
    status: 'pending',
    created_at: '2026-11-21T05:30:00.000Z',
    answer: null,
    answered_at: null,
    ...overrides,
  };
}

export function popupEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
    id: 1,
    title: 'First deposit bonus',
    content: '<p>10% on your first charge this week.</p>',
    imageUrl: null,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A list's answer: its rows, sent with X-Total-Count (the shared fake cannot set headers). */
export interface ListAnswer {
  rows: unknown[];
  total?: number;
}

/**
 * The shared fake fetch for `routes`, plus `lists`: GET paths answered with rows and an
 * X-Total-Count, fixed or per request. Every request is kept with its query string (`sent`).
 */
export function installContentFetch(
  routes: Record<string, FakeAnswer | FakeRoute>,
  lists: Record<string, ListAnswer | ((url: URL) => ListAnswer)> = {},
) {
  const calls = installFakeFetch(routes);
  const inner = globalThis.fetch;
  const sent: URL[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    sent.push(url);
    const list = lists[url.pathname];
    if (request.method !== 'GET' || !list) return inner(request);
    await inner(request.clone());
    const { rows, total = rows.length } = typeof list === 'function' ? list(url) : list;
    return new Response(JSON.stringify(rows), {
      status: 200,
      headers: { 'content-type': 'application/json', 'X-Total-Count': String(total) },
    });
  };
  return { calls, sent };
}
