/**
 * A recorded call of the fake fetch: what a test asserts on (path, query, method, bearer token,
 * body).
 */
export interface FakeCall {
  path: string;
  /** The query string's parameters, so a test can check filters and paging. */
  query: Record<string, string>;
  method: string;
  authorization: string | null;
  /** The Idempotency-Key header of a money-moving call, or null. */
  idempotencyKey: string | null;
  body: unknown;
}

/** An answer, optionally with headers (a download's Content-Disposition). */
export type FakeAnswer = {
  status: number;
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
};
export type FakeRoute = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

const NOT_FOUND: FakeAnswer = { status: 404, body: { error: 'not_found', message: 'Not found' } };

/**
 * Installs a fake `fetch` that answers by path (`'GET /api/users/info'` or `'/api/users/info'`)
 * and records every call. Unknown paths answer 404. The GET answers of the paths in `totals`
 * carry an `X-Total-Count` header, as the paged lists do. Returns the call log.
 */
export function installFakeFetch(
  routes: Record<string, FakeAnswer | FakeRoute>,
  totals: Record<string, () => number> = {},
): FakeCall[] {
  const calls: FakeCall[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: FakeCall = {
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      method: request.method,
      authorization: request.headers.get('authorization'),
      idempotencyKey: request.headers.get('idempotency-key'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`] ?? routes[call.path];
    const answer = (typeof route === 'function' ? await route(call) : route) ?? NOT_FOUND;
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

/**
 * A route that fails once (503) and then does not answer: a call asked again after a failure,
 * still under way. `asked()` counts the calls.
 */
export function failsOnceThenWaits(): { route: FakeRoute; asked: () => number } {
  let asked = 0;
  return {
    route: () => {
      asked += 1;
      return asked === 1
        ? { status: 503, body: { error: 'service_unavailable', message: 'Try again shortly' } }
        : new Promise<FakeAnswer>(() => undefined);
    },
    asked: () => asked,
  };
}
