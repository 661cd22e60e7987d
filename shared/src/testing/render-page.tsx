import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from '@wallet/shared/i18n';
import { Provider } from '@wallet/shared/store';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Language } from '../domain';
import { createTestI18n } from './i18n';
import { makeStore } from '../store';

/**
 * A remote's page as the shell renders it: the shared store, i18n (English unless `language`
 * says otherwise) and a data router at `path`, as the shell's (navigation state included).
 */
export function renderPage(
  ui: ReactNode,
  { path = '/', language = 'en' }: { path?: string; language?: Language } = {},
) {
  const store = makeStore();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={createTestI18n(language)}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, store };
}
