// The page as sent works before any script (decision 014): with scripts disabled the
// header's menus open and navigate with native HTML, the chat launcher leads to the
// contact page, and every page reads.
import { addSignedInCookie, expect, test, viewports } from '@vital/shared/e2e';

test.use({ javaScriptEnabled: false });

test.describe('at 1280 px', () => {
  test.use({ viewport: viewports.desktop });

  test('the For Companies dropdown opens and its HR Solutions link navigates', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hrSolutions = nav.getByRole('link', { name: 'HR Solutions' });
    await expect(hrSolutions).toBeHidden();
    await nav.getByText('For Companies', { exact: true }).click();
    await expect(hrSolutions).toBeVisible();
    await hrSolutions.click();
    await expect(page).toHaveURL('/hr-solutions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HR Solutions That Scale With You');
  });

  test('the chat launcher is a link to the contact page', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: viewports.mobile });

  test('the mobile menu opens, shows Contact, and a group expands to its links', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await page.getByLabel('Open menu').click();
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await menu.getByText('Industries', { exact: true }).click();
    await menu.getByRole('link', { name: 'Healthcare' }).click();
    await expect(page).toHaveURL('/industries/healthcare');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Healthcare');
  });
});

test('signed out, the dashboard leads to the sign-in page, rendered without any script', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/signin?next=%2Fdashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
});

test('signed in, the dashboard is sent with its header, footer and loading state', async ({ page, context }) => {
  await addSignedInCookie(context);
  await page.goto('/dashboard');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toBeAttached();
  // In the page, though out of the layout while the loading state is on screen.
  await expect(page.locator('footer')).toBeAttached();
});
