import { startLoadingTexts } from '@wallet/shared/start';
import { fetchFirstRemoteAhead } from './features/remotes/early-remote';

// Round trips the first render waits for, started before the shell's own chunks have run: the
// texts of the language in use, the remote map, and the manifest (then, if the remote fits the
// shell, the entry) of the remote this page needs.
startLoadingTexts();
const manifestAsked = fetchFirstRemoteAhead();

// The async boundary Module Federation needs: shared modules are negotiated before any of them
// is used (without it: RUNTIME-006, "eager consumption"). It waits until the remote's manifest
// is asked for (the map, preloaded by index.html, is there by then): once the shell's chunks
// start to run, they hold the main thread and that request would leave much later.
void manifestAsked.then(() => import('./bootstrap'));
