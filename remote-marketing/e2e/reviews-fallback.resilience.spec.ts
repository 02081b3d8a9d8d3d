// User journey: the reviews service fails or has nothing to say. Success
// Stories falls back to its six built-in stories (or says there are no reviews
// yet); For Professionals leaves its stories out. The faults are injected into
// the real portal API and are global to it: these tests run one at a time,
// for the reviews route only, and always switch the fault off again.
import { type APIRequestContext } from '@playwright/test';
import { e2eUrls, expect, expectNoAxeViolations, test } from '@vital/shared/e2e';

test.describe.configure({ mode: 'serial' });

type Fault = { mode: 'error' } | { mode: 'malformed'; body: unknown };

async function withReviewsFault(request: APIRequestContext, fault: Fault, run: () => Promise<void>) {
  const response = await request.put(`${e2eUrls.api}/__faults`, { data: { ...fault, routes: ['reviews'] } });
  expect(response.status(), 'fault injection is on for the test API').toBe(204);
  try {
    await run();
  } finally {
    await request.delete(`${e2eUrls.api}/__faults`);
  }
}

const showing = /^Showing .+ of \d+ success stories$/;

test('a failed reviews call: Success Stories shows the six built-in stories', async ({ page, request }) => {
  await withReviewsFault(request, { mode: 'error' }, async () => {
    await page.goto('/success-stories');
    const carousel = page.getByRole('region', { name: 'Success stories' });
    await expect(carousel.getByText(showing)).toHaveText('Showing 1-3 of 6 success stories');
    // The built-in first story, not the API's.
    await expect(carousel.getByRole('heading', { name: 'From staff nurse to ward manager' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Show story 6 of 6' }).click();
    await expect(carousel.getByRole('heading', { name: 'A partner, not a supplier' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('an unsuccessful reviews answer: Success Stories shows the six built-in stories', async ({ page, request }) => {
  await withReviewsFault(request, { mode: 'malformed', body: { success: false, message: 'Maintenance' } }, async () => {
    await page.goto('/success-stories');
    await expect(page.getByRole('region', { name: 'Success stories' }).getByText(showing)).toHaveText(
      'Showing 1-3 of 6 success stories',
    );
  });
});

test("an empty list of reviews: Success Stories says 'No reviews yet.'", async ({ page, request }) => {
  await withReviewsFault(request, { mode: 'malformed', body: { success: true, data: [] } }, async () => {
    await page.goto('/success-stories');
    const stories = page.getByRole('region', { name: 'Real Stories, Real Results' });
    await expect(stories.getByText('No reviews yet.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Success stories' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

for (const [name, fault] of [
  ['a failed reviews call', { mode: 'error' }],
  ['an empty list of reviews', { mode: 'malformed', body: { success: true, data: [] } }],
] as const) {
  test(`${name}: For Professionals leaves its success stories out`, async ({ page, request }) => {
    await withReviewsFault(request, fault, async () => {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/reviews'));
      await page.goto('/for-professionals');
      await answered;
      await expect(page.getByRole('heading', { level: 2, name: 'Four Steps to Your Next Role' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Your Next Role Starts Here' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Professionals Who Found Their Fit' })).toHaveCount(0);
      await expect(page.getByText(showing)).toHaveCount(0);
    });
  });
}
