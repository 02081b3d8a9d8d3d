// User journey: a visitor who uses only the keyboard — header menus, the
// mobile menu, a form, the carousel and the chat — always seeing where focus is.
import { type Locator, type Page } from '@playwright/test';
import { expect, test, viewports } from '@vital/shared/e2e';

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`focus never reached ${target.toString()}`);
}

/** The focused element shows a visible focus indicator (an outline or a ring). */
async function expectVisibleFocus(page: Page) {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0, shadow: style.boxShadow !== 'none' };
  });
  expect(indicator, 'something has focus').not.toBeNull();
  expect(indicator?.outline || indicator?.shadow, 'focus is visible').toBe(true);
}

test('desktop header: a dropdown opened, walked and followed from the keyboard', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const trigger = nav.getByRole('button', { name: 'For Companies' });
  await tabTo(page, trigger);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Overview' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Recruitment' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/recruitment$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('mobile menu at 375 px: opened, a group expanded and a link chosen from the keyboard', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, toggle);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  const industries = menu.getByRole('button', { name: 'Industries' });
  await tabTo(page, industries);
  await page.keyboard.press('Enter');
  await expect(industries).toHaveAttribute('aria-expanded', 'true');
  const finance = menu.getByRole('link', { name: 'Finance & Banking' });
  await tabTo(page, finance);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/industries\/finance$/);
  await expect(menu).toBeHidden();
});

test('the contact form filled in and sent from the keyboard', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await tabTo(page, form.getByLabel('First Name'));
  await expectVisibleFocus(page);
  await page.keyboard.type('Kim');
  await tabTo(page, form.getByLabel('Email'));
  await page.keyboard.type('kim.keyboard@example.com');
  const inquiry = form.getByLabel('Inquiry Type');
  await tabTo(page, inquiry);
  await inquiry.press('ArrowDown');
  await expect(inquiry).not.toHaveValue('');
  await tabTo(page, form.getByLabel('Message'));
  await page.keyboard.type('Hello from the keyboard.');
  await tabTo(page, form.getByRole('button', { name: 'Send Message' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText("Your message has been sent successfully! We'll get back to you within 24 hours.")).toBeVisible();
  await expect(form.getByLabel('First Name')).toHaveValue('');
});

test('the success-stories carousel driven from the keyboard', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/success-stories');
  const carousel = page.getByRole('region', { name: 'Success stories' });
  const label = carousel.getByText(/^Showing \d+-\d+ of \d+ success stories$/);
  await expect(label).toBeVisible();
  const before = await label.textContent();
  const pause = carousel.getByRole('button', { name: 'Pause autoplay' });
  await tabTo(page, pause);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Start autoplay' })).toBeFocused();
  const next = carousel.getByRole('button', { name: 'Next story' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(label).not.toHaveText(before ?? '');
  const firstDot = carousel.getByRole('button', { name: /^Show story 1 of/ });
  await tabTo(page, firstDot);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(label).toHaveText(/^Showing 1-3 of \d+ success stories$/);
});

test('the chat opened, used and closed from the keyboard; focus returns to the launcher', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const launcher = page.getByRole('button', { name: 'Open chat assistant' });
  // The launcher is the last control of the page: one Shift+Tab from the top.
  await tabTo(page, launcher, { backwards: true });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Vital Assistant' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Your message')).toBeFocused();
  await page.keyboard.type('What are your fees?');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/Job matching is free for professionals/).first()).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeFocused();
});
