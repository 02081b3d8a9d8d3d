// Helpers for the browser tests of the home, about, team, services and blog pages.
import { type Locator, type Page } from '@playwright/test';
import { expect } from '@vital/shared/e2e';

export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** A page section, found by the name of its h2 (sections are labelled by their heading). */
export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The card (article) whose heading has this name. */
export function cardOf(scope: Page | Locator, name: string, level = 3) {
  // `has` is matched inside each article, so it must start from the page, not from `scope`.
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  return scope.getByRole('article').filter({ has: page.getByRole('heading', { level, name, exact: true }) });
}

/** True once an <img> has loaded real pixels. */
export const hasLoaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0);

/**
 * Opens `path` and checks that its reviews came from the portal API (not a fallback): the page
 * server renders them into the page (docs/decisions/020-fragments-with-data.md).
 */
export async function gotoWithApiReviews(page: Page, path: string) {
  const response = await page.goto(path);
  expect(await response?.text(), 'the page arrived with the API’s reviews').toContain('/api/reviews');
}
