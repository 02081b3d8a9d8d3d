// User journey: a signed-in visitor's dashboard, by user type.
import { AUTH_STORAGE_KEY } from '@vital/shared';
import { e2eUsers, expect, signInAs, test } from '@vital/shared/e2e';

test('a professional sees their cards, each leading to its page', async ({ page }) => {
  await signInAs(page, e2eUsers.professional);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Alex Morgan');
  await expect(page.getByText('Professional account', { exact: true })).toBeVisible();
  const actions = page.getByRole('region', { name: 'Quick Actions' });
  await expect(actions.getByRole('heading', { level: 3 })).toHaveText(['Find Opportunities', 'Upload CV', 'Training', 'Career Resources']);
  await actions.getByRole('link', { name: 'Upload CV' }).click();
  await expect(page).toHaveURL('/upload-cv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload Your CV');
});

test('a company sees its cards; Sign Out clears the user and returns home', async ({ page }) => {
  await signInAs(page, e2eUsers.company);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Acme Hiring');
  const actions = page.getByRole('region', { name: 'Quick Actions' });
  await expect(actions.getByRole('heading', { level: 3 })).toHaveText(['Post Requirements', 'Recruitment', 'HR Solutions', 'Success Stories']);
  await expect(page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem')).toHaveCount(3);

  // addInitScript would sign the user in again on the next load: sign out and check in this document.
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
});
