// @ts-check
/**
 * A remote's build is a release (docs/federation.md, "Releases"): a folder of its own under
 * dist/, named `<version>-<buildId>`, never half-written and never changed once built. Used by
 * webpack.common.js for the two remotes.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** A release id is a path segment of its URL: letters, digits, dots and dashes. */
const RELEASE_ID = /^[0-9A-Za-z][0-9A-Za-z.-]*$/;

/**
 * A version as semantic versioning writes it, pre-release included (`1.4.2`, `2.0.0-rc.1`). No
 * `+build` part: the build id is the release's second half, and `+` is not allowed in its URL.
 */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*)?$/;

/**
 * BUILD_ID from the environment, refused before any work when it could not be a path segment.
 * @param {Record<string, string | undefined>} env
 */
function buildIdFromEnv(env) {
  const buildId = env.BUILD_ID?.trim();
  if (!buildId) return null;
  if (!RELEASE_ID.test(buildId)) {
    throw new Error(`BUILD_ID may hold only letters, digits, dots and dashes, got "${buildId}"`);
  }
  return buildId;
}

/**
 * RELEASE_VERSION from the environment: the version a release is built as, in place of its
 * package.json's (a CI pipeline that numbers releases without committing a version bump).
 * Refused before any work unless it is a semantic version.
 * @param {Record<string, string | undefined>} env
 */
function releaseVersionFromEnv(env) {
  const version = env.RELEASE_VERSION?.trim();
  if (!version) return null;
  if (!SEMVER.test(version)) {
    throw new Error(
      `RELEASE_VERSION must be a semantic version such as 1.4.2 or 2.0.0-rc.1, got "${version}"`,
    );
  }
  return version;
}

/** A hash of every file of a build (names and bytes); its first 10 digits are the default build id. */
function contentHash(dir) {
  const hash = createHash('sha256');
  const walk = (folder) => {
    for (const entry of fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      // The .br and .gz copies follow from the files themselves.
      else if (!/\.(br|gz)$/.test(entry.name)) {
        hash.update(path.relative(dir, file)).update('\0').update(fs.readFileSync(file));
      }
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/**
 * A remote's build is a release: the compiler writes into a folder of its own under dist/, and
 * once the build succeeded that folder is renamed to `<version>-<buildId>` beside the releases
 * already there (an open page may still load their chunks), and dist/latest.json names it for
 * local runs. Nothing is ever half-written under a release's name, and no other release is
 * touched. A release never changes once built: building an id that exists again is a no-op when
 * the files are the same, and a failed build (the old folder untouched) when they differ.
 */
class ReleaseFolderPlugin {
  /** @param {{ distDir: string, stagingDir: string, version: string, buildId: string | null }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { distDir, stagingDir, version, buildId } = this.options;
    /** @type {{ release: string, target: string, exists: boolean } | null} */
    let outcome = null;
    // After every file is written and before the build counts as done, so a refusal fails it.
    compiler.hooks.afterEmit.tapPromise('ReleaseFolderPlugin', async (compilation) => {
      outcome = null;
      if (compilation.errors.length > 0) return;
      const built = contentHash(stagingDir);
      const release = `${version}-${buildId ?? built.slice(0, 10)}`;
      const target = path.join(distDir, release);
      const exists = fs.existsSync(target);
      if (exists && contentHash(target) !== built) {
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `release ${release} already exists in ${path.relative(process.cwd(), target)}/ with other files: ` +
              'a release never changes once built (an open page may be loading it). ' +
              'Build with another BUILD_ID; the existing folder was left as it is.',
          ),
        );
        return;
      }
      outcome = { release, target, exists };
    });
    compiler.hooks.done.tapPromise('ReleaseFolderPlugin', async (stats) => {
      if (stats.hasErrors() || !outcome) {
        await fs.promises.rm(stagingDir, { recursive: true, force: true });
        return;
      }
      const { release, target, exists } = outcome;
      // The same files under the same id: the folder stays as it was (its dates included).
      if (exists) await fs.promises.rm(stagingDir, { recursive: true, force: true });
      else await fs.promises.rename(stagingDir, target);
      const latest = path.join(distDir, 'latest.json');
      await fs.promises.writeFile(`${latest}.tmp`, `${JSON.stringify({ release })}\n`);
      await fs.promises.rename(`${latest}.tmp`, latest);
      const where = path.relative(process.cwd(), target);
      console.log(
        `release ${release}: ${where}/${exists ? ' (already built, the same files)' : ''}`,
      );
    });
  }
}

/**
 * Where a remote's build goes (a staging folder of this process, renamed at the end) and the
 * version it is built as: RELEASE_VERSION, else the version in the remote's package.json.
 * @param {string} dir the remote's folder
 * @param {Record<string, string | undefined>} env
 */
function releaseOptions(dir, env = process.env) {
  const { version: packageVersion } = JSON.parse(
    fs.readFileSync(path.join(dir, 'package.json'), 'utf8'),
  );
  const version = releaseVersionFromEnv(env) ?? packageVersion;
  if (!RELEASE_ID.test(version))
    throw new Error(`${dir}: version "${version}" is not a release id`);
  const distDir = path.join(dir, 'dist');
  return {
    distDir,
    stagingDir: path.join(distDir, `.building-${process.pid}`),
    version,
    buildId: buildIdFromEnv(env),
  };
}

module.exports = { RELEASE_ID, SEMVER, ReleaseFolderPlugin, releaseOptions };
