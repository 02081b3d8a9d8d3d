// Helpers for the browser tests of the home, about, team, services and blog pages.
import { expect, type Locator, type Page } from '@playwright/test';

export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** A page section, found by the name of its h2 (sections are labelled by their heading). */
export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The card (article) whose heading has this name. */
export function cardOf(scope: Page | Locator, name: string, level = 3) {
  // `has` is matched inside each article, so it must start from the page, not from `scope`.
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  return scope.getByRole('article').filter({ has: page.getByRole('heading', { level, name, exact: true }) });
}

/**
 * Scrolls through the whole page so every scroll-revealed element has come in,
 * then waits for the fade to finish: audits and assertions see what a visitor
 * who scrolled sees.
 */
export async function revealAll(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.max(200, Math.floor((page.viewportSize()?.height ?? 800) / 2));
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
  // The reveal transition is 400 ms plus up to a few 100 ms steps.
  await page.waitForTimeout(1000);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** True once an <img> has loaded real pixels. */
export const hasLoaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0);
