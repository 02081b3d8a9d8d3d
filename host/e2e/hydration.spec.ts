// Decision 014: the server's HTML is the page. The browser hydrates it in place — the
// elements the server sent stay on screen — with no hydration error on any route, and
// what a visitor types before the page is live is kept.
import type { Page } from '@playwright/test';
import { e2eUrls, expect, test, viewports } from '@vital/shared/e2e';

test.use({ viewport: viewports.mobile });

/** Console errors and warnings of the page, hydration mismatches among them. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('every public page hydrates in place: the heading the server sent is the live one, and nothing is reported', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const routes = [...sitemap.matchAll(/<loc>[^<]*?:\d+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? '/');
  expect(routes.length).toBeGreaterThan(20);
  for (const route of routes) {
    const problems = watchConsole(page);
    await page.goto(route, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor();
    const sent = await heading.textContent();
    await heading.evaluate((element) => ((window as unknown as { sentHeading: Element }).sentHeading = element));
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    const isSameElement = await page.evaluate(() => {
      const sentHeading = (window as unknown as { sentHeading: Element }).sentHeading;
      return document.contains(sentHeading) && document.querySelector('h1') === sentHeading;
    });
    expect(isSameElement, `${route}: the server's heading is the live heading`).toBe(true);
    await expect(heading, route).toHaveText(sent ?? '');
    expect(problems, `${route}: console`).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

test('ids (useId) and emotion classes the server sent are the ones React keeps', async ({ page }) => {
  await page.goto('/signin', { waitUntil: 'commit' });
  const email = page.getByRole('main').getByLabel(/^Email\*?$/);
  await email.waitFor();
  const before = await email.evaluate((input) => ({ id: input.id, className: input.className }));
  expect(before.id).toMatch(/^_accounts-/);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  expect(await email.evaluate((input) => ({ id: input.id, className: input.className }))).toEqual(before);
});

test('what a visitor types before the page is live is kept, and the form works once it is', async ({ page }) => {
  // The accounts remote's code is held back, as on a slow phone network.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${e2eUrls.remote(3)}/**/*.js`, async (route) => {
    await released;
    await route.continue();
  });
  const problems = watchConsole(page);
  await page.goto('/signin', { waitUntil: 'commit' });
  const email = page.getByRole('main').getByLabel(/^Email\*?$/);
  await email.fill('typed.early@example.com');
  // Sent before the page is live, the form goes nowhere: the address stays and nothing is lost.
  await page.getByRole('main').getByLabel(/^Password\*?$/).press('Enter');
  await expect(page).toHaveURL('/signin');

  release();
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await expect(email).toHaveValue('typed.early@example.com');
  await page.getByRole('main').getByLabel(/^Password\*?$/).fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Live, the form is the site's own: the server's refusal shows, what was typed stays.
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL('/signin');
  await expect(email).toHaveValue('typed.early@example.com');
  // The browser reports the refused sign-in (401) itself; nothing else may be reported.
  expect(problems.filter((problem) => !problem.includes('401 (Unauthorized)'))).toEqual([]);
});
