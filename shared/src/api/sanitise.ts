// Server data is untrusted: every value that reaches a page passes through
// one of these. Wrong types become fallbacks, huge strings are cut, lists are
// bounded, and only http(s) or site-relative addresses survive.

export const MAX_TEXT_LENGTH = 4000;
const MAX_LIST_ITEMS = 100;

export function toText(value: unknown, fallback = '', max = MAX_TEXT_LENGTH): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return fallback;
  const text = value.trim();
  if (!text) return fallback;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function toOptionalText(value: unknown, max = MAX_TEXT_LENGTH): string | null {
  const text = toText(value, '', max);
  return text || null;
}

/** A list of short strings; anything else in the list is skipped. */
export function toTextList(value: unknown, maxItems = 20, maxLength = 120): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, MAX_LIST_ITEMS)
    .map((item) => toText(item, '', maxLength))
    .filter(Boolean)
    .slice(0, maxItems);
}

export function toId(value: unknown, fallback: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 100);
  return fallback;
}

/** A number clamped to 0–5, 5 when missing or not a number. */
export function toRating(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || Number.isNaN(number)) return 5;
  return Math.min(5, Math.max(0, number));
}

/** An ISO date string when the value is a date a browser can read; otherwise null. */
export function toDate(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * An address safe to put in href or src: absolute http(s), or a path on this
 * site. `javascript:`, `data:`, protocol-relative and anything unparsable are
 * dropped.
 */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Browsers ignore tabs and line breaks inside URLs; so must the check.
  const url = value.replace(/[\t\n\r]/g, '').trim();
  if (!url || url.length > 2048) return null;
  if (url.startsWith('/')) return url.startsWith('//') || url.startsWith('/\\') ? null : url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Maps an untrusted list, skipping entries that are not objects and bounding its length. */
export function toList<T>(value: unknown, map: (item: Record<string, unknown>, index: number) => T): T[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_LIST_ITEMS).flatMap((item, index) => (isRecord(item) ? [map(item, index)] : []));
}
