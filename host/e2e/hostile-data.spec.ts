// User journey: the portal API answers with broken or hostile data, an error, or
// not at all. Every listing page stays up, shows the spec's fallback, and never
// runs injected script or links to a script URL. The answers are given at the
// network boundary for this test's page only (answerListing), so these tests run
// side by side with the rest.
import { answerListing, collectPageErrors, expect, hostilePayloads, type ListingAnswer, type ListingRoute, test, viewports } from '@vital/shared/e2e';
import { expectPageSafe, FAILED_ENVELOPES, PAGES } from './listing-pages';

test.use({ viewport: viewports.desktop });

for (const route of Object.keys(PAGES) as ListingRoute[]) {
  const { path, fallback } = PAGES[route];

  test(`${path} stays up and safe under every hostile ${route} answer`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectPageErrors(page);
    let answer: ListingAnswer = { kind: 'error' };
    await answerListing(page, route, () => answer);
    for (const payload of hostilePayloads(route)) {
      await test.step(payload.name, async () => {
        answer = payload.raw !== undefined ? { kind: 'raw', raw: payload.raw } : { kind: 'body', body: payload.body };
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expectPageSafe(page, errors);
        if (FAILED_ENVELOPES.has(payload.name)) await fallback(page);
      });
    }
  });

  test(`${path} shows its fallback when the ${route} call fails`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await answerListing(page, route, { kind: 'error' });
    await page.goto(path);
    await fallback(page);
    await expectPageSafe(page, errors);
  });
}

test('a listing call slower than the client waits: the pages fall back instead of waiting forever', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await answerListing(page, 'blogs', { kind: 'none' });
  await answerListing(page, 'teams', { kind: 'none' });
  await page.goto('/blogs');
  // The page shows its loading state until the client gives up after 15 s; then the built-in posts.
  await expect(page.getByRole('heading', { name: 'How to Stand Out in Competitive Job Markets' })).toBeVisible({ timeout: 25_000 });
  await page.goto('/team');
  // The client gives up after 15 s and the team falls back to the built-in one.
  await expect(page.getByRole('heading', { name: '4 Team Members' })).toBeVisible({ timeout: 25_000 });
  await expectPageSafe(page, errors);
});
