import { rememberView, startLoadingTexts } from '@wallet/shared/start';
import { limitDrawing } from './features/remotes/drawing';
import { fetchFirstRemoteAhead } from './features/remotes/early-remote';

// Round trips the first render waits for, started before the shell's own chunks have run: the
// texts of the language in use, the remote map, and the manifest (then, if the remote fits the
// shell, the entry) of the remote this page needs.
startLoadingTexts();
fetchFirstRemoteAhead();
// The view hint for this browser's next page load (shared/src/domain/first-paint.ts), also for a
// session stored before the hint existed or one that has since expired; and this page's drawing,
// if it was made for another view, goes at once.
limitDrawing(rememberView());

// The async boundary Module Federation needs: shared modules are negotiated before any of them
// is used (without it webpack refuses: "Shared module is not available for eager consumption").
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
