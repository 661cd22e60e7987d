/** A recorded call of the fake fetch: what a test asserts on (path, method, bearer token, body). */
export interface FakeCall {
  path: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

export type FakeAnswer = { status: number; body?: unknown; contentType?: string };
export type FakeRoute = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Installs a fake `fetch` that answers by path (`'GET /api/users/info'` or `'/api/users/info'`)
 * and records every call. Unknown paths answer 404. Returns the call log.
 */
export function installFakeFetch(routes: Record<string, FakeAnswer | FakeRoute>): FakeCall[] {
  const calls: FakeCall[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: FakeCall = {
      path: url.pathname,
      method: request.method,
      authorization: request.headers.get('authorization'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`] ?? routes[call.path];
    const answer = typeof route === 'function' ? await route(call) : route;
    if (!answer)
      return new Response(JSON.stringify({ error: 'not_found', message: 'Not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    const isText = typeof answer.body === 'string';
    return new Response(
      answer.status === 204 || answer.body === undefined
        ? null
        : isText
          ? (answer.body as string)
          : JSON.stringify(answer.body),
      {
        status: answer.status,
        headers: {
          'content-type': answer.contentType ?? (isText ? 'text/html' : 'application/json'),
        },
      },
    );
  };
  return calls;
}
