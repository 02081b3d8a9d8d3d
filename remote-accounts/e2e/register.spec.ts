// User journey: the registration mock-up hands what was typed to /signup.
import { expect, test } from '@vital/shared/e2e';
import { choosePhoneCountry, countRequests, field } from './account-forms';

test('/register sends nothing and continues to /signup on the same tab with the details carried over', async ({ page }) => {
  const sent = countRequests(page, '/api/signup/company');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register with Vital');
  await page.getByRole('tab', { name: 'Company' }).click();
  await field(page, 'Company Name').fill('Hopper Systems');
  await field(page, 'Email').fill('jobs@hopper.example');
  await choosePhoneCountry(page, 'singapore', 'Singapore (+65)');
  await field(page, 'Phone').fill('6123 4567');
  await field(page, 'Industry').selectOption('IT & Technology');
  await page.getByRole('button', { name: 'Continue to Sign Up' }).click();

  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Account');
  await expect(page.getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Company Name')).toHaveValue('Hopper Systems');
  await expect(field(page, 'Email')).toHaveValue('jobs@hopper.example');
  await expect(page.getByRole('button', { name: 'Country code: Singapore (+65)' })).toBeVisible();
  await expect(field(page, 'Phone')).toHaveValue('6123 4567');
  await expect(field(page, 'Industry')).toHaveValue('IT & Technology');
  await expect(field(page, 'Password')).toHaveValue('');
  expect(sent()).toBe(0);
});
