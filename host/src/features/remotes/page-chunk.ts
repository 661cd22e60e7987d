/**
 * The name a remote gives the chunk of the page at a route path (`webpackChunkName` on the
 * page's import), under which its manifest lists that page's files (`pages`, webpack.manifest.js)
 * and by which the shell's head start finds them for the address a page opens at:
 * `/wallet/charge` → `page-wallet-charge`, `/admin/dashboard` → `page-admin-dashboard` (and `/`
 * → `page`, a name no other path gives).
 * A page whose chunk has no such name (a path with parameters, one component behind many paths)
 * is simply not fetched ahead (docs/federation.md, "The first page's files").
 */
export function pageChunkName(path: string): string {
  return `page${path.replace(/\/+$/, '').split('/').join('-')}`;
}
