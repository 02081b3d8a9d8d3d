// The release store (docs/decisions/017-releases.md), laid out as a bucket behind a CDN:
//
//   <store>/<remote>/<version>/…           a build, published once and never written again
//   <store>/<remote>/live.json             the pointer: which version the site serves
//   <store>/<remote>/records/<version>.json when it was published, from which commit, its size,
//                                          the pre-release check's result (the store's own notes,
//                                          never served)
//
// Publishing copies a build into a temporary folder and renames it into place; moving the
// pointer writes a temporary file and renames it over live.json. Both renames are atomic, so
// the site never sees half a version or half a pointer.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../apps.ts';
import { VERSION_PATTERN } from '../../server/src/release-pointers.ts';

/** The store `pnpm start` serves and `pnpm release` writes. */
export const storeDir = () => path.resolve(process.env.VITAL_RELEASES_DIR || path.join(root, 'releases'));

interface ReleaseRecord {
  version: string;
  /** ISO time. */
  publishedAt: string;
  /** The full commit the build was made from. */
  commit: string;
  /** The tree had uncommitted changes. */
  isDirty: boolean;
  /** The version's files (precompressed copies and source maps not counted). */
  bytes: number;
  check: { status: 'passed' | 'failed' | 'pending'; failures: string[]; checkedAt?: string };
}

interface Pointer {
  version: string;
  movedAt: string;
}

/** The commit a build comes from, and whether the tree had changes not in it. */
interface Source {
  commit: string;
  isDirty: boolean;
}

/** Every file of a folder, relative paths in a stable order. */
const filesOf = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();

/**
 * A version's name: 12 hex digits of the build's content hash, the commit's first 10, and
 * `-dirty` when the tree had uncommitted changes (allowed locally, and visible as such).
 */
export function versionOf(buildDir: string, { commit, isDirty }: Source) {
  const hash = createHash('sha256');
  for (const file of filesOf(buildDir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(buildDir, file)));
  }
  const version = `${hash.digest('hex').slice(0, 12)}-${commit.slice(0, 10)}${isDirty ? '-dirty' : ''}`;
  if (!VERSION_PATTERN.test(version)) throw new Error(`Not a version: ${version}`);
  return version;
}

const sizeOf = (dir: string) =>
  filesOf(dir)
    .filter((file) => !/\.(br|gz|map)$/.test(file))
    .reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0);

/** Writes a file whole or not at all: a temporary file renamed over it. */
function writeJsonAtomically(file: string, value: unknown) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** One remote's part of the store. */
export function remoteStore(remote: string, store = storeDir()) {
  const dir = path.join(store, remote);
  const recordFile = (version: string) => path.join(dir, 'records', `${version}.json`);
  const pointerFile = path.join(dir, 'live.json');

  const record = (version: string): ReleaseRecord | null =>
    VERSION_PATTERN.test(version) && fs.existsSync(recordFile(version)) ? JSON.parse(fs.readFileSync(recordFile(version), 'utf8')) : null;

  return {
    dir,
    versionDir: (version: string) => path.join(dir, version),
    record,

    /** Publishes a build as `version`, unless that version is already published (a version is never overwritten). */
    publish(buildDir: string, version: string, { commit, isDirty }: Source): { record: ReleaseRecord; isNew: boolean } {
      const existing = record(version);
      if (existing && fs.existsSync(path.join(dir, version))) return { record: existing, isNew: false };
      const staging = path.join(dir, `.staging-${version}-${process.pid}`);
      fs.rmSync(staging, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      fs.cpSync(buildDir, staging, { recursive: true });
      if (!fs.existsSync(path.join(dir, version))) fs.renameSync(staging, path.join(dir, version));
      else fs.rmSync(staging, { recursive: true, force: true });
      const fresh: ReleaseRecord = {
        version,
        publishedAt: new Date().toISOString(),
        commit,
        isDirty,
        bytes: sizeOf(path.join(dir, version)),
        check: { status: 'pending', failures: [] },
      };
      writeJsonAtomically(recordFile(version), fresh);
      return { record: fresh, isNew: true };
    },

    recordCheck(version: string, failures: string[]) {
      const current = record(version);
      if (!current) throw new Error(`${remote} ${version} is not published`);
      writeJsonAtomically(recordFile(version), {
        ...current,
        check: { status: failures.length ? 'failed' : 'passed', failures, checkedAt: new Date().toISOString() },
      });
    },

    pointer(): Pointer | null {
      try {
        return JSON.parse(fs.readFileSync(pointerFile, 'utf8'));
      } catch {
        return null;
      }
    },

    /** Points the site at a published version that passed its check. */
    movePointer(version: string) {
      const target = record(version);
      if (!target || !fs.existsSync(path.join(dir, version))) throw new Error(`${remote} ${version} is not published`);
      if (target.check.status !== 'passed') throw new Error(`${remote} ${version} did not pass its pre-release check`);
      const pointer: Pointer = { version, movedAt: new Date().toISOString() };
      writeJsonAtomically(pointerFile, pointer);
      return pointer;
    },

    /** The published versions, newest first. */
    list(): ReleaseRecord[] {
      const records = path.join(dir, 'records');
      if (!fs.existsSync(records)) return [];
      return fs
        .readdirSync(records)
        .filter((name) => name.endsWith('.json'))
        .map((name) => record(name.slice(0, -'.json'.length)))
        .filter((entry): entry is ReleaseRecord => entry !== null && fs.existsSync(path.join(dir, entry.version)))
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    },

    /** Deletes all but the newest `keep` versions; the live one always stays. Returns the versions deleted. */
    prune(keep: number): string[] {
      const live = this.pointer()?.version;
      const removed = this.list()
        .slice(keep)
        .filter((entry) => entry.version !== live)
        .map((entry) => entry.version);
      for (const version of removed) {
        fs.rmSync(recordFile(version), { force: true });
        fs.rmSync(path.join(dir, version), { recursive: true, force: true });
      }
      return removed;
    },
  };
}
