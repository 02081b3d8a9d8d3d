// Remote releases (decision 017): the page server puts each remote's live version, named by its
// pointer, into the page's config, so the browser's code and the page's HTML come from one version.
import { isVersionName } from '@vital/shared/contract';
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
 * The live version of a pointer URL, or null: the remote's configured address (its build) is used. A pointer
 * that names no version (`{"version": null}`, after a rollback to the build) or none at all (404, never
 * released) means that. One that cannot be read keeps the version last read.
 */
export function createPointerSource({ fetch: get = fetch, freshMs = POINTER_FRESH_MS, slowReadMs = SLOW_READ_MS } = {}) {
  // undefined: not known yet.
  const pointers = createFreshCache<string | null | undefined>(64, freshMs);
  const known = new Map<string, string | null>();
  const read = async (url: string, last: string | null | undefined) => {
    try {
      const response = await get(url, { signal: AbortSignal.timeout(POINTER_DEADLINE_MS) });
      if (response.status === 404) return null;
      const body: unknown = response.ok ? await response.json() : undefined;
      const version = body && typeof body === 'object' && 'version' in body ? body.version : undefined;
      if (version === null) return null;
      return isVersionName(version) ? version : last;
    } catch {
      return last;
    }
  };
  return async (url: string): Promise<string | null> => {
    const reading = pointers(url, (last) => read(url, last)).then((version) => {
      known.set(url, version ?? null);
      return version ?? null;
    });
    if (!known.has(url)) return reading;
    // A page waits for a pointer's read (a millisecond, once in 0.1 s), never for a slow one.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string | null>((resolve) => (timer = setTimeout(() => resolve(known.get(url) ?? null), slowReadMs)));
    return Promise.race([reading, late]).finally(() => clearTimeout(timer));
  };
}

/** The config a page gets: each released remote at its live (or previewed) version; `remoteReleases` stays on the server. */
export async function withLiveRemotes<C extends { remotes?: Record<string, string>; remoteReleases?: unknown }>(
  config: C,
  versionOf: (pointerUrl: string) => Promise<string | null>,
  preview: Preview = null,
): Promise<Omit<C, 'remoteReleases'>> {
  const { remoteReleases, ...rest } = config;
  if (!remoteReleases || typeof remoteReleases !== 'object') return rest;
  const remotes = { ...config.remotes };
  await Promise.all(
    Object.entries(remoteReleases).map(async ([remote, pointerUrl]) => {
      if (typeof pointerUrl !== 'string' || !/^https?:\/\//.test(pointerUrl)) return;
      const version = preview?.remote === remote ? preview.version : await versionOf(pointerUrl);
      if (version) remotes[remote] = versionManifestUrl(pointerUrl, version);
    }),
  );
  return { ...rest, remotes };
}
