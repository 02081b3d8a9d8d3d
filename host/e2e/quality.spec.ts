// Quality bars measured in the browser against the production servers:
// findability (titles, descriptions, Open Graph, noindex, sitemap, robots),
// security (headers, CSP, new-tab links, no demo password in the build), layout
// stability while pages load, and accessibility (axe on every route at 375 and 1280 px).
import { type Page } from '@playwright/test';
import { collectPageErrors, e2eUrls, expect, expectNoAxeViolations, revealAll, test, viewports } from '@vital/shared/e2e';
import fs from 'node:fs';
import path from 'node:path';

const ROUTES = [
  '/', '/about', '/team', '/services', '/blogs', '/blogs/1', '/for-companies', '/for-professionals',
  '/recruitment', '/hr-solutions', '/success-stories', '/industries', '/industries/it', '/industries/healthcare',
  '/industries/engineering', '/industries/finance', '/industries/manufacturing', '/industries/others', '/signup',
  '/signin', '/register', '/contact', '/post-requirements', '/find-opportunities', '/upload-cv', '/training',
  '/career-resources',
];

async function meta(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      robots: content('meta[name="robots"]'),
    };
  });
}

test.describe('findability', () => {
  test('every route has its own title, description and Open Graph tags', async ({ page }) => {
    test.setTimeout(120_000);
    const titles = new Map<string, string>();
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const tags = await meta(page);
      expect(tags.title, route).toContain('Vital');
      expect(tags.description?.length ?? 0, `${route} description`).toBeGreaterThan(20);
      expect(tags.ogTitle, route).toBe(tags.title);
      expect(tags.ogDescription, route).toBe(tags.description);
      expect(tags.robots, route).toBeNull();
      titles.set(route, tags.title);
    }
    // A blog post is titled by its own post.
    expect(titles.get('/blogs/1')).not.toBe(titles.get('/blogs'));
    expect(new Set(titles.values()).size, 'distinct titles').toBe(ROUTES.length);
  });

  test('the 404 page is kept out of search results', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect((await meta(page)).robots).toBe('noindex');
  });

  test('sitemap.xml and robots.txt come from the route table', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of ROUTES.filter((r) => r !== '/blogs/1')) expect(sitemap).toContain(`${route}</loc>`);
    expect(sitemap).not.toContain('/dashboard');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });
});

test.describe('security', () => {
  test('pages carry the security headers and a CSP without inline scripts', async ({ request }) => {
    for (const route of ['/', '/contact', '/no-such-page']) {
      const response = await request.get(route);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, route).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp, route).not.toContain('unsafe-inline');
      expect(csp, route).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['permissions-policy']).toContain('camera=()');
    }
  });

  test('the policy lets the whole site work: no CSP violation on any route', async ({ page }) => {
    test.setTimeout(120_000);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const errors = collectPageErrors(page);
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('every link that opens a new tab has noopener noreferrer', async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const unsafe = await page.$$eval('a[target="_blank"]', (links) =>
        (links as HTMLAnchorElement[])
          .filter((a) => !/\bnoopener\b/.test(a.rel) || !/\bnoreferrer\b/.test(a.rel))
          .map((a) => a.outerHTML.slice(0, 120)),
      );
      expect(unsafe, route).toEqual([]);
    }
  });

  test('no demo password ships in the production build', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const dists = ['host', 'remote-marketing', 'remote-industries', 'remote-accounts', 'remote-chat'].map((app) =>
      path.join(root, app, 'dist'),
    );
    const files = dists.flatMap((dir) =>
      fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(js|html|json)$/.test(f)).map((f) => path.join(dir, f)),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(fs.readFileSync(file, 'utf8'), file).not.toContain('VitalDemo#2026');
  });
});

test.describe('performance hints', () => {
  test("a page preloads its own remote's entry and page chunks, and no other remote", async ({ request }) => {
    const html = await (await request.get('/about')).text();
    const links = (html.match(/<link [^>]*>/g) ?? []).join('\n');
    expect(links).toContain(`<link rel="preload" as="script" href="${e2eUrls.remote(1)}/remoteEntry.js">`);
    expect(links).toMatch(new RegExp(`<link rel="preload" as="script" href="${e2eUrls.remote(1)}/js/__federation_expose_routes\\.`));
    for (const other of [2, 3, 4] as const) expect(links).not.toContain(e2eUrls.remote(other));
    const finance = await (await request.get('/industries/finance')).text();
    expect(finance).toContain(`<link rel="preload" as="script" href="${e2eUrls.remote(2)}/remoteEntry.js">`);
  });
});

test.describe('layout stability', () => {
  test.use({ viewport: viewports.mobile });

  // Pages whose content arrives after the server's HTML: from the API, or a redirect (the dashboard signed out).
  for (const route of ['/blogs/1', '/blogs', '/team', '/services', '/success-stories', '/dashboard']) {
    test(`${route}: nothing on screen moves while the page loads (CLS ≤ 0.02)`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
      expect(shift).toBeLessThanOrEqual(0.02);
    });
  }
});

test.describe('accessibility of every route', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`axe finds no violations on any route at ${viewport.width} px (${name})`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(viewport);
      for (const route of [...ROUTES, '/no-such-page']) {
        await test.step(route, async () => {
          await page.goto(route);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await revealAll(page);
          await expectNoAxeViolations(page);
        });
      }
    });
  }
});
