import { getInstance } from '@module-federation/enhanced/runtime';
import {
  REMOTE_CONTAINERS,
  REMOTE_NAMES,
  ROUTES_MODULE,
  settledValue,
  trackSettlement,
  type RemoteModule,
  type RemoteName,
  type SiteConfig,
} from '@vital/shared';
import { captureField } from '../features/field-reports/field-capture';
import { getRemoteTimeout, setRemoteTimeout } from './remote-status';
import { markRemote } from './use-remote-status';

/** A remote's code could not be fetched or started; Retry may help. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    readonly reason: 'timeout' | 'failed' | 'contract',
    options?: { cause?: unknown },
  ) {
    super(`Remote "${remote}" ${reason === 'timeout' ? 'did not answer in time' : 'could not be loaded'}`, options);
  }
}

const RETRY_DELAY_MS = 400;
let remoteEntries: Record<RemoteName, string> | null = null;
const modules = new Map<RemoteName, Promise<RemoteModule>>();

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime has not started');
  return instance;
}

function register(names: readonly RemoteName[], force: boolean) {
  if (!remoteEntries) throw new Error('registerSiteRemotes() must run before a remote is loaded');
  const entries = remoteEntries;
  federation().registerRemotes(
    names.map((name) => ({ name: REMOTE_CONTAINERS[name], entry: entries[name] })),
    { force },
  );
}

/** Tells the MF runtime where each remote lives, from site.config.json. */
export function registerSiteRemotes(config: SiteConfig) {
  remoteEntries = config.remotes;
  setRemoteTimeout(config.remoteTimeoutMs);
  register(REMOTE_NAMES, false);
}

/** Where the tab loads `name` from: its page's config (the version that was live when the page was loaded). */
export function loadedEntry(name: RemoteName): string | null {
  return remoteEntries?.[name] ?? null;
}

function isRemoteModule(value: unknown, name: RemoteName): value is RemoteModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemoteModule>;
  return candidate.remote === name && typeof candidate.routes === 'object' && candidate.routes !== null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attempt(name: RemoteName): Promise<RemoteModule> {
  const loaded = await federation().loadRemote<unknown>(`${REMOTE_CONTAINERS[name]}/${ROUTES_MODULE.slice(2)}`);
  if (!isRemoteModule(loaded, name)) {
    throw new RemoteLoadError(name, 'contract');
  }
  return loaded;
}

/**
 * The first layer: one quick retry for a passing network fault, the whole
 * load bounded by the configured deadline so a hanging server is given up.
 */
async function loadWithRetry(name: RemoteName): Promise<RemoteModule> {
  const deadline = Date.now() + getRemoteTimeout();
  const run = async () => {
    try {
      return await attempt(name);
    } catch (error) {
      if (error instanceof RemoteLoadError || Date.now() + RETRY_DELAY_MS >= deadline) throw error;
      await sleep(RETRY_DELAY_MS);
      register([name], true);
      return attempt(name);
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(name, 'timeout')), getRemoteTimeout());
  });
  try {
    const loaded = await Promise.race([run(), timeout]);
    markRemote(name, 'available');
    captureField({ kind: 'remote-load', source: name, ok: true });
    return loaded;
  } catch (error) {
    markRemote(name, 'unavailable');
    captureField({ kind: 'remote-load', source: name, ok: false });
    throw error instanceof RemoteLoadError ? error : new RemoteLoadError(name, 'failed', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The remote's routes module. The same promise is returned until resetRemote(): every route
 * of a remote shares one load, and a failed one stays failed until Retry starts afresh.
 */
export function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  let pending = modules.get(name);
  if (!pending) {
    pending = trackSettlement(loadWithRetry(name));
    modules.set(name, pending);
    // Whoever needs the module sees the failure; the cache itself must not warn.
    pending.catch(() => {});
  }
  return pending;
}

/** The remote's routes module if it has already arrived: a later visit renders without a loading state. */
export function settledModule(name: RemoteName): RemoteModule | null {
  return settledValue(modules.get(name)) ?? null;
}

/** Drops everything the runtime remembers of a failed remote before a retry. */
export function resetRemote(name: RemoteName) {
  modules.delete(name);
  register([name], true);
}

/** Starts loading a remote ahead of need (the current route, a hovered link). */
export function preloadRemote(name: RemoteName) {
  loadRemoteModule(name).catch(() => {
    // The route that needs it shows the failure; a preload stays silent.
  });
}
