// User journey: the portal API is down for the visitor. Every listing page stays up
// and shows the spec's fallback.
import { collectPageErrors, cutOff, expect, type ListingRoute, test, viewports } from '@vital/shared/e2e';
import { expectPageSafe, PAGES } from './listing-pages';

test.use({ viewport: viewports.desktop });

test('with the portal API down, blogs, team, reviews and services show their samples', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await cutOff(page, 'api');
  for (const route of Object.keys(PAGES) as ListingRoute[]) {
    await page.goto(PAGES[route].path);
    await PAGES[route].fallback(page);
    await expectPageSafe(page, errors);
  }
  // The home page's service cards come from the three built-in services.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Training Programs' })).toBeVisible();
  await expectPageSafe(page, errors);
});
