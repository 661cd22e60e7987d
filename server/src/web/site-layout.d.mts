// Types of site-layout.mjs, which stays plain JavaScript so `npm run release` runs on Node alone.

export interface SiteLayout {
  /** The shell's files, served at `/`. */
  hostRoot: string;
  /** Each remote's folder of releases, served at `/remotes/<remote>/`. */
  remoteRoots: { member: string; admin: string };
  /** The remote map when REMOTE_MAP_FILE names none; null: the newest build of each remote. */
  mapFile: string | null;
}

export function webRootLayout(root: string): SiteLayout;
export function checkoutLayout(checkout: string): SiteLayout;
export function siteLayout(where: { webRoot: string | undefined; checkout: string }): SiteLayout;
