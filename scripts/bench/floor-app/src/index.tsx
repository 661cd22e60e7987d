// The floor app: the libraries every page of the site needs, in one plain webpack bundle with no
// federation — a router, a store with one RTK Query api, i18n, and one translated page. Its size
// and paint are the anchors the bench compares the site with (docs/benchmarks.md).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';

const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    health: build.query<{ ok: boolean }, void>({ query: () => 'health' }),
  }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
});

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {
    en: {
      common: {
        title: 'Member wallet',
        welcome: 'Welcome. Sign in to see your balance and history.',
        login: 'Log in',
      },
    },
  },
  lng: 'en',
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

function Home() {
  const { t } = useTranslation();
  // Asked like the site's pages ask the API, so RTK Query's hooks are in the bundle.
  api.useHealthQuery();
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('welcome')}</p>
      <Link to="/login">{t('login')}</Link>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Home /> }]);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}
