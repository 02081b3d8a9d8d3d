// The release store, laid out as a bucket behind a CDN (decision 017). Publishing renames a staging folder
// into place and the pointer is a file renamed over the last: the site never sees half of either.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../apps.ts';
import { VERSION_PATTERN } from '../../server/src/release-pointers.ts';

/** The store `pnpm start` serves and `pnpm release` writes. */
export const storeDir = () => path.resolve(process.env.VITAL_RELEASES_DIR || path.join(root, 'releases'));

/**
 * The key the page servers check previews with and the release check signs them with: VITAL_PREVIEW_KEY,
 * else the one `pnpm start` keeps beside the store (made once, readable by its owner alone; nginx never
 * serves the store's root, nor a dotfile).
 */
export function previewKey({ isMadeWhenMissing = false } = {}): string | null {
  if (process.env.VITAL_PREVIEW_KEY) return process.env.VITAL_PREVIEW_KEY;
  const file = path.join(storeDir(), '.preview-key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  if (!isMadeWhenMissing) return null;
  fs.mkdirSync(storeDir(), { recursive: true });
  fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

interface Source {
  commit: string;
  isDirty: boolean;
}

interface ReleaseRecord extends Source {
  version: string;
  publishedAt: string;
  /** The version's files (precompressed copies and source maps not counted). */
  bytes: number;
  check: { status: 'passed' | 'failed' | 'pending'; failures: string[]; checkedAt?: string };
}

/** Every file of a folder, relative paths in a stable order. */
const filesOf = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();

/** A release is files and folders only: a link could name anything on the machine that serves it. */
function assertNoLinks(dir: string) {
  const links = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => fs.lstatSync(path.join(dir, file)).isSymbolicLink());
  if (links.length) throw new Error(`${dir} holds symbolic links (${links.slice(0, 3).join(', ')}): a release is files only; copy what they name into the build.`);
}

/** A version's name: 12 hex digits of the build's content hash, the commit's first 10, and `-dirty`. */
export function versionOf(buildDir: string, { commit, isDirty }: Source) {
  const hash = createHash('sha256');
  for (const file of filesOf(buildDir)) hash.update(`${file}\0`).update(fs.readFileSync(path.join(buildDir, file)));
  const version = `${hash.digest('hex').slice(0, 12)}-${commit.slice(0, 10)}${isDirty ? '-dirty' : ''}`;
  if (!VERSION_PATTERN.test(version)) throw new Error(`Not a version: ${version}`);
  return version;
}

function writeJsonAtomically(file: string, value: unknown) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

export function remoteStore(remote: string, store = storeDir()) {
  const dir = path.join(store, remote);
  const versionDir = (version: string) => path.join(dir, version);
  const recordFile = (version: string) => path.join(dir, 'records', `${version}.json`);
  const pointerFile = path.join(dir, 'live.json');
  /** A published version's record (a failed one's files are withdrawn, its record stays); null for any other. */
  const record = (version: string): ReleaseRecord | null => {
    if (!VERSION_PATTERN.test(version) || !fs.existsSync(recordFile(version))) return null;
    const found: ReleaseRecord = JSON.parse(fs.readFileSync(recordFile(version), 'utf8'));
    return fs.existsSync(versionDir(version)) || found.check.status === 'failed' ? found : null;
  };
  const now = () => new Date().toISOString();

  /** The published versions, newest first. */
  const list = () =>
    (fs.existsSync(path.join(dir, 'records')) ? fs.readdirSync(path.join(dir, 'records')) : [])
      .map((name) => record(name.replace(/\.json$/, '')))
      .filter((entry) => entry !== null)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

  const pointer = (): { version: string; movedAt: string } | null => {
    try {
      return JSON.parse(fs.readFileSync(pointerFile, 'utf8'));
    } catch {
      return null;
    }
  };

  return {
    dir,
    versionDir,
    record,
    list,
    pointer,

    /** Publishes a build as `version`, unless that version is already published (a version is never overwritten). */
    publish(buildDir: string, version: string, source: Source): { record: ReleaseRecord; isNew: boolean } {
      assertNoLinks(buildDir);
      const existing = record(version);
      if (existing && existing.check.status !== 'failed') return { record: existing, isNew: false };
      const staging = path.join(dir, `.staging-${version}-${process.pid}`);
      fs.rmSync(staging, { recursive: true, force: true });
      fs.cpSync(buildDir, staging, { recursive: true });
      // Another publisher may have been first: its copy of the same content stays.
      if (!fs.existsSync(versionDir(version))) fs.renameSync(staging, versionDir(version));
      else fs.rmSync(staging, { recursive: true, force: true });
      const bytes = filesOf(versionDir(version))
        .filter((file) => !/\.(br|gz|map)$/.test(file))
        .reduce((sum, file) => sum + fs.statSync(path.join(versionDir(version), file)).size, 0);
      const fresh: ReleaseRecord = { version, publishedAt: now(), ...source, bytes, check: { status: 'pending', failures: [] } };
      writeJsonAtomically(recordFile(version), fresh);
      return { record: fresh, isNew: true };
    },

    /** A version that failed is withdrawn: its files go, so nothing can load or preview it; its record stays. */
    recordCheck(version: string, failures: string[]) {
      const current = record(version);
      if (!current) throw new Error(`${remote} ${version} is not published`);
      const check = { status: failures.length ? 'failed' : 'passed', failures, checkedAt: now() };
      writeJsonAtomically(recordFile(version), { ...current, check });
      if (failures.length) fs.rmSync(versionDir(version), { recursive: true, force: true });
    },

    movePointer(version: string) {
      const target = record(version);
      if (!target) throw new Error(`${remote} ${version} is not published`);
      if (target.check.status !== 'passed') throw new Error(`${remote} ${version} did not pass its pre-release check`);
      writeJsonAtomically(pointerFile, { version, movedAt: now() });
    },

    /** Deletes all but the newest `keep` versions; the live one always stays. Returns the versions deleted. */
    prune(keep: number) {
      const live = pointer()?.version;
      const removed = list()
        .slice(keep)
        .map((entry) => entry.version)
        .filter((version) => version !== live);
      for (const version of removed) {
        fs.rmSync(recordFile(version), { force: true });
        fs.rmSync(versionDir(version), { recursive: true, force: true });
      }
      return removed;
    },
  };
}
