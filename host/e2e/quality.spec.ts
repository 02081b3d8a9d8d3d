// Quality bars measured in the browser against the production servers:
// findability (titles, descriptions, Open Graph, noindex, sitemap, robots),
// security (headers, CSP, new-tab links, no demo password in the build), layout
// stability while pages load, and, on every page at 375 and 1280 px, hydration in place with
// one React and nothing reported (a hydration mismatch is an error), accessibility (axe at
// 375 px, and at 1280 px on a page of each remote and of the host), and at 320, 375 and 414 px
// a first view no wider than the screen with nothing under the chat launcher, and figures with one
// baseline and Title Case labels; at 375 and 1280 px, headings, rows of tiles and button groups
// laid out without a lone word, a gap or a ragged pair, and, with the chat panel open, keyboard
// focus that never lands under a fixed layer; and copy in one spelling, American.
import { type Page } from '@playwright/test';
import {
  britishSpellings,
  countReactRenderers,
  e2eUrls,
  expect,
  expectNoAxeViolations,
  layoutProblems,
  reactRenderers,
  REMOTES,
  revealAll,
  tabThroughFixedLayers,
  test,
  viewports,
  watchConsole,
} from '@vital/shared/e2e';
import { signedInOnlyPatterns } from '@vital/shared';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_ANSWER, knowledge } from '../../portal-api/src/chat/knowledge.ts';
import { NOT_FOUND_PROBE, visitPath } from '../../scripts/apps.ts';
import { pagePatterns } from '../src/routes';

/** Every page a visitor may land on signed out, from the host's route table (`/blogs/:id` as `/blogs/1`). */
const ROUTES = pagePatterns.filter((pattern) => !signedInOnlyPatterns.has(pattern)).map(visitPath);

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
  test('every page is served with a title of its own', async ({ request }) => {
    const titles = await Promise.all(
      ROUTES.map(async (route) => /<title>([^<]*)<\/title>/.exec(await (await request.get(route)).text())?.[1] ?? ''),
    );
    for (const title of titles) expect(title).toContain('Vital');
    expect(new Set(titles).size, 'distinct titles').toBe(ROUTES.length);
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
    for (const route of ['/', '/contact', NOT_FOUND_PROBE]) {
      const response = await request.get(route);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, route).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
      expect(scriptSrc, route).not.toContain('nonce');
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

  test('the page runs its own inline scripts and styles, and refuses one injected into it', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => message.type() === 'error' && /Content Security Policy/.test(message.text()) && violations.push(message.text()));
    await page.goto('/about');
    // The page's own inline scripts ran (the config, the head script, the starter) and emotion's sheets apply.
    expect(await page.evaluate(() => typeof (window as Window & { __VITAL_SITE_CONFIG__?: unknown }).__VITAL_SITE_CONFIG__)).toBe('object');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveCSS('font-family', /Times/);
    const injected = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; blocked: string }>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve({ ran: 'injected' in window, blocked: event.violatedDirective }), { once: true });
          const script = document.createElement('script');
          script.textContent = 'window.injected = true;';
          document.body.append(script);
        }),
    );
    expect(injected).toEqual({ ran: false, blocked: 'script-src-elem' });
    expect(violations).toHaveLength(1);
  });

  test('no demo password ships in the production build', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const dists = ['host', ...REMOTES.map((remote) => remote.folder)].map((app) =>
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
  /** The page's scripts, in the order they were requested, with when its first contentful paint came. */
  async function scriptsAfterLoad(page: Page, path: string) {
    await page.goto(path);
    return page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ url: entry.name, requestedAt: entry.startTime })),
    }));
  }

  test("a page requests no script before its first paint, then preloads its own remote's entry and page chunks, and no other remote's", async ({
    page,
  }) => {
    const about = await scriptsAfterLoad(page, '/about');
    expect(about.paintedAt).toBeGreaterThan(0);
    for (const script of about.scripts) expect(script.requestedAt, script.url).toBeGreaterThanOrEqual(about.paintedAt);
    const urls = about.scripts.map((script) => script.url);
    expect(urls.slice(0, 2)).toEqual([`${e2eUrls.remote('marketing')}/remoteEntry.js`, expect.stringMatching(new RegExp(`^${e2eUrls.remote('marketing')}/js/__federation_expose_routes\\.`))]);
    for (const other of REMOTES.filter((remote) => remote.id !== 'marketing').map((remote) => remote.id)) expect(urls.filter((url) => url.startsWith(e2eUrls.remote(other)))).toEqual([]);
    const finance = await scriptsAfterLoad(page, '/industries/finance');
    expect(finance.scripts[0]?.url).toBe(`${e2eUrls.remote('industries')}/remoteEntry.js`);
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

test.describe('copy', () => {
  test('is spelled the American way (docs/product.md): every page as the builds render it, their scripts and the chat assistant’s answers', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const files = ['host', ...REMOTES.map((remote) => remote.folder)].flatMap((app) => {
      const dist = path.join(root, app, 'dist');
      return fs
        .readdirSync(dist, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(js|html)$/.test(file) || file === 'shells.json')
        .map((file) => path.join(dist, file));
    });
    expect(files.length).toBeGreaterThan(10);
    // What a visitor may read: the pages' text, the strings of the scripts (not their code's names), the answers.
    const stringsOf = (script: string) => script.match(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g) ?? [];
    const copy: Array<[string, string]> = [
      ...files.map((file): [string, string] => {
        const text = fs.readFileSync(file, 'utf8');
        return [path.relative(root, file), file.endsWith('.js') ? stringsOf(text).join(' ') : text];
      }),
      ...knowledge.map((topic): [string, string] => [`the assistant's answer on ${topic.title}`, topic.answer]),
      ['the assistant’s default answer', DEFAULT_ANSWER],
    ];
    const british = copy.map(([where, text]) => [where, britishSpellings(text)] as const).filter(([, words]) => words.length > 0);
    expect(Object.fromEntries(british)).toEqual({});
  });
});

/** The phone widths every page is laid out at once more: a small phone, the common one, a large one. */
const PHONE_WIDTHS = [320, 375, 414];

/**
 * What a visitor on a phone of this width would trip over at the page's first view: a page wider
 * than the screen (it scrolls sideways), and the chat launcher lying over a link, a button, a
 * field or a figure (a picture, a stat tile) before any scrolling.
 */
function phoneFirstViewProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    const problems: string[] = [];
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth) problems.push(`the page is ${scrollWidth} px wide on a ${clientWidth} px screen`);
    const launcher = document.querySelector<HTMLElement>('[aria-label="Open chat assistant"], [aria-label="Contact us"][href]');
    if (!launcher?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return problems;
    const box = launcher.getBoundingClientRect();
    const content = document.querySelectorAll<HTMLElement>(
      ':is(main, footer) :is(a[href], button, input, select, textarea, img, svg[role="img"], figure, dl > div)',
    );
    for (const element of content) {
      const other = element.getBoundingClientRect();
      if (other.width === 0 || other.top >= window.innerHeight) continue;
      if (other.left < box.right && box.left < other.right && other.top < box.bottom && box.top < other.bottom) {
        problems.push(`the chat launcher lies over “${(element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 40)}”`);
      }
    }
    return problems;
  });
}

/**
 * Figures as the product doc sets them: in a row of figure tiles every value sits at the same
 * height however its label wraps, and every label is in Title Case (small joining words aside).
 */
function figureProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const smallWords = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);
    for (const list of document.querySelectorAll('main dl')) {
      const rows = new Map<number, number[]>();
      for (const tile of list.querySelectorAll(':scope > div')) {
        const value = tile.querySelector('dd');
        if (!value) continue;
        const top = Math.round(tile.getBoundingClientRect().top);
        rows.set(top, [...(rows.get(top) ?? []), value.getBoundingClientRect().top]);
      }
      for (const tops of rows.values()) {
        if (Math.max(...tops) - Math.min(...tops) > 1) problems.push(`values at different heights in “${list.textContent?.slice(0, 40)}”`);
      }
      for (const label of list.querySelectorAll('dt')) {
        const words = (label.textContent ?? '').trim().split(/\s+/);
        const isTitleCase = words.every((word, index) => !/^\p{Ll}/u.test(word) || (index > 0 && smallWords.has(word)));
        if (!isTitleCase) problems.push(`label “${label.textContent}” is not in Title Case`);
      }
    }
    return problems;
  });
}

/**
 * Pages axe also checks at 1280 px: one per remote and one of the host's own, with the desktop
 * header. A page's content is the same markup at every width; what 1280 px adds is the desktop
 * navigation and the wide layouts, which these cover (an axe run costs about 4 s here).
 */
const DESKTOP_AXE_ROUTES = new Set(['/', '/industries/finance', '/contact', '/training', NOT_FOUND_PROBE]);

// One visit per page checks everything that holds on every page, so the suite loads each page
// once instead of once per rule (on two cores each load and each axe run costs seconds).
test.describe('every page', () => {
  // Everything on screen at once, as a visitor who asks for less motion sees it: axe checks the
  // whole page without scrolling each card in and waiting for its fade (home.spec.ts tests the
  // fades; the layout-stability tests above run with motion).
  test.use({ reducedMotion: 'reduce' });

  for (const route of [...ROUTES, NOT_FOUND_PROBE]) {
    const isNotFound = route === NOT_FOUND_PROBE;
    const widths = DESKTOP_AXE_ROUTES.has(route) ? '375 and 1280 px' : '375 px';
    test(`${route}: hydrates in place with one React and nothing reported at 375 and 1280 px, with its tags, within the CSP, new tabs without opener, fits phones with nothing under the chat launcher, figures in line, even layouts, focus never under the open chat, and no axe violation at ${widths}`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await countReactRenderers(page);
      await page.setViewportSize(viewports.mobile);
      const response = await page.goto(route, { waitUntil: 'commit' });
      expect(response?.status()).toBe(isNotFound ? 404 : 200);

      // Decision 014: the heading the server sent is the one React keeps.
      const heading = page.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      const sent = await heading.textContent();
      await heading.evaluate((element) => ((window as unknown as { sentHeading: Element }).sentHeading = element));
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      expect(await reactRenderers(page), 'React renderers on the page').toBe(1);
      const isSameElement = await page.evaluate(() => {
        const sentHeading = (window as unknown as { sentHeading: Element }).sentHeading;
        return document.contains(sentHeading) && document.querySelector('h1') === sentHeading;
      });
      expect(isSameElement, "the server's heading is the live heading").toBe(true);
      await expect(heading).toHaveText(sent ?? '');

      const tags = await meta(page);
      expect(tags.title).toContain('Vital');
      expect(tags.robots).toBe(isNotFound ? 'noindex' : null);
      if (isNotFound) {
        await expect(page.getByText('Oops! Page not found')).toBeVisible();
      } else {
        expect(tags.description?.length ?? 0, 'description').toBeGreaterThan(20);
        expect(tags.ogTitle).toBe(tags.title);
        expect(tags.ogDescription).toBe(tags.description);
      }

      await page.waitForLoadState('networkidle');
      const unsafe = await page.$$eval('a[target="_blank"]', (links) =>
        (links as HTMLAnchorElement[])
          .filter((a) => !/\bnoopener\b/.test(a.rel) || !/\bnoreferrer\b/.test(a.rel))
          .map((a) => a.outerHTML.slice(0, 120)),
      );
      expect(unsafe, 'new-tab links without noopener noreferrer').toEqual([]);

      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: viewports.mobile.height });
        await expect.poll(() => phoneFirstViewProblems(page), `at ${width} px`).toEqual([]);
        expect(await figureProblems(page), `figures at ${width} px`).toEqual([]);
      }
      await page.setViewportSize(viewports.mobile);
      expect(await layoutProblems(page, { isPhone: true }), 'headings, rows of tiles and button groups at 375 px').toEqual([]);

      await revealAll(page);
      await test.step('axe at 375 px', () => expectNoAxeViolations(page));
      if (DESKTOP_AXE_ROUTES.has(route)) {
        await page.setViewportSize(viewports.desktop);
        await revealAll(page);
        await test.step('axe at 1280 px', () => expectNoAxeViolations(page));
      }

      // A page whose layout differs at 1280 px hydrates from the same server HTML: loaded again at that width.
      await page.setViewportSize(viewports.desktop);
      await page.reload({ waitUntil: 'commit' });
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(await reactRenderers(page), 'React renderers on the page at 1280 px').toBe(1);
      expect(await layoutProblems(page, { isPhone: false }), 'headings, rows of tiles and buttons at 1280 px').toEqual([]);

      // The chat panel open over the page: the keyboard goes round its controls and never lands on
      // something beneath it (or beneath another fixed layer), on a desktop or a phone.
      await page.getByRole('button', { name: 'Open chat assistant' }).click();
      const chat = page.getByRole('dialog', { name: 'Vital Assistant' });
      await expect(chat.getByRole('textbox', { name: 'Your message' })).toBeFocused();
      for (const viewport of [viewports.desktop, viewports.mobile]) {
        await page.setViewportSize(viewport);
        const { covered, cameBack } = await tabThroughFixedLayers(page);
        expect(covered, `with the chat open at ${viewport.width} px`).toEqual([]);
        expect(cameBack, `Tab comes back round inside the chat at ${viewport.width} px`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(chat).toHaveCount(0);

      // The 404 page's own status and the log line the spec asks of it are its only reports.
      const expected = isNotFound ? [/404 \(Not Found\)/, /^404 Error: User attempted to access non-existent route/] : [];
      expect(problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)))).toEqual([]);
    });
  }

  test('the chat assistant opens within the CSP', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open chat assistant' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
