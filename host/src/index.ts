import { startLoadingTexts } from '@wallet/shared/start';
import { fetchFirstRemoteAhead } from './features/remotes/early-remote';

// Round trips the first render waits for, started before the shell's own chunks have run: the
// texts of the language in use, and the remote map and manifest of the remote this page needs.
startLoadingTexts();
fetchFirstRemoteAhead();

// The async boundary Module Federation needs: shared modules are negotiated before any of them
// is used (without it: RUNTIME-006, "eager consumption").
void import('./bootstrap');
