// User journey: the reviews service fails or has nothing to say. Success
// Stories falls back to its six built-in stories (or says there are no reviews
// yet); For Professionals leaves its stories out. The reviews call is answered
// at the network boundary, for this test's page only.
import { answerListing, expect, expectNoAxeViolations, type ListingAnswer, test } from '@vital/shared/e2e';

const showing = /^Showing .+ of \d+ success stories$/;

test('a failed reviews call: Success Stories shows the six built-in stories', async ({ page }) => {
  await answerListing(page, 'reviews', { kind: 'error' });
  await page.goto('/success-stories');
  const carousel = page.getByRole('region', { name: 'Success stories' });
  await expect(carousel.getByText(showing)).toHaveText('Showing 1-3 of 6 success stories');
  // The built-in first story, not the API's.
  await expect(carousel.getByRole('heading', { name: 'From staff nurse to ward manager' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Show story 6 of 6' }).click();
  await expect(carousel.getByRole('heading', { name: 'A partner, not a supplier' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unsuccessful reviews answer: Success Stories shows the six built-in stories', async ({ page }) => {
  await answerListing(page, 'reviews', { kind: 'body', body: { success: false, message: 'Maintenance' } });
  await page.goto('/success-stories');
  await expect(page.getByRole('region', { name: 'Success stories' }).getByText(showing)).toHaveText(
    'Showing 1-3 of 6 success stories',
  );
});

test("an empty list of reviews: Success Stories says 'No reviews yet.'", async ({ page }) => {
  await answerListing(page, 'reviews', { kind: 'body', body: { success: true, data: [] } });
  await page.goto('/success-stories');
  const stories = page.getByRole('region', { name: 'Real Stories, Real Results' });
  await expect(stories.getByText('No reviews yet.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Success stories' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

for (const [name, fault] of [
  ['a failed reviews call', { kind: 'error' }],
  ['an empty list of reviews', { kind: 'body', body: { success: true, data: [] } }],
] as [string, ListingAnswer][]) {
  test(`${name}: For Professionals leaves its success stories out`, async ({ page }) => {
    await answerListing(page, 'reviews', fault);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/reviews'));
    await page.goto('/for-professionals');
    await answered;
    await expect(page.getByRole('heading', { level: 2, name: 'Four Steps to Your Next Role' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your Next Role Starts Here' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Professionals Who Found Their Fit' })).toHaveCount(0);
    await expect(page.getByText(showing)).toHaveCount(0);
  });
}
