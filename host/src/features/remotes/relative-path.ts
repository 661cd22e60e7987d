/**
 * Remotes declare absolute paths (`/admin/users/:id`); the host mounts a remote under a splat
 * route (`/admin/*`) whose descendant routes match the rest of the path (`/users/:id`).
 */
export function pathBelow(base: string, path: string): string {
  if (base === '/' || base === '') return path;
  if (path === base) return '/';
  if (path.startsWith(`${base}/`)) return path.slice(base.length);
  throw new Error(`Route ${path} is not under ${base}`);
}
