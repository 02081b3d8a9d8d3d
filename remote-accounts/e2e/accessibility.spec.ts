// The accounts pages pass axe at phone and desktop widths, also with their
// interactive parts open, and can be used from the keyboard.
import { type Page } from '@playwright/test';
import { e2eUsers, expect, expectNoAxeViolations, signInAs, test, viewports } from '@vital/shared/e2e';
import { field } from './account-forms';


async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`${width} (${viewport.width} px)`, () => {
    test.use({ viewport });

    // Every page as it loads signed out is checked in host/e2e/quality.spec.ts; here, the signed-in
    // dashboard and the forms with their parts open.
    test('/dashboard signed in has no axe violations', async ({ page }) => {
      await signInAs(page, e2eUsers.professional);
      await open(page, '/dashboard', 'Welcome back, Alex Morgan');
      await expectNoAxeViolations(page);
    });

    test('/signup with the Company tab, the country list open and both passwords shown has no axe violations', async ({ page }) => {
      await open(page, '/signup', 'Create Your Account');
      await page.getByRole('tab', { name: 'Company' }).click();
      await page.getByRole('button', { name: 'Show password' }).click();
      await page.getByRole('button', { name: 'Show confirm password' }).click();
      await page.getByRole('button', { name: /^Country code:/ }).click();
      await page.getByRole('combobox', { name: 'Search by country or dial code' }).fill('uni');
      await expect(page.getByRole('listbox', { name: 'Countries' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('/contact with an FAQ open and the error toast shown has no axe violations', async ({ page }) => {
      await open(page, '/contact', 'Get in Touch');
      await page.getByRole('button', { name: 'How soon will I hear back?' }).click();
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Please fill in all required fields' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('the sign-up form works from the keyboard alone, with visible focus', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await open(page, '/signup', 'Create Your Account');
  const professional = page.getByRole('tab', { name: 'Professional' });
  await professional.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Company' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(professional).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Tab');
  await expect(field(page, 'First Name')).toBeFocused();
  const outline = await field(page, 'First Name').evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.type('Kay');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kay@example.com');
  await page.keyboard.press('Tab');
  const trigger = page.getByRole('button', { name: /^Country code:/ });
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('india');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAccessibleName('Country code: India (+91)');
  await page.keyboard.press('Tab');
  await expect(field(page, 'Phone')).toBeFocused();
  await page.keyboard.type('98765 43210');
  await page.keyboard.press('Tab');
  await expect(field(page, 'Location')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page, 'Password')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' })).toBeFocused();
  await page.keyboard.press('Space');
  // The two pages the terms box names are links of its label, next in the tab order.
  for (const name of ['Terms of Service', 'Privacy Policy']) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('link', { name })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeFocused();
});
