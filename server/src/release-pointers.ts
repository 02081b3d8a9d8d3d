// Remote releases (docs/decisions/017-releases.md): each remote's pointer (`<store>/<remote>/live.json`,
// named by site.config.json `remoteReleases`) names its live version, an immutable folder beside it.
// The page server puts that version's manifest in the page's config, so the browser and the page's
// HTML both come from it. Moving the pointer is the release; moving it back is the rollback.
import { createFreshCache } from './recent-map.ts';

/** A version as `pnpm release` names it: 12 hex digits of content hash, the commit, `-dirty` for uncommitted changes. */
export const VERSION_PATTERN = /^[0-9a-f]{12}-[0-9a-f]{7,40}(-dirty)?$/;

/** How long a pointer read is used before it is read again: with a page's 1 s, a release is served by every page server within 2 s. */
const POINTER_FRESH_MS = 500;
/** A pointer that does not answer in time leaves the version last read (or the configured build). */
const POINTER_DEADLINE_MS = 500;

/** The manifest of one version, beside its pointer. */
export const versionManifestUrl = (pointerUrl: string, version: string) => new URL(`${version}/mf-manifest.json`, pointerUrl).href;

/**
 * Reads pointers: each kept for `freshMs`, then read again while the version last read is
 * still used (one request at a time per pointer). A pointer that is missing (404) means no
 * release: the remote's configured address is used. One that cannot be read keeps the
 * version last read.
 * @returns the live version, or null
 */
export function createPointerSource({ fetch: get = fetch, freshMs = POINTER_FRESH_MS, deadlineMs = POINTER_DEADLINE_MS } = {}) {
  // undefined: not known yet.
  const pointers = createFreshCache<string | null | undefined>(64, freshMs);
  const read = async (url: string, last: string | null | undefined) => {
    try {
      const response = await get(url, { signal: AbortSignal.timeout(deadlineMs) });
      if (response.status === 404) return null;
      const body: unknown = response.ok ? await response.json() : undefined;
      const version = body && typeof body === 'object' && 'version' in body ? body.version : undefined;
      return typeof version === 'string' && VERSION_PATTERN.test(version) ? version : last;
    } catch {
      // Unreachable or not JSON: the version last read stays.
      return last;
    }
  };
  // Once a version is known, a page never waits for its pointer to be read again.
  return async (url: string) => (await pointers(url, (last) => read(url, last), true)) ?? null;
}

/**
 * A request to see one remote at a published version that is not (or not yet) live:
 * `X-Vital-Preview: <remote>=<version>`. The release check opens the live site this way
 * before it moves the pointer; only the requester's page is affected, and it is never cached.
 */
export type Preview = { remote: string; version: string } | null;

export function parsePreview(header: string | string[] | undefined): Preview {
  if (typeof header !== 'string') return null;
  const match = /^([a-z]+)=(\S+)$/.exec(header.trim());
  if (!match?.[1] || !match[2] || !VERSION_PATTERN.test(match[2])) return null;
  return { remote: match[1], version: match[2] };
}

/**
 * The config a page gets: each remote with a release pointer at its live version's manifest
 * (or the previewed version), the others as configured. `remoteReleases` itself stays on the
 * server: the browser only needs where each remote is.
 */
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
