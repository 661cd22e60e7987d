import fs from 'node:fs';
import path from 'node:path';
import { pageChunkName } from '../host/src/features/remotes/page-chunk';

/*
 * A remote names a page's chunk after the page's path (`webpackChunkName`), and the shell finds
 * the page's files in the manifest under the name it derives from the address (page-chunk.ts).
 * A name that drifts from its route does not fail anything: the page just loses its head start.
 * So each name is checked here against the route that shows the page.
 */
const repo = path.resolve(__dirname, '..');

/** Each lazy page's chunk name, by the component it is assigned to. */
function namedPages(source: string): Map<string, string> {
  const named = new Map<string, string>();
  const pattern =
    /const (\w+) = lazy\(\s*\(\)\s*=>\s*import\(\s*\/\* webpackChunkName: "([^"]+)" \*\//g;
  for (const [, component = '', name = ''] of source.matchAll(pattern)) named.set(component, name);
  return named;
}

/** The paths each component is routed at: `route('/path', 'guard', Page)` or `admin('/path', Page)`. */
function routedPaths(source: string): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  const pattern = /\b(?:route|admin)\('([^']+)',\s*(?:'\w+',\s*)?(\w+)\)/g;
  for (const [, routePath = '', component = ''] of source.matchAll(pattern)) {
    paths.set(component, [...(paths.get(component) ?? []), routePath]);
  }
  return paths;
}

describe.each(['remote-member', 'remote-admin'])('%s', (remote) => {
  const source = fs.readFileSync(path.join(repo, remote, 'src', 'routes.tsx'), 'utf8');
  const named = namedPages(source);
  const routed = routedPaths(source);

  it('names some pages after their routes', () => {
    expect(named.size).toBeGreaterThan(remote === 'remote-member' ? 15 : 5);
  });

  it.each([...named])('%s is named after a path it is routed at (%s)', (component, name) => {
    const names = (routed.get(component) ?? []).map(pageChunkName);
    expect(names).toContain(name);
  });
});

test('a path gives one name, with or without a trailing slash', () => {
  expect(pageChunkName('/')).toBe('page');
  expect(pageChunkName('/home')).toBe('page-home');
  expect(pageChunkName('/wallet/charge')).toBe('page-wallet-charge');
  expect(pageChunkName('/wallet/charge/')).toBe('page-wallet-charge');
  expect(pageChunkName('/admin/dashboard')).toBe('page-admin-dashboard');
  expect(pageChunkName('/how-to-play')).toBe('page-how-to-play');
});
