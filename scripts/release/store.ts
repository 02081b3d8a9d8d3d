// The release store, laid out as a bucket behind a CDN (decision 017). Publishing renames a staging folder
// into place and the pointer is a file renamed over the last: the site never sees half of either.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../apps.ts';
import { isVersionName } from '../../shared/src/contract/index.ts';

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

/**
 * Each remote's release token, made once beside the store for `pnpm start` (a deployment gives its own):
 * `<store>/.release-tokens/<remote>.token` holds the token itself, readable by its owner alone, for
 * `pnpm release` on this machine and to hand to the remote's team; `.release-tokens.json` holds what the
 * release service keeps of each, its SHA-256, under the token's name.
 */
export function releaseTokens(remoteIds: readonly string[], store = storeDir()) {
  const dir = path.join(store, '.release-tokens');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const hashes: Record<string, Record<string, string>> = {};
  for (const remote of remoteIds) {
    const file = path.join(dir, `${remote}.token`);
    if (!fs.existsSync(file)) fs.writeFileSync(file, `vrt_${remote}_${randomBytes(24).toString('base64url')}`, { mode: 0o600 });
    hashes[remote] = { [`${remote} (pnpm start)`]: createHash('sha256').update(fs.readFileSync(file, 'utf8').trim()).digest('hex') };
  }
  const hashFile = path.join(store, '.release-tokens.json');
  writeJsonAtomically(hashFile, hashes);
  return hashFile;
}

/** The token `pnpm start` made for a remote, or null. */
export function releaseToken(remote: string, store = storeDir()): string | null {
  const file = path.join(store, '.release-tokens', `${remote}.token`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
}

interface Source {
  commit: string;
  isDirty: boolean;
}

export interface ReleaseRecord extends Source {
  version: string;
  publishedAt: string;
  /** The version's files (precompressed copies and source maps not counted). */
  bytes: number;
  /** `host`: the live host's build it was checked against (its manifest's buildVersion). */
  check: { status: 'passed' | 'failed' | 'pending'; failures: string[]; checkedAt?: string; host?: string };
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
  if (!isVersionName(version)) throw new Error(`Not a version: ${version}`);
  return version;
}

function writeJsonAtomically(file: string, value: unknown) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** What the pointer names: a version, or null for the build the site was deployed with (its `remotes` address). */
export type LiveVersion = string | null;

/**
 * A canary under way (decision 030): the candidate, live for the first `percent` of cohorts, in the pointer
 * file beside the live version, so that every page server reads it with the pointer.
 */
export interface Canary {
  version: string;
  percent: number;
  startedAt: string;
  /** When its share last changed: a stage lasts from here. */
  stageStartedAt: string;
  by: string;
}

/** What the pointer file holds. */
export interface PointerFile {
  version: LiveVersion;
  movedAt: string;
  canary?: Canary;
}

/** One decision about a canary, with the figures behind it (`records/canary-decisions.jsonl`, never served). */
export interface CanaryDecision {
  at: string;
  version: string;
  /** `started`, `advanced` (to `percent`), `promoted`, `rolled back` (automatically or by hand). */
  action: 'started' | 'advanced' | 'promoted' | 'rolled back';
  percent: number;
  by: string;
  reason: string;
  figures?: unknown;
}

/** One move of the pointer, kept in the order made (`records/pointer-history.jsonl`, never served). */
export interface PointerMove {
  version: LiveVersion;
  movedAt: string;
  /** Who moved it: the token's name, or `pnpm release` on the site's machine. */
  by: string;
  action: 'release' | 'rollback';
}

/**
 * How long a version stays servable after it stopped being live (or after it was published, if it never was):
 * a week. A visit lasts minutes, but a tab left open on a phone is resumed days later and still loads its
 * version's lazy chunks; past that, such a tab moves to the live version at its next navigation (decision 017).
 */
const RETAIN_MS = Number(process.env.VITAL_RELEASES_RETAIN_HOURS ?? 24 * 7) * 3_600_000;

export function remoteStore(remote: string, store = storeDir()) {
  const dir = path.join(store, remote);
  const versionDir = (version: string) => path.join(dir, version);
  const recordFile = (version: string) => path.join(dir, 'records', `${version}.json`);
  const pointerFile = path.join(dir, 'live.json');
  const historyFile = path.join(dir, 'records', 'pointer-history.jsonl');
  const auditFile = path.join(dir, 'records', 'audit.jsonl');
  const decisionsFile = path.join(dir, 'records', 'canary-decisions.jsonl');
  /** A published version's record (a failed one's files are withdrawn, its record stays); null for any other. */
  const record = (version: string): ReleaseRecord | null => {
    if (!isVersionName(version) || !fs.existsSync(recordFile(version))) return null;
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

  /** The pointer file; null when the remote was never released (the site serves its build). */
  const pointer = (): PointerFile | null => {
    try {
      return JSON.parse(fs.readFileSync(pointerFile, 'utf8'));
    } catch {
      return null;
    }
  };

  /**
   * Every move of the pointer, oldest first. Before the first release the build was live: the history starts
   * with it, so that rolling back the first release returns to the page the site had.
   */
  const history = (): PointerMove[] => {
    const moves = fs.existsSync(historyFile)
      ? fs
          .readFileSync(historyFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as PointerMove)
      : [];
    const first = moves[0];
    return first && first.version === null ? moves : [{ version: null, movedAt: first?.movedAt ?? '', by: 'the site’s deployment', action: 'release' }, ...moves];
  };

  const append = (file: string, entry: object) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.appendFileSync(file, `${JSON.stringify(entry)}\n`);
  };

  /**
   * What a rollback returns to: what was live before the live one (the build, before any release). A rollback
   * undoes releases like a stack: after A, B and a rollback to A, the next rollback returns to what was before
   * A, never forward to B.
   */
  const rollbackTarget = (): LiveVersion | undefined => {
    const stack: LiveVersion[] = [];
    for (const move of history()) {
      const index = stack.lastIndexOf(move.version);
      if (move.action === 'rollback' && index !== -1) stack.splice(index + 1);
      else stack.push(move.version);
    }
    const live = pointer()?.version ?? null;
    if (stack.at(-1) !== live) stack.push(live);
    return stack.length > 1 ? stack.at(-2) : undefined;
  };

  const readLines = <T>(file: string): T[] =>
    fs.existsSync(file)
      ? fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as T)
      : [];

  /** Writes the pointer file with `canary` (or none), the live version unchanged. */
  const writeCanary = (canary: Canary | undefined) => {
    const current = pointer();
    writeJsonAtomically(pointerFile, { version: current?.version ?? null, movedAt: current?.movedAt ?? now(), ...(canary && { canary }) });
  };

  return {
    dir,
    versionDir,
    record,
    list,
    pointer,
    history,

    /** The decisions about canaries, oldest first. */
    decisions: () => readLines<CanaryDecision>(decisionsFile),

    decide(decision: Omit<CanaryDecision, 'at'>) {
      append(decisionsFile, { at: now(), ...decision });
    },

    /** Puts a version that passed its check live for the first `percent` of cohorts, beside the live one. */
    startCanary(version: string, percent: number, by: string) {
      const target = record(version);
      if (target?.check.status !== 'passed' || !fs.existsSync(versionDir(version))) throw new Error(`${remote} ${version} did not pass its pre-release check`);
      if (pointer()?.canary) throw new Error(`a canary of ${remote} (${pointer()?.canary?.version}) is under way: let it end, or roll it back`);
      const at = now();
      writeCanary({ version, percent, startedAt: at, stageStartedAt: at, by });
    },

    /** Gives the canary's candidate to `percent` of cohorts from now. */
    setCanaryPercent(percent: number) {
      const canary = pointer()?.canary;
      if (!canary) throw new Error(`no canary of ${remote} is under way`);
      writeCanary({ ...canary, percent, stageStartedAt: now() });
    },

    /** Ends the canary: every visitor gets the live version again. */
    endCanary() {
      writeCanary(undefined);
    },

    /** One line of the release service's audit trail: who asked for what, from where, and what came of it. */
    audit(entry: { action: string; by: string; client: string; outcome: string; version?: string | null }) {
      append(auditFile, { at: now(), remote, ...entry });
    },

    rollbackTarget,

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
    recordCheck(version: string, failures: string[], host?: string) {
      const current = record(version);
      if (!current) throw new Error(`${remote} ${version} is not published`);
      const check = { status: failures.length ? 'failed' : 'passed', failures, checkedAt: now(), ...(host && { host }) };
      writeJsonAtomically(recordFile(version), { ...current, check });
      if (failures.length) fs.rmSync(versionDir(version), { recursive: true, force: true });
    },

    /** Points the site at `version` (null: the build it was deployed with) and adds the move to the history. */
    movePointer(version: LiveVersion, { by = 'pnpm release', action = 'release' }: Pick<Partial<PointerMove>, 'by' | 'action'> = {}) {
      if (version !== null) {
        const target = record(version);
        if (target && target.check.status !== 'passed') throw new Error(`${remote} ${version} did not pass its pre-release check`);
        if (!target || !fs.existsSync(versionDir(version))) throw new Error(`${remote} ${version} is not published`);
      }
      const movedAt = now();
      // A move ends any canary: its candidate was promoted, or the pointer went elsewhere.
      writeJsonAtomically(pointerFile, { version, movedAt } satisfies PointerFile);
      append(historyFile, { version, movedAt, by, action } satisfies PointerMove);
    },

    /**
     * Deletes each version that stopped being live (or, never live, was published) more than `retainMs` ago,
     * except the live one and the one a rollback returns to; a failed version's record goes the same way.
     * Returns the versions deleted.
     */
    prune(retainMs = RETAIN_MS, at = Date.now()) {
      const live = pointer()?.version ?? null;
      const kept = new Set([live, rollbackTarget(), pointer()?.canary?.version ?? null]);
      const moves = history();
      /** When a version was last replaced by another on the pointer; undefined while it was never live. */
      const lastLive = (version: string) => {
        const index = moves.map((move) => move.version).lastIndexOf(version);
        return index === -1 ? undefined : (moves[index + 1]?.movedAt ?? now());
      };
      const removed = list()
        .filter((entry) => !kept.has(entry.version))
        .filter((entry) => at - Date.parse(lastLive(entry.version) ?? entry.check.checkedAt ?? entry.publishedAt) > retainMs)
        .map((entry) => entry.version);
      for (const version of removed) {
        fs.rmSync(recordFile(version), { force: true });
        fs.rmSync(versionDir(version), { recursive: true, force: true });
      }
      return removed;
    },
  };
}
