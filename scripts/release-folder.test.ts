import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/*
 * A release never changes once built (ReleaseFolderPlugin, webpack.release.js): building an id
 * that exists again is refused when its files would differ, and changes nothing when they are
 * the same. Run through webpack's own command line, as `npm run build` runs it, on a one-file
 * app with the plugin the remotes use.
 */
const repo = path.resolve(__dirname, '..');
const webpackCli = path.join(repo, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
let app: string;

function build(source: string, buildId: string) {
  fs.writeFileSync(path.join(app, 'index.js'), source);
  const run = spawnSync(process.execPath, [webpackCli, '--config', 'webpack.config.js'], {
    cwd: app,
    encoding: 'utf8',
    env: { ...process.env, BUILD_ID: buildId },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const dist = () => path.join(app, 'dist');
const releaseFile = (release: string, file: string) =>
  fs.readFileSync(path.join(dist(), release, file), 'utf8');
const latest = () =>
  JSON.parse(fs.readFileSync(path.join(dist(), 'latest.json'), 'utf8')) as unknown;
const leftovers = () => fs.readdirSync(dist()).filter((name) => name.startsWith('.building'));

beforeEach(() => {
  app = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-release-folder-'));
  const plugin = JSON.stringify(path.join(repo, 'webpack.release.js'));
  fs.writeFileSync(
    path.join(app, 'webpack.config.js'),
    `const path = require('node:path');
const { ReleaseFolderPlugin } = require(${plugin});
const distDir = path.join(__dirname, 'dist');
const stagingDir = path.join(distDir, '.building-' + process.pid);
module.exports = {
  mode: 'production',
  context: __dirname,
  entry: './index.js',
  output: { path: stagingDir, filename: 'remoteEntry.js', clean: true },
  plugins: [
    new ReleaseFolderPlugin({ distDir, stagingDir, version: '1.0.0', buildId: process.env.BUILD_ID }),
  ],
};
`,
  );
});
afterEach(() => fs.rmSync(app, { recursive: true, force: true }));

test('the same build id with other files is refused: the build fails and the release stays as it was', () => {
  expect(build('console.log("first");', 'ci7').status).toBe(0);
  expect(releaseFile('1.0.0-ci7', 'remoteEntry.js')).toContain('first');
  expect(build('console.log("other");', 'ci8').status).toBe(0);

  const again = build('console.log("second");', 'ci7');
  expect(again.status).not.toBe(0);
  expect(again.output).toContain('release 1.0.0-ci7 already exists');
  expect(again.output).toContain('Build with another BUILD_ID');
  expect(releaseFile('1.0.0-ci7', 'remoteEntry.js')).toContain('first');
  // The newest build is still the one that succeeded, and nothing half-built is left.
  expect(latest()).toEqual({ release: '1.0.0-ci8' });
  expect(leftovers()).toEqual([]);
});

test('the same build id with the same files is no change: the folder is kept as it is', () => {
  expect(build('console.log("first");', 'ci7').status).toBe(0);
  const manifestTime = fs.statSync(path.join(dist(), '1.0.0-ci7', 'remoteEntry.js')).mtimeMs;
  expect(build('console.log("other");', 'ci8').status).toBe(0);

  const again = build('console.log("first");', 'ci7');
  expect(again.status).toBe(0);
  expect(again.output).toContain('already built, the same files');
  expect(fs.statSync(path.join(dist(), '1.0.0-ci7', 'remoteEntry.js')).mtimeMs).toBe(manifestTime);
  expect(latest()).toEqual({ release: '1.0.0-ci7' });
  expect(leftovers()).toEqual([]);
});

describe('the version a release is built as (releaseOptions)', () => {
  const { releaseOptions } = createRequire(__filename)('../webpack.release.js') as {
    releaseOptions: (
      dir: string,
      env: Record<string, string | undefined>,
    ) => { version: string; buildId: string | null; distDir: string };
  };
  const remote = path.join(repo, 'remote-member');
  const { version: packageVersion } = JSON.parse(
    fs.readFileSync(path.join(remote, 'package.json'), 'utf8'),
  ) as { version: string };

  test("is the remote's package.json version without RELEASE_VERSION", () => {
    expect(releaseOptions(remote, { BUILD_ID: 'ci7' })).toMatchObject({
      version: packageVersion,
      buildId: 'ci7',
      distDir: path.join(remote, 'dist'),
    });
    expect(releaseOptions(remote, { RELEASE_VERSION: '  ' }).version).toBe(packageVersion);
  });

  test('is RELEASE_VERSION when it is a semantic version, pre-releases included', () => {
    for (const version of ['1.4.2', '0.1.1', '2.0.0-rc.1', '1.0.0-alpha-2.0']) {
      expect(releaseOptions(remote, { RELEASE_VERSION: version }).version).toBe(version);
    }
  });

  test('refuses any other RELEASE_VERSION before the build starts', () => {
    for (const version of ['1.4', 'v1.4.2', '01.4.2', '1.4.2+build.7', '1.4.2-', '1.4.2-rc..1']) {
      expect(() => releaseOptions(remote, { RELEASE_VERSION: version })).toThrow(
        `RELEASE_VERSION must be a semantic version such as 1.4.2 or 2.0.0-rc.1, got "${version}"`,
      );
    }
  });
});
