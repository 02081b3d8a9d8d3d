import { test as base, expect, type Page } from '@playwright/test';

/**
 * Waits until the page the visitor landed on is live. A prerendered page is
 * on screen before its script runs (docs/decisions/010-prerendered-pages.md);
 * `#root[data-prerendered]` stays until React has replaced it with the real,
 * working page (or with the remote's failure message).
 */
export async function waitForLivePage(page: Page) {
  await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'), undefined, { timeout: 15_000 });
}

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` also wait for the
 * live page, so a test acts on what a visitor can use and never on the
 * snapshot it replaces. `waitUntil: 'commit'` keeps its meaning: no wait.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, run) => {
    // Without JavaScript the snapshot is the page: there is nothing to wait for.
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
