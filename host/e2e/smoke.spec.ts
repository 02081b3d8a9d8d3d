import { collectPageErrors, expect, test } from '@vital/shared/e2e';

test('the home page is composed from the host and the marketing remote', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Connecting Talent with Opportunity' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(errors).toEqual([]);
});
