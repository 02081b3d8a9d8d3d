import { useIsHydrating } from '@vital/shared';

/** The visitor's date format, made once: each new one costs a phone tens of milliseconds. */
let visitorsFormat: Intl.DateTimeFormat | undefined;

/**
 * A post's date in the visitor's own date format. `locales` is
 * left to the browser on the site; tests pin it.
 */
export function formatBlogDate(iso: string | null, locales?: Intl.LocalesArgument): string | null {
  const date = parseDate(iso);
  if (!date) return null;
  const format = locales === undefined ? (visitorsFormat ??= new Intl.DateTimeFormat()) : new Intl.DateTimeFormat(locales);
  return format.format(date);
}

function parseDate(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A post's date as the page shows it. The server knows neither the visitor's locale nor their
 * time zone, so the HTML (and the render React hydrates) has the date as written, 2025-08-01,
 * and the visitor's own format follows right after hydration; a post rendered in the browser
 * shows it at once. The browser's date formatting also costs a phone about 70 ms the first
 * time it is used: not inside hydration's slices.
 */
export function useBlogDate(iso: string | null): string | null {
  if (useIsHydrating()) return parseDate(iso)?.toISOString().slice(0, 10) ?? null;
  return formatBlogDate(iso);
}
