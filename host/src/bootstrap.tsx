import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from '@wallet/shared/i18n';
import { makeStore, setupListeners } from '@wallet/shared/store';
import { App } from './app/App';
import { fetchRemoteMap, loadFirstRemote } from './features/remotes';

// Fetch the remote map now, in parallel with the first render; a failure surfaces (with a
// Retry) in the page area that needs a remote.
fetchRemoteMap().catch((error: unknown) => console.error(error));
// The first page's remote loads while the shell renders (its contract is checked first).
loadFirstRemote();

const store = makeStore();
// Refetch on window focus and on reconnect (the balance and the badge).
setupListeners(store.dispatch);

// The first render waits for the texts of the language in use (only those are fetched).
void startI18n().then((i18n) => {
  document.documentElement.lang = i18n.language;
  document.title = i18n.t('appName');
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App store={store} i18n={i18n} />
    </StrictMode>,
  );
});
