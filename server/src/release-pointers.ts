// Remote releases (docs/decisions/017-releases.md). `pnpm release` publishes each build of a
// remote as an immutable version beside a small pointer, `live.json`, that names the live one:
//
//   <store>/<remote>/live.json               { "version": "…", "movedAt": "…" }  (no-cache)
//   <store>/<remote>/<version>/mf-manifest.json, remoteEntry.js, js/…, fragments/…  (immutable)
//
// The page server reads each remote's pointer (site.config.json `remoteReleases`) and puts the
// live version's manifest in the page's config, so the browser and the page's HTML both come
// from that version. Moving the pointer is the release; moving it back is the rollback.

/** A version as `pnpm release` names it: 12 hex digits of content hash, the commit, `-dirty` for uncommitted changes. */
export const VERSION_PATTERN = /^[0-9a-f]{12}-[0-9a-f]{7,40}(-dirty)?$/;

/** How long a pointer read is used before it is read again: with a page's 1 s, a release is served by every page server within 2 s. */
const POINTER_FRESH_MS = 500;
/** A pointer that does not answer in time leaves the version last read (or the configured build). */
const POINTER_DEADLINE_MS = 500;

/**
 * The manifest of one version, beside its pointer.
 */
export const versionManifestUrl = (pointerUrl: string, version: string) => new URL(`${version}/mf-manifest.json`, pointerUrl).href;

/**
 * Reads pointers: each kept for `freshMs`, then read again while the version last read is
 * still used (one request at a time per pointer). A pointer that is missing (404) means no
 * release: the remote's configured address is used. One that cannot be read keeps the
 * version last read.
 * @returns the live version, or null
 */
export function createPointerSource({ fetch: get = fetch, freshMs = POINTER_FRESH_MS, deadlineMs = POINTER_DEADLINE_MS }: { fetch?: typeof fetch; freshMs?: number; deadlineMs?: number } = {}): (pointerUrl: string) => Promise<string | null> {
  const pointers: Map<string, { at: number; version: string | null | undefined; pending: Promise<string | null> | null }> = new Map();
  return (url) => {
    const entry = pointers.get(url) ?? { at: 0, version: undefined, pending: null };
    pointers.set(url, entry);
    if (Date.now() - entry.at < freshMs) return Promise.resolve(entry.version ?? null);
    entry.pending ??= (async () => {
      try {
        const response = await get(url, { signal: AbortSignal.timeout(deadlineMs) });
        if (response.status === 404) entry.version = null;
        else if (response.ok) {
          const body = (await response.json() as unknown);
          const version = body && typeof body === 'object' && 'version' in body ? body.version : undefined;
          if (typeof version === 'string' && VERSION_PATTERN.test(version)) entry.version = version;
        }
      } catch {
        // Unreachable or not JSON: the version last read stays.
      } finally {
        entry.at = Date.now();
        entry.pending = null;
      }
      return entry.version ?? null;
    })();
    // Once a version is known, a page never waits for its pointer to be read again.
    return entry.version === undefined ? entry.pending : Promise.resolve(entry.version);
  };
}

/**
 * A request to see one remote at a published version that is not (or not yet) live:
 * `X-Vital-Preview: <remote>=<version>`. The release check opens the live site this way
 * before it moves the pointer; only the requester's page is affected, and it is never cached.
 */
export function parsePreview(header: string | string[] | undefined): { remote: string; version: string } | null {
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
export async function withLiveRemotes<C extends { remotes?: Record<string, string>; remoteReleases?: unknown }>(config: C, versionOf: (pointerUrl: string) => Promise<string | null>, preview: { remote: string; version: string } | null = null): Promise<Omit<C,'remoteReleases'>> {
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
