// Decision 014: the server's HTML is the page. The browser hydrates it in place (every page is
// checked for that in quality.spec.ts), keeps the server's ids and classes, and keeps what a
// visitor types before the page is live.
import { e2eUrls, expect, test, viewports, watchConsole } from '@vital/shared/e2e';

test.use({ viewport: viewports.mobile });

test('ids (useId) and emotion classes the server sent are the ones the browser keeps', async ({ page }) => {
  await page.goto('/signin', { waitUntil: 'commit' });
  const email = page.getByRole('main').getByLabel(/^Email\*?$/);
  await email.waitFor();
  const before = await email.evaluate((input) => ({ id: input.id, className: input.className }));
  expect(before.id).toMatch(/^_accounts-/);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  expect(await email.evaluate((input) => ({ id: input.id, className: input.className }))).toEqual(before);
});

test('what a visitor types before the page is live is kept, and the form works once it is', async ({ page }) => {
  // A slow phone: the visitor types while React is still hydrating the shell.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // The accounts remote's code is held back, as on a slow phone network.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${e2eUrls.remote('accounts')}/**/*.js`, async (route) => {
    await released;
    await route.continue();
  });
  const problems = watchConsole(page);
  await page.goto('/signin', { waitUntil: 'commit' });
  const email = page.getByRole('main').getByLabel(/^Email\*?$/);
  await email.fill('typed.early@example.com');
  // Sent before the page is live, the form goes nowhere: the address stays and nothing is lost.
  await page.getByRole('main').getByLabel(/^Password\*?$/).press('Enter');
  await expect(page).toHaveURL('/signin');

  release();
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  // Live: the slow phone has done its part. Throttled on, the rest took 13 to 16 s beside the other tests.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(email).toHaveValue('typed.early@example.com');
  await page.getByRole('main').getByLabel(/^Password\*?$/).fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Live, the form is the site's own: the server's refusal shows, what was typed stays. The sign-in waits
  // its turn for a password hash, which every test's sign-ins share (one client, one slot on two cores).
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.', { timeout: 15_000 });
  await expect(page).toHaveURL('/signin');
  await expect(email).toHaveValue('typed.early@example.com');
  // The browser reports the refused sign-in (401) itself; nothing else may be reported.
  expect(problems.filter((problem) => !problem.includes('401 (Unauthorized)'))).toEqual([]);
});
