// `npm run release -- <remote> <release>`: publishes a release of a remote (or rolls back to an
// older one) by changing that remote's entry in the remote map, the file /mf-remotes.json is
// served from. No build, no restart: the map is read on every request, and an open page moves
// to the new release at its next navigation.
//   npm run release -- member 1.0.0-r2             publish (or roll back to) a release
//   npm run release -- --list                      every release served, and which is published
//   --root <dir>   the web root the site serves (its remotes/<remote>/<release>/ folders); default:
//                  where the server serves releases from, by the same settings (WEB_ROOT, else this
//                  checkout's remote-*/dist/)
//   --map <file>   the map to edit; default: $REMOTE_MAP_FILE, else the web root's mf-remotes.json
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteLayout, webRootLayout } from '../server/src/web/site-layout.mjs';
import releaseRules from '../webpack.release.js';

const REMOTES = ['member', 'admin'];
/** The rule the build names releases by: a release id is a path segment of its URL. */
const { RELEASE_ID } = releaseRules;
const USAGE = `usage: npm run release -- <member|admin> <release> [--root <web root>] [--map <file>]
       npm run release -- --list [--root <web root>] [--map <file>]`;

function fail(message) {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) fail(`--${name} needs a value\n${USAGE}`);
  args.splice(at, 2);
  return value;
};
const env = (name) => process.env[name]?.trim() || undefined;
const rootOption = option('root');
const layout = rootOption
  ? webRootLayout(rootOption)
  : siteLayout({
      webRoot: env('WEB_ROOT'),
      checkout: path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
    });
const mapFile = option('map') ?? env('REMOTE_MAP_FILE') ?? layout.mapFile;
const listing = args.includes('--list');
const positional = args.filter((arg) => arg !== '--list');
if (args.includes('--help') || (!listing && positional.length !== 2)) {
  fail(USAGE);
}

const releasesDir = (remote) => layout.remoteRoots[remote];
/** A folder as the operator reads it best: relative inside the current folder, else in full. */
const shown = (dir) => {
  const relative = path.relative(process.cwd(), dir);
  return relative.startsWith('..') || path.isAbsolute(relative) ? dir : relative || '.';
};
const manifestPath = (remote, release) => `/remotes/${remote}/${release}/mf-manifest.json`;

/** The releases built for a remote, oldest first (by the time their manifest was written). */
function releasesOf(remote) {
  const dist = releasesDir(remote);
  if (!fs.existsSync(dist)) return [];
  return fs
    .readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && RELEASE_ID.test(entry.name))
    .map((entry) => path.join(dist, entry.name, 'mf-manifest.json'))
    .filter((manifest) => fs.existsSync(manifest))
    .map((manifest) => ({
      release: path.basename(path.dirname(manifest)),
      builtAt: fs.statSync(manifest).mtime,
    }))
    .sort((a, b) => a.builtAt - b.builtAt || a.release.localeCompare(b.release));
}

/**
 * The newest release of a remote: what its last build wrote to latest.json (a checkout), else
 * the release written last (a web root, where releases are copied in).
 */
function newestBuild(remote) {
  const releases = releasesOf(remote).map((r) => r.release);
  try {
    const { release } = JSON.parse(
      fs.readFileSync(path.join(releasesDir(remote), 'latest.json'), 'utf8'),
    );
    if (releases.includes(release)) return release;
  } catch {
    // No latest.json: a web root.
  }
  return releases.at(-1) ?? null;
}

function readMap() {
  if (!mapFile || !fs.existsSync(mapFile)) return null;
  try {
    return JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  } catch {
    fail(`${mapFile} is not JSON: fix it or remove it`);
  }
}

/** The release an entry names: the folder its mf-manifest.json sits in. */
const releaseIn = (entry) => /\/([^/]+)\/mf-manifest\.json$/.exec(entry ?? '')?.[1] ?? null;

if (listing) {
  const map = readMap();
  for (const remote of REMOTES) {
    console.log(`${remote}: ${shown(releasesDir(remote))}`);
    const releases = releasesOf(remote);
    if (releases.length === 0) console.log('  (no release)');
    const published = releaseIn(map?.[remote]);
    if (published && !releases.some((r) => r.release === published)) {
      console.log(`  ${published}  (published, but not in this folder)`);
    }
    for (const { release, builtAt } of releases) {
      const notes = [
        releaseIn(map?.[remote]) === release ? 'published' : null,
        newestBuild(remote) === release ? 'newest build' : null,
      ].filter(Boolean);
      const built = builtAt.toISOString().replace('T', ' ').slice(0, 16);
      console.log(
        `  ${release}  built ${built} UTC${notes.length ? `  (${notes.join(', ')})` : ''}`,
      );
    }
  }
  if (!map) console.log(mapFile ? `(${mapFile} does not exist yet)` : '(no map file named)');
  process.exit(0);
}

const [remote, release] = positional;
if (!REMOTES.includes(remote)) fail(`unknown remote "${remote}": member or admin\n${USAGE}`);
if (!RELEASE_ID.test(release)) fail(`"${release}" is not a release id (letters, digits, . and -)`);
// Only what the site serves can be published: a map naming anything else breaks every page.
const known = releasesOf(remote).map((r) => r.release);
if (!known.includes(release)) {
  fail(
    `${remote} has no release ${release} in ${shown(releasesDir(remote))}, where the site serves ` +
      `it from: copy its folder there first (or name the web root with --root); ` +
      `there: ${known.join(', ') || 'none'}`,
  );
}
if (!mapFile) fail(`name the map to edit: --map <file> or REMOTE_MAP_FILE\n${USAGE}`);

// A new map starts from the newest build of the other remote; an existing one changes one entry.
const map = readMap() ?? {};
for (const other of REMOTES) {
  if (other === remote || typeof map[other] === 'string') continue;
  const newest = newestBuild(other);
  if (!newest) {
    fail(`${other} has no release in ${shown(releasesDir(other))} to start the map with`);
  }
  map[other] = manifestPath(other, newest);
}
const before = releaseIn(map[remote]);
// An entry on a CDN keeps its address; only the release folder in it changes.
map[remote] = before
  ? map[remote].replace(/[^/]+\/mf-manifest\.json$/, `${release}/mf-manifest.json`)
  : manifestPath(remote, release);

// Written whole, then renamed: a server reading the map never sees half a file.
fs.mkdirSync(path.dirname(path.resolve(mapFile)), { recursive: true });
const temporary = `${mapFile}.${process.pid}.tmp`;
fs.writeFileSync(temporary, `${JSON.stringify(map, null, 2)}\n`);
fs.renameSync(temporary, mapFile);
console.log(`${remote}: ${before ?? '(none)'} → ${release}  (${mapFile})`);
if (before && before !== release) {
  console.log(`to undo: npm run release -- ${remote} ${before}`);
  // The first-paint drawings (docs/architecture.md, "First paint from the served page") show the
  // releases they were drawn from and leave those releases' stylesheets on the page. In a web
  // root nginx would go on sending them: they go, and pages are sent the plain shell until the
  // shell's drawings are made again. (This checkout's server skips them by itself.)
  const drawings = path.join(layout.hostRoot, 'first-paint');
  if ((rootOption || env('WEB_ROOT')) && fs.existsSync(drawings)) {
    fs.rmSync(drawings, { recursive: true, force: true });
    console.log(`first paint: ${shown(drawings)} removed (drawn from the previous release)`);
  }
}
