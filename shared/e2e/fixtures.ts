import { test as base, expect, type Page } from '@playwright/test';

/**
 * Waits until the page the visitor landed on is live: the server's HTML is on screen at
 * once, and `<html data-live>` says React has hydrated the shell and the page's island
 * (or shown the remote's failure message) — docs/decisions/014-server-rendered-islands.md.
 */
async function waitForLivePage(page: Page) {
  await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 15_000 });
}

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` also wait for the live page,
 * so a test acts on what a visitor can use. `waitUntil: 'commit'` keeps its meaning: no wait.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, run) => {
    // Without JavaScript the server's HTML is the page: there is nothing to wait for.
    if (javaScriptEnabled === false) return run(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await waitForLivePage(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await waitForLivePage(page);
      return response;
    };
    await run(page);
  },
});

export { expect };
