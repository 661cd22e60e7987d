/**
 * The back office lives under /admin: its pages (`/admin/users`) and its API calls
 * (`/admin/summary`) alike. Everything else is the member's side (docs/product.md §6).
 */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}
