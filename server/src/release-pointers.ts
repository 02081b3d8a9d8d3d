// Remote releases (decision 017): the page server puts each remote's live version, named by its
// pointer, into the page's config, so the browser's code and the page's HTML come from one version.
import type { Preview } from './preview.ts';
import { createFreshCache } from './recent-map.ts';

/** `<12 hex digits of content hash>-<commit>[-dirty]`, as `pnpm release` names it. */
export const VERSION_PATTERN = /^[0-9a-f]{12}-[0-9a-f]{7,40}(-dirty)?$/;

/** With a page's 1 s, a release is served by every page server within 2 s. */
const POINTER_FRESH_MS = 500;
const POINTER_DEADLINE_MS = 500;

export const versionManifestUrl = (pointerUrl: string, version: string) => new URL(`${version}/mf-manifest.json`, pointerUrl).href;

/**
 * The live version of a pointer URL, or null: a missing pointer (404) means no release, and the
 * remote's configured address is used. One that cannot be read keeps the version last read.
 */
export function createPointerSource({ fetch: get = fetch, freshMs = POINTER_FRESH_MS } = {}) {
  // undefined: not known yet.
  const pointers = createFreshCache<string | null | undefined>(64, freshMs);
  const read = async (url: string, last: string | null | undefined) => {
    try {
      const response = await get(url, { signal: AbortSignal.timeout(POINTER_DEADLINE_MS) });
      if (response.status === 404) return null;
      const body: unknown = response.ok ? await response.json() : undefined;
      const version = body && typeof body === 'object' && 'version' in body ? body.version : undefined;
      return typeof version === 'string' && VERSION_PATTERN.test(version) ? version : last;
    } catch {
      return last;
    }
  };
  // Once a version is known, a page never waits for its pointer to be read again.
  return async (url: string) => (await pointers(url, (last) => read(url, last), true)) ?? null;
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
