import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * `npm run release`: publishing and rolling back a remote is one entry of the remote map (and the
 * shell's first-paint drawings, drawn from the release before, go), and only a release the site
 * serves can be published. Run against a made-up web
 * root (the folder nginx serves) holding two releases of the member remote.
 */
const script = path.join(__dirname, 'release.mjs');
let root: string;
let mapFile: string;

/** A release folder as the build writes it, under `parent` (a web root's remotes/<remote>/). */
function build(parent: string, release: string) {
  const dir = path.join(parent, release);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `// ${release}`);
}
const served = (remote: string) => path.join(root, 'remotes', remote);

/** The command as an operator runs it; `--root` names the web root unless `env` says WEB_ROOT. */
const run = (args: string[], env: Record<string, string> = {}) => {
  const done = spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, WEB_ROOT: '', REMOTE_MAP_FILE: '', ...env },
  });
  return { status: done.status, out: done.stdout, err: done.stderr };
};
const release = (...args: string[]) => run(['--root', root, '--map', mapFile, ...args]);
const map = () => JSON.parse(fs.readFileSync(mapFile, 'utf8')) as Record<string, string>;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-release-'));
  mapFile = path.join(root, 'mf-remotes.json');
  build(served('member'), '1.0.0-r1');
  build(served('member'), '1.0.0-r2');
  build(served('admin'), '1.0.0-a1');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('publishing writes the one entry; rolling back writes it back; the other remote stays', () => {
  const first = release('member', '1.0.0-r1');
  expect(first.status).toBe(0);
  // Nothing was published before: nothing to undo.
  expect(first.out).toContain('member: (none) → 1.0.0-r1');
  expect(first.out).not.toContain('to undo');
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
  expect(typo.err).toContain('there: 1.0.0-r1, 1.0.0-r2');
  expect(release('shop', '1.0.0-r1').status).toBe(1);
  expect(release('member', '1.0.0 r2').status).toBe(1);
  expect(release('member', 'releases/1.0.0-r2').status).toBe(1);
  expect(map().member).toBe('/remotes/member/1.0.0-r1/mf-manifest.json');
});

test('--list names every release served, the published one and the newest', () => {
  release('member', '1.0.0-r1');
  const list = release('--list').out;
  expect(list).toMatch(
    /member: .*\n {2}1\.0\.0-r1 .*\(published\)\n {2}1\.0\.0-r2 .*\(newest build\)/,
  );
  expect(list).toMatch(/admin: .*\n {2}1\.0\.0-a1 .*\(published, newest build\)/);
});

test('a release built but not in the web root the site serves is refused, and the map untouched', () => {
  release('member', '1.0.0-r1');
  // Built in a checkout (or anywhere else), never copied into the web root.
  const checkout = path.join(root, 'checkout', 'remote-member', 'dist');
  build(checkout, '1.0.0-r3');
  const missing = release('member', '1.0.0-r3');
  expect(missing.status).toBe(1);
  expect(missing.err).toContain(
    `member has no release 1.0.0-r3 in ${served('member')}, where the site serves it from`,
  );
  expect(map().member).toBe('/remotes/member/1.0.0-r1/mf-manifest.json');

  // Once its folder is in the web root, it is published.
  fs.cpSync(path.join(checkout, '1.0.0-r3'), path.join(served('member'), '1.0.0-r3'), {
    recursive: true,
  });
  expect(release('member', '1.0.0-r3').status).toBe(0);
  expect(map().member).toBe('/remotes/member/1.0.0-r3/mf-manifest.json');
});

test('without --root and --map, WEB_ROOT names the web root and its mf-remotes.json, as for the server', () => {
  const published = run(['member', '1.0.0-r2'], { WEB_ROOT: root });
  expect(published.status).toBe(0);
  expect(map()).toEqual({
    member: '/remotes/member/1.0.0-r2/mf-manifest.json',
    admin: '/remotes/admin/1.0.0-a1/mf-manifest.json',
  });
  // A release only some other folder holds is not taken from there.
  const other = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-release-other-'));
  try {
    build(path.join(other, 'remotes', 'member'), '1.0.0-r9');
    expect(run(['member', '1.0.0-r9'], { WEB_ROOT: root }).status).toBe(1);
    expect(run(['member', '1.0.0-r9', '--root', other, '--map', mapFile]).status).toBe(0);
  } finally {
    fs.rmSync(other, { recursive: true, force: true });
  }
});

test('publishing another release removes the first-paint drawings, which show the one before', () => {
  const drawings = path.join(root, 'first-paint', 'en');
  const draw = () => {
    fs.mkdirSync(drawings, { recursive: true });
    fs.writeFileSync(path.join(drawings, 'index.html'), '<title>drawn</title>');
  };
  draw();
  // The first publication starts the map from the newest builds, which the drawings show.
  release('member', '1.0.0-r2');
  expect(fs.existsSync(drawings)).toBe(true);
  // The same release again changes nothing.
  expect(release('member', '1.0.0-r2').status).toBe(0);
  expect(fs.existsSync(drawings)).toBe(true);

  const rolledBack = release('member', '1.0.0-r1');
  expect(rolledBack.status).toBe(0);
  expect(rolledBack.out).toContain('first paint:');
  expect(fs.existsSync(path.join(root, 'first-paint'))).toBe(false);
  // The map changed all the same.
  expect(map().member).toBe('/remotes/member/1.0.0-r1/mf-manifest.json');
});
