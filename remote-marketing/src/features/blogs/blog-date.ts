/**
 * SPEC §2 Blogs: a post's date in the visitor's own date format. `locales` is
 * left to the browser on the site; tests pin it.
 */
export function formatBlogDate(iso: string | null, locales?: Intl.LocalesArgument): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString(locales);
}
