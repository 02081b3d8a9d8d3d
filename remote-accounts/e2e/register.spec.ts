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

test('/register does not continue without the fields it marks required, and says why as sign-up does', async ({ page }) => {
  /** What the browser says of each field when the form is sent: its message, '' when the field is valid. */
  const messagesOnSend = async (path: string, values: Record<string, string>) => {
    await page.goto(path);
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
    const button = page.getByRole('button', { name: path === '/register' ? 'Continue to Sign Up' : 'Create Account' });
    if (path === '/register') await button.click();
    else await button.evaluate((element) => (element as HTMLButtonElement).form?.reportValidity());
    return Object.fromEntries(
      await Promise.all(Object.keys(values).map(async (label) => [label, await field(page, label).evaluate((input) => (input as HTMLInputElement).validationMessage)])),
    );
  };

  const register = await messagesOnSend('/register', { 'First Name': '', Email: 'grace' });
  await expect(page).toHaveURL('/register');
  await expect(field(page, 'First Name')).toBeFocused();
  expect(register['First Name']).not.toBe('');
  expect(register.Email).not.toBe('');
  expect(register).toEqual(await messagesOnSend('/signup', { 'First Name': '', Email: 'grace' }));
});
