import { parseRemoteMap } from './remote-map';

/*
 * The remote map's one rule set, read by the server (its file) and by the shell (the answer):
 * every remote is named by its release's mf-manifest.json, the file the shell checks before the
 * remote runs.
 */
const member = '/remotes/member/1.0.0-r1/mf-manifest.json';
const admin = '/remotes/admin/1.0.0-a1/mf-manifest.json';

test('takes manifest addresses on the site, on another host and on a dev server', () => {
  expect(parseRemoteMap({ member, admin })).toEqual({ member, admin });
  const cdn = 'https://cdn.example/wallet/member/1.0.0-r2/mf-manifest.json';
  expect(parseRemoteMap({ member: cdn, admin }).member).toBe(cdn);
  const dev = 'http://localhost:8081/mf-manifest.json';
  expect(parseRemoteMap({ member: dev, admin }).member).toBe(dev);
});

test('refuses a bare remoteEntry.js, naming the remote and the rule', () => {
  expect(() => parseRemoteMap({ member, admin: '/remotes/admin/1.0.0-a1/remoteEntry.js' })).toThrow(
    "the remote map's admin entry must be the address of its release's mf-manifest.json " +
      '(/remotes/<remote>/<release>/mf-manifest.json, or https://… on another host), ' +
      'which the shell checks before the remote runs, not "/remotes/admin/1.0.0-a1/remoteEntry.js"',
  );
  expect(() =>
    parseRemoteMap({ member: 'https://cdn.example/member/remoteEntry.js', admin }),
  ).toThrow(/member entry must be the address of its release's mf-manifest.json/);
});

test('refuses what is not an address of a manifest at all', () => {
  for (const entry of [
    'remotes/member/1.0.0-r1/mf-manifest.json',
    'javascript:alert(1)//mf-manifest.json',
    '/remotes/member/1.0.0-r1/mf-manifest.json.bak',
    '/remotes/member/1.0.0-r1/not-mf-manifest.json',
  ]) {
    expect(() => parseRemoteMap({ member: entry, admin })).toThrow(/member entry must be/);
  }
  expect(() => parseRemoteMap({ member })).toThrow('the remote map names no address for admin');
  expect(() => parseRemoteMap([member, admin])).toThrow('not an object');
});
