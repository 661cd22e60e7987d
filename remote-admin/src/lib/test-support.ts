// Test helpers of the money pages; never imported by application code.
import type { FakeAnswer, FakeCall } from '@wallet/shared/testing';

export function storeAdminSession() {
  localStorage.setItem('admin_token', 'admin-token');
}

/** A recorded call with its query string, so a test can check filters and paging. */
export interface RecordedCall extends FakeCall {
  query: Record<string, string>;
}

/** An answer, optionally with headers (a download's Content-Disposition). */
export type Answer = FakeAnswer & { headers?: Record<string, string> };

export type Route = Answer | ((call: RecordedCall) => Answer | Promise<Answer>);

/**
 * A fake `fetch` like the shared one (routes by `'GET /api/…'` or path, unknown paths 404,
 * every call recorded), plus what the money lists need: routes see the query, and the
 * answers of the paths in `totals` carry an `X-Total-Count` header.
 */
export function serve(
  routes: Record<string, Route>,
  totals: Record<string, () => number> = {},
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = {
      path: url.pathname,
      method: request.method,
      authorization: request.headers.get('authorization'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      query: Object.fromEntries(url.searchParams),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`] ?? routes[call.path];
    const answer: Answer = !route
      ? { status: 404, body: { error: 'not_found', message: 'Not found' } }
      : typeof route === 'function'
        ? await route(call)
        : route;
    const isText = typeof answer.body === 'string';
    const headers = new Headers({
      'content-type': answer.contentType ?? (isText ? 'text/html' : 'application/json'),
      ...answer.headers,
    });
    const total = totals[call.path];
    if (total && call.method === 'GET') headers.set('X-Total-Count', String(total()));
    const body =
      answer.status === 204 || answer.body === undefined
        ? null
        : isText
          ? (answer.body as string)
          : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status, headers });
  };
  return calls;
}

/** The calls that change something. */
export const changes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');

/** The queries of the GET calls to one path. */
export const queriesOf = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path).map((call) => call.query);

/** An API refusal as the server sends it. */
export const refusal = (status: number, error: string): FakeAnswer => ({
  status,
  body: { error, message: error },
});
