// Remote releases (decision 017): the page server puts each remote's live version, named by its
// pointer, into the page's config, so the browser's code and the page's HTML come from one version.
import { isInCanary, isVersionName } from '@vital/shared/contract';
import type { Preview } from './preview.ts';
import { createFreshCache } from './recent-map.ts';

/**
 * A page reads a pointer at most this old: every page server serves a moved pointer within 0.5 s
 * (decision 027), on a busy site and on a quiet one alike.
 */
const POINTER_FRESH_MS = 100;
const POINTER_DEADLINE_MS = 500;
/** A pointer read slower than this (its server is struggling) leaves the page with the version last read. */
const SLOW_READ_MS = 100;

export const versionManifestUrl = (pointerUrl: string, version: string) => new URL(`${version}/mf-manifest.json`, pointerUrl).href;

/**
 * What a pointer names (decision 030): the live version (null: the remote's configured address, its build),
 * and a canary under way, whose candidate visitors of the first `percent` of cohorts get.
 */
export interface Pointer {
  version: string | null;
  canary: { version: string; percent: number } | null;
}

const NOTHING_RELEASED: Pointer = { version: null, canary: null };

function parsePointer(body: unknown): Pointer | undefined {
  if (!body || typeof body !== 'object' || !('version' in body)) return undefined;
  const { version } = body;
  if (version !== null && !isVersionName(version)) return undefined;
  const canary = 'canary' in body && body.canary && typeof body.canary === 'object' ? (body.canary as Record<string, unknown>) : null;
  const isCanary = canary !== null && isVersionName(canary.version) && typeof canary.percent === 'number' && canary.percent > 0 && canary.percent < 100;
  return { version, canary: isCanary ? { version: canary.version as string, percent: canary.percent as number } : null };
}

/**
 * The pointer at a URL. A pointer that names no version (`{"version": null}`, after a rollback to the
 * build) or none at all (404, never released) means the build. One that cannot be read keeps what was last read.
 */
export function createPointerSource({ fetch: get = fetch, freshMs = POINTER_FRESH_MS, slowReadMs = SLOW_READ_MS } = {}) {
  // undefined: not known yet.
  const pointers = createFreshCache<Pointer | undefined>(64, freshMs);
  const known = new Map<string, Pointer>();
  const read = async (url: string, last: Pointer | undefined) => {
    try {
      const response = await get(url, { signal: AbortSignal.timeout(POINTER_DEADLINE_MS) });
      if (response.status === 404) return NOTHING_RELEASED;
      return (response.ok ? parsePointer(await response.json()) : undefined) ?? last;
    } catch {
      return last;
    }
  };
  return async (url: string): Promise<Pointer> => {
    const reading = pointers(url, (last) => read(url, last)).then((pointer) => {
      known.set(url, pointer ?? NOTHING_RELEASED);
      return pointer ?? NOTHING_RELEASED;
    });
    if (!known.has(url)) return reading;
    // A page waits for a pointer's read (a millisecond, once in 0.1 s), never for a slow one.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Pointer>((resolve) => (timer = setTimeout(() => resolve(known.get(url) ?? NOTHING_RELEASED), slowReadMs)));
    return Promise.race([reading, late]).finally(() => clearTimeout(timer));
  };
}

/** The version a visitor of cohort `band` gets: a canary's candidate inside its share, else the live one. */
export const versionFor = (pointer: Pointer, band: number | null) => (pointer.canary && isInCanary(band, pointer.canary.percent) ? pointer.canary.version : pointer.version);

/** Each released remote's pointer, by remote; a remote the config does not release is missing. */
export async function pointersOf(remoteReleases: unknown, pointerOf: (pointerUrl: string) => Promise<Pointer>): Promise<Record<string, Pointer & { url: string }>> {
  if (!remoteReleases || typeof remoteReleases !== 'object') return {};
  const entries = await Promise.all(
    Object.entries(remoteReleases)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && /^https?:\/\//.test(entry[1]))
      .map(async ([remote, url]) => [remote, { ...(await pointerOf(url)), url }] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * The config a page gets: each released remote at the version its visitor's cohort gets (or the previewed
 * one), and `versions`, what the page's field reports name (decision 030); `remoteReleases` stays on the server.
 */
export async function withLiveRemotes<C extends { remotes?: Record<string, string>; remoteReleases?: unknown }>(
  config: C,
  pointerOf: (pointerUrl: string) => Promise<Pointer>,
  { preview = null, band = null, hostVersion = 'build' }: { preview?: Preview; band?: number | null; hostVersion?: string } = {},
): Promise<Omit<C, 'remoteReleases'> & { versions: Record<string, string> }> {
  const { remoteReleases, ...rest } = config;
  const pointers = await pointersOf(remoteReleases, pointerOf);
  const remotes = { ...config.remotes };
  const versions: Record<string, string> = { host: hostVersion };
  for (const remote of Object.keys(remotes)) versions[remote] = 'build';
  for (const [remote, pointer] of Object.entries(pointers)) {
    const version = preview?.remote === remote ? preview.version : versionFor(pointer, band);
    if (!version) continue;
    remotes[remote] = versionManifestUrl(pointer.url, version);
    versions[remote] = version;
  }
  return { ...rest, remotes, versions };
}
