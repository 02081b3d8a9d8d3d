// The release service (decision 027): the one place a remote's version is stored, checked against the live
// host and made live, for teams inside this repository (`pnpm release`) and outside it (the release client,
// release-client/). It runs on the site's side, behind nginx; each team's token releases its own remote only,
// and every call is kept in the remote's audit trail. One release or rollback runs at a time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BUNDLE_LIMITS, BUNDLE_TYPE, unpackBuild } from '../../release-client/src/bundle.ts';
import type { RemoteReleases, ServiceLine } from '../../release-client/src/client.ts';
import { createApp, type FastifyReply, type FastifyRequest } from '../../server/src/http.ts';
import { CACHE, NOTHING_RUNS } from '../../server/src/site-rules.ts';
import { type App, remotes } from '../apps.ts';
import { COHORT_BAND_PERCENT, COHORT_COOKIE, parseManifest, parseShells, type VersionHealth } from '../../shared/src/contract/index.ts';
import { type CanaryChange, createCanaryController, isUnderWay } from './canary.ts';
import { type CanarySettings, canarySettings, isCanaryPercent } from './canary-rules.ts';
import { checkCandidate } from './check.ts';
import { type Canary, type LiveVersion, remoteStore, storeDir, versionOf } from './store.ts';

/** How long a moved pointer may take to be served by a page server (each reads pointers every 0.1 s). */
const SERVED_DEADLINE_MS = 10_000;

export interface ReleaseServiceOptions {
  /** The live site, as visitors reach it: the check runs its journey there. */
  siteUrl: string;
  /** Every page server, each confirmed to serve a moved pointer. */
  pageServers: string[];
  /** For each remote, its tokens by name: `{ "industries": { "industries-ci": "<sha-256 of the token, hex>" } }`. */
  tokens: Record<string, Record<string, string>>;
  previewKey: string;
  store?: string;
  /** nginx's page cache, when nginx runs beside the service: emptied when a pointer moves (decision 029). */
  pageCache?: string;
  /** Each version's field health of a remote, added up over the page servers (decision 030): canaries are judged on it. */
  readHealth?: (remote: string) => Promise<VersionHealth[]>;
  canary?: CanarySettings;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();
/** One audit line per client and refusal in this time, whatever the number of refused calls. */
const REFUSAL_LOG_MS = 60_000;
const assertNever = (): never => {
  throw new Error('a route that needs a token ran without one');
};

/** The JSON at `url`, or null when it cannot be had in time. */
const fetchJson = <T>(url: string, timeoutMs = 5_000): Promise<T | null> =>
  fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);

/** Who called, for the audit trail: behind nginx, the address it names. */
const clientOf = (request: FastifyRequest) => {
  const forwarded = String(request.headers['x-forwarded-for'] ?? '').split(',').at(-1)?.trim();
  return forwarded && ['127.0.0.1', '::1'].includes(request.ip) ? forwarded : request.ip;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The cohort a visitor inside a canary of `percent` has (the last band inside it), or outside it (the last band). */
const bandInside = (percent: number) => Math.max(0, Math.ceil(percent / COHORT_BAND_PERCENT) - 1);
const OUTSIDE_EVERY_CANARY = 100 / COHORT_BAND_PERCENT - 1;

export async function createReleaseService({
  siteUrl,
  pageServers,
  tokens,
  previewKey,
  store: storeDirectory = storeDir(),
  pageCache,
  readHealth = async () => [],
  canary: settings = canarySettings(),
}: ReleaseServiceOptions) {
  const app = createApp('release');
  // Its answers are JSON for a client, never a document; and nothing of a release may be kept by a cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers({ 'Content-Security-Policy': NOTHING_RUNS, 'Cache-Control': CACHE.never });
  });
  app.addContentTypeParser(BUNDLE_TYPE, { parseAs: 'buffer', bodyLimit: BUNDLE_LIMITS.bytes }, (_request, body, done) => done(null, body));
  let queue: Promise<unknown> = Promise.resolve();
  let isBusy = false;
  /** Runs `job` after every release, rollback and canary change before it: one at a time. */
  function inTurn<T>(job: () => Promise<T>): Promise<T> {
    const turn = queue.then(async () => {
      isBusy = true;
      try {
        return await job();
      } finally {
        isBusy = false;
      }
    });
    queue = turn.catch(() => undefined);
    return turn;
  }

  /**
   * A refusal in the remote's audit trail, once a minute per client and outcome with how many came since:
   * a stranger guessing tokens cannot grow the trail by a line a request.
   */
  const refusalsLogged = new Map<string, { at: number; since: number }>();
  function auditRefusal(remote: string, entry: { action: string; client: string; outcome: string }) {
    const key = `${remote}|${entry.client}|${entry.outcome}`;
    const last = refusalsLogged.get(key);
    if (last && Date.now() - last.at < REFUSAL_LOG_MS) {
      last.since++;
      return;
    }
    if (refusalsLogged.size >= 10_000) refusalsLogged.clear();
    refusalsLogged.set(key, { at: Date.now(), since: 0 });
    const repeated = last?.since ? `, and ${last.since} more like it since the last line` : '';
    remoteStore(remote, storeDirectory).audit({ ...entry, by: '(none)', outcome: `${entry.outcome}${repeated}` });
  }

  /** The caller's token for `remote`: its name, or an answer already sent (401, 403, 404). */
  function authorize(request: FastifyRequest, reply: FastifyReply): { app: App; by: string } | null {
    const remoteName = (request.params as { remote: string }).remote;
    const found = remotes.find((candidate) => candidate.id === remoteName);
    if (!found) {
      reply.code(404).send({ message: `No remote is called "${remoteName}"; the site's remotes are ${remotes.map((remote) => remote.id).join(', ')}.` });
      return null;
    }
    const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const hash = given ? sha256(given) : null;
    const holder = (remote: string) =>
      Object.entries(tokens[remote] ?? {}).find(([, expected]) => hash && /^[0-9a-f]{64}$/.test(expected) && timingSafeEqual(Buffer.from(expected, 'hex'), hash))?.[0];
    const by = holder(found.id);
    if (by) return { app: found, by };
    const otherRemote = hash && remotes.find((remote) => remote.id !== found.id && holder(remote.id));
    const outcome = otherRemote ? `refused: a token of ${otherRemote.id}` : given ? 'refused: an unknown token' : 'refused: no token';
    auditRefusal(found.id, { action: `${request.method} ${request.routeOptions.url ?? ''}`, client: clientOf(request), outcome });
    if (otherRemote) reply.code(403).send({ message: `This token releases ${otherRemote.id}, not ${found.id}.` });
    else reply.code(401).send({ message: `A release of ${found.id} needs its token (Authorization: Bearer <token>).` });
    return null;
  }

  const callers = new WeakMap<FastifyRequest, { app: App; by: string }>();
  /** Before anything of the body is read: a stranger's upload is refused unread. */
  const requireToken = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = authorize(request, reply);
    if (!caller) return reply;
    callers.set(request, caller);
  };
  const callerOf = (request: FastifyRequest) => callers.get(request) ?? assertNever();

  /**
   * Runs `job` after any other release or rollback, answering as it goes: one JSON line per step, then how it
   * ended. A step that throws ends it as failed, with the reason.
   */
  async function runInTurn(reply: FastifyReply, job: (say: (text: string) => void) => Promise<{ done: string; version: LiveVersion }>) {
    reply.hijack();
    reply.raw.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' });
    const write = (line: ServiceLine) => reply.raw.write(`${JSON.stringify(line)}\n`);
    const say = (text: string) => write({ say: text });
    if (isBusy) say('waiting for the release or rollback under way to finish');
    await inTurn(async () => {
      try {
        write(await job(say));
      } catch (error) {
        const failed = error as Error & { failures?: string[] };
        write({ failed: failed.message, ...(failed.failures && { failures: failed.failures }) });
      } finally {
        reply.raw.end();
      }
    });
  }

  /** Waits until `server` serves `version` of `remote` (null: its build) to a visitor of cohort `band` (none: no cohort); says its time. */
  async function confirmOn(server: string, remote: string, version: LiveVersion, movedAt: number, say: (text: string) => void, band?: number) {
    const serves = (config: { remotes?: Record<string, string> } | null) =>
      config !== null && (version === null ? !config.remotes?.[remote]?.includes('/releases/') : Boolean(config.remotes?.[remote]?.includes(`/${version}/`)));
    const init = band === undefined ? {} : { headers: { Cookie: `${COHORT_COOKIE}=${band}` } };
    while (performance.now() - movedAt < SERVED_DEADLINE_MS) {
      const config = await fetch(`${server}/site.config.json`, { ...init, signal: AbortSignal.timeout(1_000) })
        .then((response) => (response.ok ? (response.json() as Promise<{ remotes?: Record<string, string> }>) : null))
        .catch(() => null);
      if (serves(config)) {
        say(`${server} serves it${band === undefined ? '' : ` to cohort ${band}`} (${seconds(performance.now() - movedAt)} after the pointer moved)`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the pointer names ${version ?? 'the build'}, but ${server} still serves another version after ${SERVED_DEADLINE_MS / 1000} s`);
  }

  /** Waits until every page server serves the moved pointer; says each one's time. */
  const confirmServed = (remote: string, version: LiveVersion, movedAt: number, say: (text: string) => void, band?: number) =>
    Promise.all(pageServers.map((server) => confirmOn(server, remote, version, movedAt, say, band)));

  /**
   * nginx keeps each page a second (decision 029): its copies go once every page server serves the moved
   * pointer, so that none hides it. nginx takes a missing file for a miss. A copy being filled as the
   * first clean-up runs may name the old version: a second one, a moment later, takes it too.
   */
  async function emptyPageCache(say: (text: string) => void) {
    if (!pageCache || !fs.existsSync(pageCache)) return;
    const empty = () => {
      for (const file of fs.readdirSync(pageCache, { recursive: true, encoding: 'utf8' })) {
        const full = path.join(pageCache, file);
        if (fs.lstatSync(full, { throwIfNoEntry: false })?.isFile()) fs.rmSync(full, { force: true });
      }
    };
    empty();
    await new Promise((resolve) => setTimeout(resolve, 150));
    empty();
    say("nginx's kept pages let go");
  }

  /** Moves the pointer, confirms it on every page server, then through the site as visitors reach it, and lets old versions go. */
  async function goLive(target: App, version: LiveVersion, by: string, action: 'release' | 'rollback', say: (text: string) => void) {
    const store = remoteStore(target.id, storeDirectory);
    const movedAt = performance.now();
    store.movePointer(version, { by, action });
    say(`the pointer names ${version ?? 'the build the site was deployed with'}`);
    await confirmServed(target.id, version, movedAt, say);
    if (pageCache) {
      await emptyPageCache(say);
      await confirmOn(siteUrl, target.id, version, movedAt, say);
    }
    const pruned = store.prune();
    if (pruned.length) say(`versions past their time deleted: ${pruned.join(', ')}`);
  }

  /**
   * A canary's share moved (started, advanced, ended): confirmed on every page server for a cohort inside
   * it (or, once ended, the first cohort), then nginx's kept pages go and it is confirmed through nginx.
   */
  async function confirmCanary(remote: string, version: LiveVersion, band: number, movedAt: number, say: (text: string) => void) {
    await confirmServed(remote, version, movedAt, say, band);
    if (pageCache) {
      await emptyPageCache(say);
      await confirmOn(siteUrl, remote, version, movedAt, say, band);
    }
  }

  /** The controller's changes, each in its turn like a release, and confirmed like one. */
  async function changeCanary(remote: string, canary: Canary, change: CanaryChange) {
    const target = remotes.find((candidate) => candidate.id === remote) ?? assertNever();
    const store = remoteStore(remote, storeDirectory);
    const say = (text: string) => console.log(`[canary] ${remote} ${canary.version}: ${text}`);
    return inTurn(async () => {
      if (!isUnderWay(store.pointer()?.canary, canary)) return false;
      const movedAt = performance.now();
      if (change.kind === 'promote') await goLive(target, canary.version, canary.by, 'release', say);
      else if (change.kind === 'advance') {
        store.setCanaryPercent(change.percent);
        await confirmCanary(remote, canary.version, bandInside(change.percent), movedAt, say);
      } else {
        store.endCanary();
        await confirmCanary(remote, store.pointer()?.version ?? null, 0, movedAt, say);
      }
      return true;
    });
  }

  const controller = createCanaryController({ remotes: remotes.map((remote) => remote.id), store: storeDirectory, settings, readHealth, change: changeCanary });
  controller.start();
  app.addHook('onClose', async () => controller.stop());

  app.get('/health', async () => ({ ok: true }));

  app.get('/remotes/:remote', { onRequest: requireToken }, async (request) => {
    const caller = callerOf(request);
    const store = remoteStore(caller.app.id, storeDirectory);
    const answer: RemoteReleases = {
      remote: caller.app.id,
      live: store.pointer()?.version ?? null,
      versions: store.list(),
      history: store.history(),
      rollbackTarget: store.rollbackTarget(),
      canary: store.pointer()?.canary ?? null,
      lastVerdict: controller.lastVerdict(caller.app.id),
      decisions: store.decisions(),
    };
    return answer;
  });

  app.post('/remotes/:remote/versions', { onRequest: requireToken }, async (request, reply) => {
    const caller = callerOf(request);
    if (!Buffer.isBuffer(request.body)) return reply.code(415).send({ message: `Send the build as ${BUNDLE_TYPE} (the release client does).` });
    const query = request.query as { commit?: string; dirty?: string; canary?: string };
    if (query.commit !== undefined && !/^[0-9a-f]{7,40}$/i.test(query.commit)) return reply.code(400).send({ message: 'The commit is 7 to 40 hex digits.' });
    const canaryPercent = query.canary === undefined ? null : Number(query.canary);
    if (canaryPercent !== null && !isCanaryPercent(canaryPercent))
      return reply.code(400).send({ message: 'A canary is a share of visitors in steps of 5 %: 5 to 95 (100 is a release).' });
    const source = { commit: (query.commit ?? '0000000').toLowerCase(), isDirty: query.dirty === '1' };
    const upload = request.body;
    const store = remoteStore(caller.app.id, storeDirectory);
    const audit = (outcome: string, version?: string) => store.audit({ action: 'release', by: caller.by, client: clientOf(request), outcome, version });
    await runInTurn(reply, async (say) => {
      const staging = path.join(storeDirectory, '.uploads', `${caller.app.id}-${randomBytes(6).toString('hex')}`);
      try {
        const [hostManifestFile, shellsFile] = await Promise.all([fetchJson<unknown>(`${siteUrl}/mf-manifest.json`), fetchJson<unknown>(`${siteUrl}/shells.json`)]);
        if (!hostManifestFile || !shellsFile) throw new Error(`the live site (${siteUrl}) does not answer: a release is checked against it`);
        // Read as the contract says before anything is published: a live host of another shape is named, not half-read.
        const hostManifest = parseManifest(hostManifestFile, `${siteUrl}/mf-manifest.json`);
        const shells = parseShells(shellsFile, `${siteUrl}/shells.json`);
        fs.mkdirSync(path.dirname(staging), { recursive: true });
        try {
          unpackBuild(upload, staging);
        } catch (error) {
          throw new Error(`nothing was published: ${(error as Error).message}`, { cause: error });
        }
        if (!fs.existsSync(path.join(staging, 'mf-manifest.json'))) throw new Error("nothing was published: the build has no mf-manifest.json (a remote's build does)");
        const version = versionOf(staging, source);
        const { record, isNew } = store.publish(staging, version, source);
        say(isNew ? `published ${version} (${(record.bytes / 1024).toFixed(1)} KB)` : `${version} was already published (${record.publishedAt}); nothing is written again`);
        if (store.pointer()?.version === version) {
          audit('already live', version);
          return { done: `${caller.app.id} ${version} is already live`, version };
        }
        const underWay = store.pointer()?.canary;
        if (underWay) throw new Error(`a canary of ${caller.app.id} (${underWay.version} at ${underWay.percent} %) is under way: wait for it to end, or roll it back`);
        const hostBuild = hostManifest.metaData?.buildInfo?.buildVersion;
        // The same files checked against the same host build pass the same way: a version released again
        // (after a rollback, or a canary of it again) is not checked again.
        const isCheckedAlready = record.check.status === 'passed' && hostBuild !== undefined && record.check.host === hostBuild;
        say(isCheckedAlready ? `it passed its check against this host's build (${hostBuild}) on ${record.check.checkedAt}` : 'checking it against the live host: shared singletons, the remote contract, then its journeys in a browser');
        const failures = isCheckedAlready ? [] : await checkCandidate(caller.app, version, store.versionDir(version), { url: siteUrl, hostManifest, shells, previewKey, say });
        if (!isCheckedAlready) store.recordCheck(version, failures, hostBuild);
        if (failures.length) {
          audit('failed its check', version);
          throw Object.assign(new Error(`${caller.app.id} ${version} failed its pre-release check; the live site is unchanged`), { failures });
        }
        say('the check passed');
        if (canaryPercent !== null) {
          const movedAt = performance.now();
          store.startCanary(version, canaryPercent, caller.by);
          store.decide({ version, action: 'started', percent: canaryPercent, by: caller.by, reason: 'passed its check' });
          say(`the pointer gives ${version} to ${canaryPercent} % of visitors (cohorts 0 to ${bandInside(canaryPercent)}), the others keep ${store.pointer()?.version ?? 'the build'}`);
          await confirmCanary(caller.app.id, version, bandInside(canaryPercent), movedAt, say);
          await confirmServed(caller.app.id, store.pointer()?.version ?? null, movedAt, say, OUTSIDE_EVERY_CANARY);
          audit(`canary at ${canaryPercent} %`, version);
          return {
            done: `${caller.app.id} ${version} is live for ${canaryPercent} % of visitors; the canary controller takes it through ${settings.stages.filter((stage) => stage > canaryPercent).join(', ')} % while its field health holds (pnpm releases ${caller.app.id} shows it)`,
            version,
          };
        }
        await goLive(caller.app, version, caller.by, 'release', say);
        audit('live', version);
        return { done: `${caller.app.id} ${version} is live on ${pageServers.length} page server${pageServers.length === 1 ? '' : 's'}`, version };
      } finally {
        fs.rmSync(staging, { recursive: true, force: true });
      }
    });
    return reply;
  });

  app.post('/remotes/:remote/rollback', { onRequest: requireToken }, async (request, reply) => {
    const caller = callerOf(request);
    const named = (request.body as { version?: unknown } | undefined)?.version;
    if (named !== undefined && named !== null && typeof named !== 'string') return reply.code(400).send({ message: 'Name a version, or null for the build the site was deployed with.' });
    const store = remoteStore(caller.app.id, storeDirectory);
    await runInTurn(reply, async (say) => {
      const live = store.pointer()?.version ?? null;
      const underWay = store.pointer()?.canary;
      // Rolling back a canary ends it: its candidate goes, the live version stays.
      if (underWay && named === undefined) {
        const movedAt = performance.now();
        store.endCanary();
        store.decide({ version: underWay.version, action: 'rolled back', percent: underWay.percent, by: caller.by, reason: 'rolled back by hand' });
        say(`the canary of ${underWay.version} ends: every visitor gets ${live ?? 'the build'} again`);
        await confirmCanary(caller.app.id, live, 0, movedAt, say);
        store.audit({ action: 'rollback', by: caller.by, client: clientOf(request), outcome: 'canary rolled back', version: underWay.version });
        return { done: `${caller.app.id}: the canary of ${underWay.version} is rolled back; ${live ?? 'the build'} is live for everyone`, version: live };
      }
      if (underWay) throw new Error(`a canary of ${caller.app.id} (${underWay.version}) is under way: roll it back first (a rollback without a version)`);
      const target = named === undefined ? store.rollbackTarget() : named;
      if (target === undefined) throw new Error(`${caller.app.id} has nothing to roll back to: the build the site was deployed with is live`);
      if (target === live) return { done: `${caller.app.id} ${target ?? 'build'} is already live`, version: target };
      if (target !== null && store.record(target)?.check.status !== 'passed') throw new Error(`${caller.app.id} has no version ${target} that passed its check (vital-release list shows them)`);
      say(`rolling ${caller.app.id} back from ${live ?? 'the build'} to ${target ?? 'the build the site was deployed with'}`);
      await goLive(caller.app, target, caller.by, 'rollback', say);
      store.audit({ action: 'rollback', by: caller.by, client: clientOf(request), outcome: 'live', version: target });
      return { done: `${caller.app.id} ${target ?? 'build'} is live again on ${pageServers.length} page server${pageServers.length === 1 ? '' : 's'}`, version: target };
    });
    return reply;
  });

  return app;
}
