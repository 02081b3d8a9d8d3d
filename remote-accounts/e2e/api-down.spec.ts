// User journey: the portal API is down while a visitor sends the contact or
// sign-up form. The spec's message appears and nothing typed is lost.
import { cutOff, expect, test } from '@vital/shared/e2e';
import { createAccountButton, field, fillProfessional, termsBox } from './account-forms';

test("contact: 'Network error occurred' in the error toast, every field kept", async ({ page }) => {
  await page.goto('/contact');
  await cutOff(page, 'api');
  await field(page, 'First Name').fill('Lin');
  await field(page, 'Last Name').fill('Chen');
  await field(page, 'Email').fill('lin@example.com');
  await field(page, 'Phone').fill('555 0100');
  await field(page, 'Inquiry Type').selectOption('For Professionals');
  await field(page, 'Message').fill('Are you hiring nurses?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Network error occurred' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Error');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(field(page, 'First Name')).toHaveValue('Lin');
  await expect(field(page, 'Last Name')).toHaveValue('Chen');
  await expect(field(page, 'Email')).toHaveValue('lin@example.com');
  await expect(field(page, 'Phone')).toHaveValue('555 0100');
  await expect(field(page, 'Inquiry Type')).toHaveValue('For Professionals');
  await expect(field(page, 'Message')).toHaveValue('Are you hiring nurses?');
});

test("sign-up: 'Network error occurred', every field kept, and it works once the API is back", async ({ page }) => {
  await page.goto('/signup');
  const outage = await cutOff(page, 'api');
  const email = `back.${Date.now().toString(36)}@example.com`;
  await fillProfessional(page, { firstName: 'Ray', lastName: 'Back', email, location: 'Lagos', password: 'Analytical#1843' });
  await termsBox(page).check();
  await createAccountButton(page).click();

  await expect(page.getByRole('alert')).toHaveText('Network error occurred');
  await expect(field(page, 'First Name')).toHaveValue('Ray');
  await expect(field(page, 'Last Name')).toHaveValue('Back');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Location')).toHaveValue('Lagos');
  await expect(field(page, 'Password')).toHaveValue('Analytical#1843');
  await expect(field(page, 'Confirm Password')).toHaveValue('Analytical#1843');
  await expect(termsBox(page)).toBeChecked();

  await outage.restore();
  await createAccountButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account created successfully.' })).toBeVisible();
});
