// User journey: a visitor on a slow phone sees each page as soon as its HTML
// arrives, before any script (docs/decisions/010-prerendered-pages.md); the
// live page then takes its place without a jump, and nothing in the snapshot
// breaks the Content-Security-Policy or points at the build machine.
import { e2eUrls, expect, test, viewports } from '@vital/shared/e2e';
import fs from 'node:fs';
import path from 'node:path';

const PAGES = [
  { path: '/', heading: 'Connecting Talent with Opportunity' },
  { path: '/about', heading: 'Ethical Recruitment Since 2019' },
  { path: '/team', heading: 'Meet Our Team' },
  { path: '/industries/finance', heading: 'Finance' },
  { path: '/blogs/1', heading: null },
  { path: '/contact', heading: 'Get in Touch' },
  { path: '/post-requirements', heading: null },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} reads and is styled as it arrives`, async ({ page }) => {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      if (heading) await expect(h1).toContainText(heading);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Vital home' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The site's styles are there: the global reset and the page's own classes.
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
      expect(await page.locator('style[data-prerendered]').count()).toBe(1);
      // The page's own title, and no "needs JavaScript" notice.
      expect(await page.title()).toMatch(/Vital/);
      expect(await page.locator('noscript').count()).toBe(0);
    });
  }

  test('media and links point at the served origins, not the machine the pages were made on', async ({ page }) => {
    const allowed = [e2eUrls.site, e2eUrls.api, ...([1, 2, 3, 4] as const).map(e2eUrls.remote)];
    for (const path of ['/team', '/about', '/blogs/1']) {
      await page.goto(path);
      const urls = await page.$$eval('img[src], a[href^="http"]', (elements) =>
        elements.map((element) => (element as HTMLImageElement).src || (element as HTMLAnchorElement).href),
      );
      const local = urls.map((url) => new URL(url)).filter((url) => url.hostname === 'localhost');
      expect(local.length, path).toBeGreaterThan(0);
      for (const url of local) expect(allowed, `${path}: ${url.href}`).toContain(url.origin);
    }
  });

  test('a form waits for the page’s script instead of losing what is typed', async ({ page }) => {
    await page.goto('/contact');
    // The contact form and the footer's newsletter form.
    await expect(page.locator('form[inert]')).toHaveCount(2);
    await expect(page.locator('form:not([inert])')).toHaveCount(0);
  });
});

test.describe('with JavaScript', () => {
  test.use({ viewport: viewports.mobile });

  test('the live page replaces the prerendered one without a layout shift or a CSP violation', async ({ page }) => {
    await page.addInitScript(() => {
      const record = window as unknown as { __shifts: number[]; __violations: string[] };
      record.__shifts = [];
      record.__violations = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) record.__shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('securitypolicyviolation', (event) => record.__violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    for (const { path } of PAGES) {
      await page.goto(path);
      // Live: the snapshot and its styles are gone, and the page's script drives the page.
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
      await expect(page.locator('style[data-prerendered]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const { shifts, violations } = await page.evaluate(() => {
        const record = window as unknown as { __shifts: number[]; __violations: string[] };
        return { shifts: record.__shifts, violations: record.__violations };
      });
      expect(violations, path).toEqual([]);
      expect(shifts.reduce((sum, value) => sum + value, 0), `${path} layout shift`).toBeLessThanOrEqual(0.02);
    }
  });

  test('the page arrives with the API answers it was made with, and the live answer is fetched all the same', async ({ page, request }) => {
    const html = await (await request.get('/team')).text();
    expect(html).toContain('window.__VITAL_PRERENDER_DATA__=');
    expect(html).toContain('"/api/teams"');
    const teamCall = page.waitForRequest((r) => r.url() === `${e2eUrls.api}/api/teams`);
    await page.goto('/team');
    await teamCall;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet Our Team');
  });

  test('a path no route knows answers 404 with the prerendered not-found page', async ({ page, request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('<meta name="robots" content="noindex">');
    await page.goto('/no-such-page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });

  test('a private page is never prerendered: its content depends on who is signed in', async ({ request }) => {
    const response = await request.get('/dashboard');
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain('data-prerendered');
  });
});

test('a plain static host gets each page as finished HTML with a placeholder for its nonce', async () => {
  // docs/production-hosting.md: nginx fills in the nonce with sub_filter.
  const pages = path.join(import.meta.dirname, '..', 'dist', 'prerendered', 'pages');
  for (const page of ['index.html', 'about/index.html', 'industries/finance/index.html', 'blogs/1/index.html']) {
    const html = fs.readFileSync(path.join(pages, page), 'utf8');
    expect(html, page).toContain('<div id="root" data-prerendered>');
    expect(html, page).toContain('<style data-prerendered nonce="__CSP_NONCE__">');
    expect(html, page).toContain('<script nonce="__CSP_NONCE__">window.__VITAL_SITE_CONFIG__=');
    // The deployed config's origins, not the throwaway ones the pages were made on.
    expect(html, page).not.toMatch(/localhost:(?!3\d{3}\b)\d+/);
  }
});
