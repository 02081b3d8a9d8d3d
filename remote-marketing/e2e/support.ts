// Helpers for this remote's browser tests.
import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` and makes sure its reviews came from the portal API. The API's
 * fault injection is global to the server, and reviews-fallback.spec.ts
 * breaks the reviews route on purpose for a few seconds at a time while other
 * files run in parallel: a journey that needs the real stories waits those
 * windows out by loading the page again.
 */
export async function gotoWithApiReviews(page: Page, path: string) {
  for (let attempt = 1; ; attempt += 1) {
    const reviews = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/reviews');
    await page.goto(path);
    const response = await reviews;
    const body = (await response.json().catch(() => null)) as { success?: unknown; data?: unknown } | null;
    if (response.ok() && body?.success === true && Array.isArray(body.data) && body.data.length > 0) return;
    if (attempt === 15) throw new Error(`the reviews API kept failing: ${response.status()}`);
    await page.waitForTimeout(1000);
  }
}

/**
 * Scrolls through the whole page the way a reader does, so every card that
 * reveals itself on scroll (SPEC §4) has appeared, then waits for the fades to end.
 */
export async function scrollThroughPage(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.floor((page.viewportSize()?.height ?? 800) / 2);
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(60);
  }
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
  // The longest fade is 400 ms plus 100 ms per card in a row.
  await page.waitForTimeout(1200);
}
