// Decision 020: a page that shows the API's records arrives with them. The remote renders the
// page with the API's answers, the browser hydrates it with the same answers (it does not ask
// again, and nothing on screen changes), and an image that fails before the page is live
// still gives way to its placeholder.
import type { Page } from '@playwright/test';
import { e2eUrls, expect, test, viewports, watchConsole } from '@vital/shared/e2e';

test.use({ viewport: viewports.mobile });

const FIRST_POST = 'Hiring for Potential: A Playbook for 2026';
const postHeadings = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });

test('the posts, their images and the team are in the page before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/blogs');
  await expect(postHeadings(page).first()).toHaveText(FIRST_POST);
  const cover = page.getByRole('img', { name: `Illustration for “${FIRST_POST}”` });
  await expect(cover).toHaveAttribute('src', `${e2eUrls.api}/storage/blog_files/hiring-for-potential.svg`);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  await page.goto('/blogs/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_POST);

  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 2, name: '8 Team Members' })).toBeVisible();
  await context.close();
});

test('the browser hydrates the posts it was sent, without asking the API again', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${e2eUrls.api}/api/`)) calls.push(new URL(request.url()).pathname);
  });
  const problems = watchConsole(page);
  await page.goto('/blogs', { waitUntil: 'commit' });
  const first = postHeadings(page).first();
  await expect(first).toHaveText(FIRST_POST);
  const sent = await postHeadings(page).allTextContents();
  await first.evaluate((element) => ((window as unknown as { sentPost: Element }).sentPost = element));
  await page.locator('html[data-live]').waitFor({ state: 'attached' });

  expect(await page.evaluate(() => document.contains((window as unknown as { sentPost: Element }).sentPost))).toBe(true);
  expect(await postHeadings(page).allTextContents()).toEqual(sent);
  // The answers travelled in the page, and leave it once read.
  await expect(page.locator('script[data-island-data]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(calls.filter((call) => call === '/api/blogs')).toEqual([]);
  expect(problems).toEqual([]);

  // Opened from the list, a post is asked for by the browser, as any page it goes to.
  await page.getByRole('link', { name: `Read Post about ${FIRST_POST}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FIRST_POST);
  expect(calls).toContain('/api/blog/1');
});

test('a cover that fails before the page is live gives way to Image Not Available', async ({ page }) => {
  await page.route(`${e2eUrls.api}/storage/blog_files/hiring-for-potential.svg`, (route) => route.abort('connectionrefused'));
  await page.goto('/blogs');
  const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name: FIRST_POST }) });
  await expect(card.getByText('Image Not Available')).toBeVisible();
  await expect(card.getByRole('img', { name: `Illustration for “${FIRST_POST}”` })).toHaveCount(0);
});
