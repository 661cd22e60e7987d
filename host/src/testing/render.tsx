import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import type { Language } from '@wallet/shared/domain';
import { createTestI18n } from '@wallet/shared/testing';
import { makeStore, type AppStore } from '@wallet/shared/store';
import { Providers } from '../app/Providers';
import { createAppRoutes } from '../app/routes';

export const memberLogin = {
  token: 'member-token',
  role: 'user',
  expiresAt: 4_000_000_000,
} as const;

/** Puts a member session into storage, as a previous login would have. */
export function storeMemberSession(
  session: { token: string; role: string; expiry: number } = {
    token: memberLogin.token,
    role: memberLogin.role,
    expiry: memberLogin.expiresAt,
  },
) {
  localStorage.setItem('token', session.token);
  localStorage.setItem('role', session.role);
  localStorage.setItem('expiry', String(session.expiry));
}

/** A component with the shell's providers, in `language`, and a memory router at `path`. */
export function renderWithShell(
  ui: ReactNode,
  {
    path = '/',
    store,
    language = 'en',
  }: { path?: string; store?: AppStore; language?: Language } = {},
) {
  const appStore = store ?? makeStore();
  const view = render(
    <Providers store={appStore} i18n={createTestI18n(language)}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...view, store: appStore };
}

/** The whole shell (routes, layouts, guards, remotes) at `path`. */
export function renderApp(path: string, { store }: { store?: AppStore } = {}) {
  const appStore = store ?? makeStore();
  const texts = createTestI18n('en');
  const router = createMemoryRouter(createAppRoutes(appStore, texts), { initialEntries: [path] });
  const view = render(
    <Providers store={appStore} i18n={texts}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, store: appStore, router };
}
