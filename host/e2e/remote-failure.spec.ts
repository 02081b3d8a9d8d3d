// User journey: a remote's deployment is down or hangs for the visitor. The shell
// keeps working; the page the server sent stays readable under a notice, a page that
// arrived without it says it is unavailable; both offer a Retry that recovers in place
// once the remote is back, and the chat launcher hides until the chat returns.
//
// The outage is this page's alone (cutOff: the browser's requests to the remote are
// refused or never answered); what the page server does when it cannot reach a remote
// is tested in server/src/compose.test.ts.
import { type Page } from '@playwright/test';
import { cutOff, e2eUrls, expect, isSameDocument, markDocument, type Server, test, viewports } from '@vital/shared/e2e';

test.use({ viewport: viewports.desktop });

const FALLBACK = 'This section is temporarily unavailable';
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function expectFallback(page: Page, options?: { timeout?: number }) {
  await expect(h1(page)).toHaveText(FALLBACK, options);
  await expect(page.getByRole('main').getByRole('button', { name: 'Retry' })).toBeEnabled();
}

async function expectShell(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Vital home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** Retry after the remote is back: the real page appears in the same document. */
async function retryRecovers(page: Page, outage: { restore: () => Promise<void> }, heading: string) {
  await outage.restore();
  await markDocument(page);
  await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
  await expect(h1(page)).toHaveText(heading);
  expect(await isSameDocument(page), 'recovered without a page reload').toBe(true);
}

const NOTICE = 'This section cannot respond right now.';
const notice = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: NOTICE });

/** The page the server sent, still there to read, under a notice with its Retry. */
async function expectServerPageWithNotice(page: Page, heading: string, options?: { timeout?: number }) {
  await expect(notice(page)).toBeVisible(options);
  await expect(notice(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
  await expect(h1(page)).toHaveText(heading);
}

/** Retry on the notice once the remote is back: the same page comes to life in place, its notice gone. */
async function retryBringsToLife(page: Page, outage: { restore: () => Promise<void> }) {
  await outage.restore();
  await markDocument(page);
  const sentHeading = await h1(page).elementHandle();
  await notice(page).getByRole('button', { name: 'Retry' }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.locator('[data-without-code]')).toHaveCount(0);
  expect(await sentHeading?.evaluate((element) => element.isConnected), 'the page hydrated in place').toBe(true);
  expect(await isSameDocument(page), 'recovered without a page reload').toBe(true);
}

const remotes: Array<{ app: Server; path: string; heading: string; other: { path: string; heading: string } }> = [
  {
    app: 'marketing',
    path: '/about',
    heading: 'Ethical Recruitment Since 2019',
    other: { path: '/industries/finance', heading: 'Finance and Banking' },
  },
  {
    app: 'industries',
    path: '/industries/finance',
    heading: 'Finance and Banking',
    other: { path: '/contact', heading: 'Get in Touch' },
  },
  {
    app: 'accounts',
    path: '/contact',
    heading: 'Get in Touch',
    other: { path: '/about', heading: 'Ethical Recruitment Since 2019' },
  },
];

for (const { app, path, heading, other } of remotes) {
  test(`the ${app} remote down: ${path} stays readable with a notice, the rest works, Retry brings it to life`, async ({ page }) => {
    const outage = await cutOff(page, app);

    await page.goto(path);
    await expectServerPageWithNotice(page, heading);
    await expectShell(page);

    // The 404 page is the host's own and does not care.
    await page.goto('/nope');
    await expect(h1(page)).toHaveAccessibleName('404 Oops! Page not found');

    // Another remote's page still renders.
    await page.goto(other.path);
    await expect(h1(page)).toHaveText(other.heading);

    // Back to the failed page, then the remote comes back.
    await page.goto(path);
    await expectServerPageWithNotice(page, heading);
    await retryBringsToLife(page, outage);
    await expectShell(page);
  });
}

test('a form on a page whose code could not be loaded keeps what was typed and is not sent', async ({ page }) => {
  await cutOff(page, 'accounts');
  await page.goto('/contact');
  await expectServerPageWithNotice(page, 'Get in Touch');
  const main = page.getByRole('main');
  await main.getByLabel(/^First Name/).fill('Ada Lovelace');
  await markDocument(page);
  await main.getByRole('button', { name: 'Send Message' }).click();
  expect(await isSameDocument(page), 'the form did not leave the page').toBe(true);
  await expect(main.getByLabel(/^First Name/)).toHaveValue('Ada Lovelace');
});

test('the failed page of an unreachable remote recovers after client-side navigation too', async ({ page }) => {
  const outage = await cutOff(page, 'industries');
  await page.goto('/about');
  await expect(h1(page)).toHaveText('Ethical Recruitment Since 2019');
  await markDocument(page);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Industries' }).click();
  await nav.getByRole('link', { name: 'Healthcare' }).click();
  await expect(page).toHaveURL('/industries/healthcare');
  await expectFallback(page);

  // The header still navigates within the same document.
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(h1(page)).toHaveText('Get in Touch');
  await page.goBack();
  await expectFallback(page);
  expect(await isSameDocument(page)).toBe(true);

  // Retry while the remote is still down tries again and shows the fallback again.
  const attempt = page.waitForEvent('requestfailed', (request) => request.url().startsWith(`${e2eUrls.remote('industries')}/`));
  await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
  await attempt;
  await expectFallback(page);

  await retryRecovers(page, outage, 'Healthcare');
});

// The chat remote down from the start is remote-chat/e2e/chat-outage.spec.ts.
test('the chat remote goes down after the page loaded: opening it says so, and it comes back', async ({ page }) => {
  // The page's own clock, so the launcher's next check 15 s away is reached without waiting for it.
  await page.clock.install();
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Open chat assistant' });
  // The launcher's first reachability check has answered.
  await page.waitForLoadState('networkidle');
  await expect(launcher).toBeVisible();

  const outage = await cutOff(page, 'chat');
  await launcher.click();
  const toast = page.getByRole('status').filter({ hasText: 'Chat unavailable' });
  await expect(toast).toBeVisible();
  await expect(launcher).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The toast pauses while hovered, and it appeared under the pointer: move away so it closes.
  await page.mouse.move(10, 10);

  await outage.restore();
  // The toast's time runs out and the launcher's next check (15 s away) finds the chat back.
  await page.clock.fastForward(15_000);
  await expect(toast).toBeHidden();
  await expect(launcher).toBeVisible();
  await launcher.click();
  await expect(page.getByRole('dialog', { name: 'Vital Assistant' })).toBeVisible();
});

test("while its remote's code hangs, the page the server sent reads at once and the shell already works", async ({ page }) => {
  await cutOff(page, 'marketing', 'hang');
  await page.goto('/about', { waitUntil: 'commit' });
  // The page server reached the remote: its page is in the HTML, before any of its code.
  await expect(h1(page)).toHaveText('Ethical Recruitment Since 2019');

  // The header goes live with the host's own script, before the remote is given up.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(async () => {
    await nav.getByRole('button', { name: 'For Companies' }).click();
    await expect(nav.getByRole('link', { name: 'HR Solutions' })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 5_000 });
  await page.keyboard.press('Escape');

  // Once the deadline passes, a notice says the page cannot respond yet, with its Retry; the page stays.
  await expectServerPageWithNotice(page, 'Ethical Recruitment Since 2019', { timeout: 10_000 });
  await expect(notice(page)).toContainText('taking too long');
});

test('a hanging remote is given up after the deadline, and Retry recovers once it answers', async ({ page }) => {
  const outage = await cutOff(page, 'marketing', 'hang');

  const started = Date.now();
  await page.goto('/about', { waitUntil: 'commit' });
  await expectServerPageWithNotice(page, 'Ethical Recruitment Since 2019', { timeout: 8_000 });
  const waited = Date.now() - started;
  expect(waited, 'gave up after about remoteTimeoutMs (3 s)').toBeGreaterThan(2_500);
  expect(waited).toBeLessThan(8_000);
  await expect(notice(page)).toContainText('taking too long');

  // The header still works: open a dropdown and reach another remote's page.
  await expectShell(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'For Companies' }).click();
  await expect(nav.getByRole('link', { name: 'HR Solutions' })).toBeVisible();
  await page.keyboard.press('Escape');
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(h1(page)).toHaveText('Get in Touch');
  // Come back to by the browser, the page arrives without the server's HTML: the full fallback.
  await page.goBack();
  await expectFallback(page, { timeout: 8_000 });

  await retryRecovers(page, outage, 'Ethical Recruitment Since 2019');
  await page.getByRole('banner').getByRole('link', { name: 'Vital home' }).click();
  await expect(h1(page)).toHaveText('Connecting Talent with Opportunity');
});
