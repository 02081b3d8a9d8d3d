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
import { root } from '../apps.mjs';
import { VERSION_PATTERN } from '../../server/src/release-pointers.mjs';

/** The store `pnpm start` serves and `pnpm release` writes. */
export const storeDir = () => path.resolve(process.env.VITAL_RELEASES_DIR || path.join(root, 'releases'));

/**
 * @typedef {object} ReleaseRecord
 * @property {string} version
 * @property {string} publishedAt   ISO time
 * @property {string} commit        the full commit the build was made from
 * @property {boolean} isDirty      the tree had uncommitted changes
 * @property {number} bytes         the version's files (precompressed copies and source maps not counted)
 * @property {{ status: 'passed' | 'failed' | 'pending', failures: string[], checkedAt?: string }} check
 */

/** @typedef {{ version: string, movedAt: string }} Pointer */

/**
 * Every file of a folder, relative paths in a stable order.
 * @param {string} dir
 * @returns {string[]}
 */
const filesOf = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();

/**
 * A version's name: 12 hex digits of the build's content hash, the commit's first 10, and
 * `-dirty` when the tree had uncommitted changes (allowed locally, and visible as such).
 * @param {string} buildDir
 * @param {{ commit: string, isDirty: boolean }} source
 */
export function versionOf(buildDir, { commit, isDirty }) {
  const hash = createHash('sha256');
  for (const file of filesOf(buildDir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(buildDir, file)));
  }
  const version = `${hash.digest('hex').slice(0, 12)}-${commit.slice(0, 10)}${isDirty ? '-dirty' : ''}`;
  if (!VERSION_PATTERN.test(version)) throw new Error(`Not a version: ${version}`);
  return version;
}

/** @param {string} dir */
const sizeOf = (dir) =>
  filesOf(dir)
    .filter((file) => !/\.(br|gz|map)$/.test(file))
    .reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0);

/**
 * Writes a file whole or not at all: a temporary file renamed over it.
 * @param {string} file
 * @param {unknown} value
 */
function writeJsonAtomically(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/**
 * One remote's part of the store.
 * @param {string} remote
 * @param {string} [store]
 */
export function remoteStore(remote, store = storeDir()) {
  const dir = path.join(store, remote);
  const recordFile = (/** @type {string} */ version) => path.join(dir, 'records', `${version}.json`);
  const pointerFile = path.join(dir, 'live.json');

  /** @returns {ReleaseRecord | null} */
  const record = (/** @type {string} */ version) =>
    VERSION_PATTERN.test(version) && fs.existsSync(recordFile(version)) ? JSON.parse(fs.readFileSync(recordFile(version), 'utf8')) : null;

  return {
    dir,
    /** @param {string} version */
    versionDir: (version) => path.join(dir, version),
    record,

    /**
     * Publishes a build as `version`, unless that version is already published (a version is never overwritten).
     * @param {string} buildDir
     * @param {string} version
     * @param {{ commit: string, isDirty: boolean }} source
     * @returns {{ record: ReleaseRecord, isNew: boolean }}
     */
    publish(buildDir, version, { commit, isDirty }) {
      const existing = record(version);
      if (existing && fs.existsSync(path.join(dir, version))) return { record: existing, isNew: false };
      const staging = path.join(dir, `.staging-${version}-${process.pid}`);
      fs.rmSync(staging, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      fs.cpSync(buildDir, staging, { recursive: true });
      if (!fs.existsSync(path.join(dir, version))) fs.renameSync(staging, path.join(dir, version));
      else fs.rmSync(staging, { recursive: true, force: true });
      /** @type {ReleaseRecord} */
      const fresh = {
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

    /**
     * @param {string} version
     * @param {string[]} failures
     */
    recordCheck(version, failures) {
      const current = record(version);
      if (!current) throw new Error(`${remote} ${version} is not published`);
      writeJsonAtomically(recordFile(version), {
        ...current,
        check: { status: failures.length ? 'failed' : 'passed', failures, checkedAt: new Date().toISOString() },
      });
    },

    /** @returns {Pointer | null} */
    pointer() {
      try {
        return JSON.parse(fs.readFileSync(pointerFile, 'utf8'));
      } catch {
        return null;
      }
    },

    /**
     * Points the site at a published version that passed its check.
     * @param {string} version
     */
    movePointer(version) {
      const target = record(version);
      if (!target || !fs.existsSync(path.join(dir, version))) throw new Error(`${remote} ${version} is not published`);
      if (target.check.status !== 'passed') throw new Error(`${remote} ${version} did not pass its pre-release check`);
      /** @type {Pointer} */
      const pointer = { version, movedAt: new Date().toISOString() };
      writeJsonAtomically(pointerFile, pointer);
      return pointer;
    },

    /**
     * The published versions, newest first.
     * @returns {ReleaseRecord[]}
     */
    list() {
      const records = path.join(dir, 'records');
      if (!fs.existsSync(records)) return [];
      return fs
        .readdirSync(records)
        .filter((name) => name.endsWith('.json'))
        .map((name) => record(name.slice(0, -'.json'.length)))
        .filter((/** @type {ReleaseRecord | null} */ entry) => entry !== null && fs.existsSync(path.join(dir, entry.version)))
        .map((entry) => /** @type {ReleaseRecord} */ (entry))
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    },

    /**
     * Deletes all but the newest `keep` versions; the live one always stays.
     * @param {number} keep
     * @returns {string[]} the versions deleted
     */
    prune(keep) {
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
