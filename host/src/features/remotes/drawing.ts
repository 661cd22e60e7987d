// Plain DOM, no React: the shell's start script (src/index.ts) reads this module before any shared
// module may run.

/*
 * The served page may carry the page's first paint (docs/architecture.md, "First paint from the
 * served page"): a drawing of the page in #first-paint, inert, made for one view
 * (`data-view`), with #root hidden behind it until the app shows the page.
 */

/** How long a drawing may stand at most, should the app never show a page. */
export const LONGEST_DRAWING_MS = 10_000;

/** Drops the drawing, if the served page had one, and shows the app. */
export function showApp(): void {
  const drawing = document.getElementById('first-paint');
  if (!drawing) return;
  drawing.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}

/**
 * From the first script: a drawing made for another view than this tab's (another language, a
 * session since ended or begun) goes at once; any other goes after LONGEST_DRAWING_MS at the
 * latest, whatever fails on the way (a script, the texts, the remote).
 */
export function limitDrawing(tabView: string): void {
  const drawing = document.getElementById('first-paint');
  if (!drawing) return;
  if (drawing.dataset.view !== tabView) showApp();
  else setTimeout(showApp, LONGEST_DRAWING_MS);
}
