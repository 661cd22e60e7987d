import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * `npm run release`: publishing and rolling back a remote is one entry of the remote map, and
 * nothing else. Run against a made-up checkout with two builds of the member remote.
 */
const script = path.join(__dirname, 'release.mjs');
let root: string;
let mapFile: string;

function build(remote: string, release: string) {
  const dir = path.join(root, remote, 'dist', release);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `// ${release}`);
  fs.writeFileSync(path.join(root, remote, 'dist', 'latest.json'), JSON.stringify({ release }));
}

const release = (...args: string[]) => {
  const run = spawnSync(process.execPath, [script, '--root', root, ...args], {
    encoding: 'utf8',
    env: { ...process.env, REMOTE_MAP_FILE: mapFile },
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
};
const map = () => JSON.parse(fs.readFileSync(mapFile, 'utf8')) as Record<string, string>;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-release-'));
  mapFile = path.join(root, 'served', 'mf-remotes.json');
  build('remote-member', '1.0.0-r1');
  build('remote-member', '1.0.0-r2');
  build('remote-admin', '1.0.0-a1');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('publishing writes the one entry; rolling back writes it back; the other remote stays', () => {
  expect(release('member', '1.0.0-r1').status).toBe(0);
  // A new map starts from the newest build of the other remote.
  expect(map()).toEqual({
    member: '/remotes/member/1.0.0-r1/mf-manifest.json',
    admin: '/remotes/admin/1.0.0-a1/mf-manifest.json',
  });

  const published = release('member', '1.0.0-r2');
  expect(published.out).toContain('member: 1.0.0-r1 → 1.0.0-r2');
  expect(published.out).toContain('to undo: npm run release -- member 1.0.0-r1');
  expect(map().member).toBe('/remotes/member/1.0.0-r2/mf-manifest.json');

  release('member', '1.0.0-r1');
  expect(map()).toEqual({
    member: '/remotes/member/1.0.0-r1/mf-manifest.json',
    admin: '/remotes/admin/1.0.0-a1/mf-manifest.json',
  });
});

test('an entry on another host keeps its address: only the release in it changes', () => {
  fs.mkdirSync(path.dirname(mapFile), { recursive: true });
  fs.writeFileSync(
    mapFile,
    JSON.stringify({
      member: 'https://cdn.example/wallet/member/1.0.0-r1/mf-manifest.json',
      admin: '/remotes/admin/1.0.0-a1/mf-manifest.json',
    }),
  );
  release('member', '1.0.0-r2');
  expect(map().member).toBe('https://cdn.example/wallet/member/1.0.0-r2/mf-manifest.json');
});

test('a release that was never built, or an unknown remote, is refused and the map untouched', () => {
  release('member', '1.0.0-r1');
  const typo = release('member', '1.0.0-r3');
  expect(typo.status).toBe(1);
  expect(typo.err).toContain('member has no release 1.0.0-r3');
  expect(typo.err).toContain('built: 1.0.0-r1, 1.0.0-r2');
  expect(release('shop', '1.0.0-r1').status).toBe(1);
  expect(release('member', '1.0.0 r2').status).toBe(1);
  expect(release('member', 'releases/1.0.0-r2').status).toBe(1);
  expect(map().member).toBe('/remotes/member/1.0.0-r1/mf-manifest.json');
});

test('--list names every release on disk, the published one and the newest build', () => {
  release('member', '1.0.0-r1');
  const list = release('--list').out;
  expect(list).toMatch(
    /member:\n {2}1\.0\.0-r1 .*\(published\)\n {2}1\.0\.0-r2 .*\(newest build\)/,
  );
  expect(list).toMatch(/admin:\n {2}1\.0\.0-a1 .*\(published, newest build\)/);
});
