// User journey: signing in on /signin with an account made on /signup (or a
// demo account), reaching the dashboard, and signing out again.
import { type Page } from '@playwright/test';
import { SIGNED_IN_COOKIE } from '@vital/shared';
import { e2eUrls, expect, test } from '@vital/shared/e2e';
import { countRequests, createAccountButton, field, fillProfessional, termsBox } from './account-forms';
import { uniqueEmail } from './portal-db';

const PASSWORD = 'Analytical#1843';

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

/** The typed email and password and the chosen tab are all still there. */
async function expectKept(page: Page, tab: 'Professional' | 'Company', email: string, password: string) {
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'Email')).toHaveValue(email);
  await expect(field(page, 'Password')).toHaveValue(password);
  await expect(page).toHaveURL('/signin');
}

test("a wrong password or the wrong tab is refused with the server's message and the fields kept", async ({ page, request }) => {
  const email = uniqueEmail('co', 'acme.example');
  const created = await request.post(`${e2eUrls.api}/api/signup/company`, {
    data: { email, name: 'Acme', password: PASSWORD },
    headers: { Origin: e2eUrls.site },
  });
  expect(created.status()).toBe(201);
  await page.goto('/signin');

  await signIn(page, 'Company', email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expectKept(page, 'Company', email, 'not-the-password');

  await signIn(page, 'Professional', email, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('This is a company account. Choose the Company tab to sign in.');
  await expectKept(page, 'Professional', email, PASSWORD);

  await signIn(page, 'Company', email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Acme');
  await expect(page.getByText('Company account', { exact: true })).toBeVisible();
});

test("a burst of wrong sign-ins meets the API's rate limit: its message is shown and the fields kept", async ({ page }) => {
  // The real API: five failures per account and client, then a block (429 with Retry-After) that doubles with each further one.
  const email = uniqueEmail('burst', 'acme.example');
  await page.goto('/signin');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await signIn(page, 'Company', email, `Guess#${attempt}000`);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  }
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/signin'));
  await signIn(page, 'Company', email, 'Guess#6000');
  const response = await refused;
  expect(response.status()).toBe(429);
  expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveText(/^Too many sign-in attempts\. Please wait \d+ seconds? and try again\.$/);
  await expectKept(page, 'Company', email, 'Guess#6000');
});

test("an answer without a message says 'Sign in failed'; an unreachable API 'Network error occurred'", async ({ page }) => {
  let isDown = false;
  await page.route('**/api/signin', (route) =>
    isDown ? route.abort('connectionrefused') : route.fulfill({ status: 500, contentType: 'text/plain', body: 'oops' }),
  );
  await page.goto('/signin');
  await signIn(page, 'Professional', 'ada@example.com', 'Analytical#1843');
  await expect(page.getByRole('alert')).toHaveText('Sign in failed');
  await expectKept(page, 'Professional', 'ada@example.com', 'Analytical#1843');

  isDown = true;
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Network error occurred');
  await expectKept(page, 'Professional', 'ada@example.com', 'Analytical#1843');
});

test('the dashboard guard sends a visitor to sign in and back; a demo account works in demo mode', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/signin?next=%2Fdashboard');
  await signIn(page, 'Company', 'company@demo.vital.example', 'VitalDemo#2026');
  await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Demo Company');
  // Signed in, the browser carries the cookie that lets the page server send the dashboard itself.
  await page.reload();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Demo Company');
});

test('the page server sends a signed-out visitor of the dashboard to sign-in before any script', async ({ request }) => {
  const signedOut = await request.get('/dashboard?tab=cv', { maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  expect(signedOut.headers().location).toBe('/signin?next=%2Fdashboard%3Ftab%3Dcv');
  const signedIn = await request.get('/dashboard', { maxRedirects: 0, headers: { Cookie: `${SIGNED_IN_COOKIE}=1` } });
  expect(signedIn.status()).toBe(200);
});
