import type { i18n } from 'i18next';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from '@wallet/shared/router';
import type { AppStore } from '@wallet/shared/store';
import { Providers } from './Providers';
import { createAppRoutes } from './routes';

export function App({ store, i18n }: { store: AppStore; i18n: i18n }) {
  // Created once: a new router would drop the navigation state.
  const [router] = useState(() => createBrowserRouter(createAppRoutes(store, i18n)));
  return (
    <Providers store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  );
}
