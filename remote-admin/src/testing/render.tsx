import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createI18n } from '@wallet/shared/i18n';
import { makeStore } from '@wallet/shared/store';

/** A page as the shell renders it: the shared store, i18n and a router. */
export function renderPage(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, store };
}

/** Answers API calls by path with JSON; records the bearer token of each call. */
export function fakeApi(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { path: string; authorization: string | null }[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push({ path, authorization: request.headers.get('authorization') });
    const answer = answers[path] ?? {
      status: 404,
      body: { error: 'not_found', message: 'Not found' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return calls;
}
