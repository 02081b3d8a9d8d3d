// User journey: signing in on /signin with an account made on /signup (or a
// demo account), reaching the dashboard, and signing out again.
import { type Page } from '@playwright/test';
import { e2eUrls, expect, test } from '@vital/shared/e2e';
import { countRequests, createAccountButton, field, fillProfessional, termsBox } from './account-forms';
import { uniqueEmail } from './portal-db';

const PASSWORD = 'Analytical#1843';
const FAILED = "We couldn't sign you in. Check your email, password and account type, then try again.";

async function signIn(page: Page, tab: 'Professional' | 'Company', email: string, password: string) {
  await page.getByRole('tab', { name: tab }).click();
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('an account created on /signup signs in and reaches its dashboard, then signs out', async ({ page }) => {
  const email = uniqueEmail('grace');
  await page.goto('/signup');
  await fillProfessional(page, { firstName: 'Grace', lastName: 'Hopper', email, password: PASSWORD });
  await termsBox(page).check();
  await createAccountButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account created successfully.' })).toBeVisible();
  await expect(page).toHaveURL(`${e2eUrls.portal}/login`, { timeout: 10_000 });

  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
  const sent = countRequests(page, '/api/signin');
  await signIn(page, 'Professional', email, PASSWORD);

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Grace Hopper');
  await expect(page.getByText('Professional account', { exact: true })).toBeVisible();
  expect(sent()).toBe(1);

  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
});

test('a wrong password or the wrong tab is refused with a clear message and the fields kept', async ({ page, request }) => {
  const email = uniqueEmail('co', 'acme.example');
  const created = await request.post(`${e2eUrls.api}/api/signup/company`, {
    data: { email, name: 'Acme', password: PASSWORD },
    headers: { Origin: e2eUrls.site },
  });
  expect(created.status()).toBe(201);
  await page.goto('/signin');

  await signIn(page, 'Company', email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(FAILED);
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Password')).toHaveValue('not-the-password');

  await field(page, 'Password').fill(PASSWORD);
  await signIn(page, 'Professional', email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(FAILED);
  await expect(page).toHaveURL('/signin');

  await signIn(page, 'Company', email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Acme');
  await expect(page.getByText('Company account', { exact: true })).toBeVisible();
});

test('the dashboard guard sends a visitor to sign in and back; a demo account works in demo mode', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/signin?next=%2Fdashboard');
  await signIn(page, 'Company', 'company@demo.vital.example', 'VitalDemo#2026');
  await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Demo Company');
});
