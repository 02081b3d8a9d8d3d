import { safeUrl } from './sanitise';

/** The path segment under which the portal serves uploaded files. */
const STORAGE_SEGMENT = 'storage';
const STORED = /^(team_photos|blog_files)\//;

/**
 * Where a team photo or blog file really lives.
 * - a leading `@` is stripped and escaped slashes (`\/`) are unescaped;
 * - a relative `team_photos/…` or `blog_files/…` gets the storage location
 *   (the portal's origin) plus the storage segment in front;
 * - an absolute address on the portal's own host starting with those folders
 *   gets the segment inserted;
 * - an address already holding the segment is unchanged;
 * then the result must be an http(s) or site-relative address, or it is dropped.
 */
export function resolveStoragePath(value: unknown, storageBase: string): string | null {
  if (typeof value !== 'string') return null;
  let path = value.trim().replace(/\\\//g, '/');
  if (path.startsWith('@')) path = path.slice(1).trim();
  if (!path || path.length > 2048) return null;
  const base = storageBase.replace(/\/+$/, '');
  if (STORED.test(path)) return safeUrl(`${base}/${STORAGE_SEGMENT}/${path}`);
  // Relative, but already under the storage segment: only the location is missing.
  if (path.startsWith(`${STORAGE_SEGMENT}/`) && STORED.test(path.slice(STORAGE_SEGMENT.length + 1))) {
    return safeUrl(`${base}/${path}`);
  }
  try {
    const url = new URL(path);
    const own = new URL(base);
    if (url.host === own.host && STORED.test(url.pathname.slice(1))) {
      return safeUrl(`${url.protocol}//${url.host}/${STORAGE_SEGMENT}${url.pathname}${url.search}`);
    }
  } catch {
    // Not absolute: left to safeUrl below.
  }
  return safeUrl(path);
}
