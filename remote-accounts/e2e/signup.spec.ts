// User journey: a professional or a company creates an account on /signup.
// Everything runs against the real portal API; what it stored is read back
// from its SQLite file.
import { collectPageErrors, e2eUrls, expect, test } from '@vital/shared/e2e';
import { countRequests, createAccountButton, field, fillProfessional, termsBox, choosePhoneCountry } from './account-forms';
import { uniqueEmail, usersWithEmail } from './portal-db';

const PASSWORD = 'Analytical#1843';
const DUPLICATE = 'An account with this email already exists. Sign in instead, or use another email address.';

test.beforeEach(async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Your Account');
});

test('a professional signs up: stored with every field and a hashed password, then sent to the portal login', async ({ page }) => {
  const errors = collectPageErrors(page);
  const email = uniqueEmail('ada');
  await fillProfessional(page, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    phone: { search: 'kingdom', country: 'United Kingdom (+44)', number: '7700 900123' },
    location: 'London, UK',
    password: PASSWORD,
  });
  await expect(createAccountButton(page)).toBeDisabled();
  await termsBox(page).check();
  await createAccountButton(page).click();

  await expect(page.getByRole('status').filter({ hasText: 'Account created successfully.' })).toBeVisible();
  await expect(page).toHaveURL(`${e2eUrls.portal}/login`, { timeout: 10_000 });

  const [row, ...others] = usersWithEmail(email);
  expect(others).toHaveLength(0);
  expect(row).toMatchObject({
    user_type: 'professional',
    name: 'Ada Lovelace',
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone_number: '+44 7700 900123',
    location: 'London, UK',
    website: null,
    industry: null,
  });
  expect(row?.password_hash).toMatch(/^scrypt\$/);
  expect(row?.password_hash).not.toContain(PASSWORD);
  expect(errors).toEqual([]);
});

test('a company signs up from the Company tab with its own fields', async ({ page }) => {
  const email = uniqueEmail('hr', 'acme.example');
  await page.getByRole('tab', { name: 'Company' }).click();
  await field(page, 'Company Name').fill('Acme Hiring');
  await field(page, 'Email').fill(email);
  await choosePhoneCountry(page, 'canada', 'Canada (+1)');
  await field(page, 'Phone').fill('416 555 0100');
  await field(page, 'Website').fill('https://acme.example');
  await field(page, 'Location').fill('Toronto, Canada');
  await field(page, 'Industry').selectOption('Manufacturing');
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await termsBox(page).check();
  await createAccountButton(page).click();

  await expect(page.getByRole('status').filter({ hasText: 'Account created successfully.' })).toBeVisible();
  const [row] = usersWithEmail(email);
  expect(row).toMatchObject({
    user_type: 'company',
    name: 'Acme Hiring',
    first_name: null,
    last_name: null,
    phone_number: '+1 416 555 0100',
    website: 'https://acme.example',
    location: 'Toronto, Canada',
    industry: 'Manufacturing',
  });
  expect(row?.password_hash).toMatch(/^scrypt\$/);
  expect(row?.password_hash).not.toContain(PASSWORD);
});

test("a second sign-up with the same e-mail shows the server's message and keeps the form", async ({ page, request }) => {
  const email = uniqueEmail('taken');
  const first = await request.post(`${e2eUrls.api}/api/signup/professional`, {
    data: { email, first_name: 'First', password: PASSWORD },
    headers: { Origin: e2eUrls.site },
  });
  expect(first.status()).toBe(201);

  await fillProfessional(page, { firstName: 'Second', lastName: 'Person', email, password: PASSWORD });
  await termsBox(page).check();
  await createAccountButton(page).click();

  await expect(page.getByRole('alert')).toHaveText(DUPLICATE);
  await expect(field(page, 'First Name')).toHaveValue('Second');
  await expect(field(page, 'Last Name')).toHaveValue('Person');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Password')).toHaveValue(PASSWORD);
  await expect(createAccountButton(page)).toBeEnabled();
  expect(usersWithEmail(email)).toHaveLength(1);
});

test("'Passwords do not match.' stops the sign-up before anything is sent", async ({ page }) => {
  const sent = countRequests(page, '/api/signup/professional');
  const email = uniqueEmail('mismatch');
  await fillProfessional(page, { firstName: 'Mia', email, password: PASSWORD });
  await field(page, 'Confirm Password').fill(`${PASSWORD}!`);
  await termsBox(page).check();
  await createAccountButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
  await page.getByRole('button', { name: 'Show confirm password' }).click();
  await expect(field(page, 'Confirm Password')).toHaveAttribute('type', 'text');
  await expect(field(page, 'Confirm Password')).toHaveValue(`${PASSWORD}!`);
  expect(sent()).toBe(0);
  expect(usersWithEmail(email)).toHaveLength(0);
});

test('a double click sends one sign-up request', async ({ page }) => {
  const sent = countRequests(page, '/api/signup/professional');
  const email = uniqueEmail('double');
  await fillProfessional(page, { firstName: 'Dee', email, password: PASSWORD });
  await termsBox(page).check();
  await createAccountButton(page).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Account created successfully.' })).toBeVisible();
  expect(sent()).toBe(1);
  expect(usersWithEmail(email)).toHaveLength(1);
});

test('the Terms of Service and Privacy Policy of the terms box open in a new tab, leaving the form as it was', async ({ page }) => {
  const email = uniqueEmail('terms');
  await fillProfessional(page, { firstName: 'Tess', email, password: PASSWORD });
  for (const name of ['Terms of Service', 'Privacy Policy']) {
    const [legal] = await Promise.all([page.waitForEvent('popup'), page.getByRole('main').getByRole('link', { name }).click()]);
    await expect(legal).toHaveURL(`${e2eUrls.site}/contact`);
    await expect(legal.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    await legal.close();
  }
  // Following a link in the label neither ticks the box nor loses what was typed.
  await expect(termsBox(page)).not.toBeChecked();
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Password')).toHaveValue(PASSWORD);
});
