import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from '@wallet/shared/i18n';
import { Provider, type AppStore } from '@wallet/shared/store';

/** The one store and the one i18next instance, for the shell and every remote under it. */
export function Providers({
  store,
  i18n,
  children,
}: {
  store: AppStore;
  i18n: i18n;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
}
