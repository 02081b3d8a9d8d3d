// User journey: one site made of five deployments. What the visitor must not
// notice: one copy of React and friends, one theme, one signed-in user, remote
// code fetched only when needed, and pages that stay accessible whichever
// remote drew them.
import { type Page, type Request } from '@playwright/test';
import { collectPageErrors, e2eUrls, e2eUsers, expect, expectNoAxeViolations, REMOTES, signInAs, test, tokens, viewports } from '@vital/shared/e2e';

const REMOTE_CONTAINERS = REMOTES.map((remote) => remote.container);
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@emotion/styled',
  'swr',
  '@vital/shared',
  '@vital/shared/router',
] as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** `#0b1f4d` → `rgb(11, 31, 77)`, as getComputedStyle reports colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Font stacks compare equal however the browser quotes and spaces them. */
const fontStack = (value: string) => value.replace(/["']/g, '').replace(/\s*,\s*/g, ',').trim();

async function computedStyle(page: Page, name: string, level: number) {
  const heading = page.getByRole('heading', { level, name, exact: true });
  await expect(heading).toBeVisible();
  return heading.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, fontFamily: style.fontFamily };
  });
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vital Assistant' });
  await expect(dialog).toBeVisible();
  return dialog;
}

interface ShareEntry {
  instance: string;
  pkg: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

/** The MF runtime's share scope, flattened to plain data. */
function readShareScope(page: Page) {
  return page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; useIn?: string[] };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
          __INSTANCES__: Array<{ name: string }>;
        };
      }
    ).__FEDERATION__;
    const entries: ShareEntry[] = [];
    for (const [instance, scopes] of Object.entries(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            entries.push({ instance, pkg, version, from: entry.from, loaded: Boolean(entry.loaded), useIn: [...(entry.useIn ?? [])] });
          }
        }
      }
    }
    return { entries, instances: federation.__INSTANCES__.map((instance) => instance.name) };
  });
}

test.describe('shared singletons', () => {
  test.use({ viewport: viewports.desktop });

  test('every remote uses the host’s single copy of each shared package', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(h1(page)).toHaveText('Connecting Talent with Opportunity');

    // Client-side navigation, so that every remote loads into this one document.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Industries' }).click();
    await nav.getByRole('link', { name: 'Finance & Banking' }).click();
    await expect(h1(page)).toHaveText('Finance and Banking');
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(h1(page)).toHaveText('Get in Touch');
    await openChat(page);

    const { entries, instances } = await readShareScope(page);
    expect(instances).toEqual(expect.arrayContaining(['vital_host', ...REMOTE_CONTAINERS]));

    for (const pkg of SINGLETONS) {
      const forPackage = entries.filter((entry) => entry.pkg === pkg);
      expect(forPackage.length, `${pkg} is in the share scope`).toBeGreaterThan(0);
      expect(new Set(forPackage.map((entry) => entry.version)).size, `one version of ${pkg}`).toBe(1);
      for (const entry of forPackage) {
        expect(entry.from, `${pkg} in ${entry.instance} comes from the host`).toBe('vital_host');
        expect(entry.loaded, `${pkg} is loaded`).toBe(true);
      }
    }

    for (const pkg of ['@vital/shared', '@emotion/react/jsx-runtime']) {
      for (const entry of entries.filter((candidate) => candidate.pkg === pkg)) {
        expect(entry.useIn, `${pkg} is used from the host's copy by every app`).toEqual(
          expect.arrayContaining(['vital_host', ...REMOTE_CONTAINERS]),
        );
      }
    }
    expect(errors).toEqual([]);
  });
});

test.describe('theme and auth cross the remote boundary', () => {
  test.use({ viewport: viewports.desktop });

  test('pages and the chat panel from every remote use the host’s theme', async ({ page }) => {
    const heading = { color: rgb(tokens.colors.heading), fontFamily: fontStack(tokens.fonts.heading) };
    const pages = [
      { path: '/about', title: 'Ethical Recruitment Since 2019' }, // marketing
      { path: '/industries/finance', title: 'Finance and Banking' }, // industries
      { path: '/contact', title: 'Get in Touch' }, // accounts
    ];
    for (const { path, title } of pages) {
      await page.goto(path);
      const style = await computedStyle(page, title, 1);
      expect({ ...style, fontFamily: fontStack(style.fontFamily) }, path).toEqual(heading);
    }

    const dialog = await openChat(page);
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Vital Assistant');
    const chat = await computedStyle(page, 'Vital Assistant', 2);
    expect({ ...chat, fontFamily: fontStack(chat.fontFamily) }).toEqual({
      color: rgb(tokens.colors.textInverse),
      fontFamily: fontStack(tokens.fonts.heading),
    });
  });

  test('a company user sees the company calls to action and is greeted on the dashboard', async ({ page }) => {
    await signInAs(page, e2eUsers.company);
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(main.getByRole('link', { name: 'Post Requirements' })).toHaveAttribute('href', '/post-requirements');
    await expect(main.getByRole('link', { name: 'Find Jobs' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveCount(0);

    await main.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(h1(page)).toHaveText(`Welcome back, ${e2eUsers.company.name}`);
    await expect(main.getByText('Company account')).toBeVisible();
  });

  test('a professional user sees Find Jobs', async ({ page }) => {
    await signInAs(page, e2eUsers.professional);
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/find-opportunities');
    await expect(main.getByRole('link', { name: 'Post Requirements' })).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(h1(page)).toHaveText(`Welcome back, ${e2eUsers.professional.name}`);
    await expect(page.getByRole('main').getByText('Professional account')).toBeVisible();
  });
});

test.describe('lazy loading', () => {
  test.use({ viewport: viewports.desktop });

  test('a remote’s code is fetched only when a page or the chat needs it', async ({ page }) => {
    const remoteOf = new Map(REMOTES.map((remote) => [e2eUrls.remote(remote.id), remote.id]));
    const entries: string[] = [];
    const remoteEntryOf = (request: Request) => {
      const url = new URL(request.url());
      return url.pathname.endsWith('/remoteEntry.js') ? remoteOf.get(url.origin) : undefined;
    };
    page.on('request', (request) => {
      const remote = remoteEntryOf(request);
      if (remote) entries.push(remote);
    });

    await page.goto('/about');
    await expect(h1(page)).toHaveText('Ethical Recruitment Since 2019');
    // Let everything the first page starts on its own (including the chat probe) finish.
    await page.waitForLoadState('networkidle');
    expect(entries, 'remote entries fetched for /about').toEqual(['marketing']);

    const accounts = page.waitForRequest((request) => remoteEntryOf(request) === 'accounts');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await accounts;
    await expect(h1(page)).toHaveText('Get in Touch');
    expect(entries, 'remote entries fetched after /contact').toEqual(['marketing', 'accounts']);

    const chat = page.waitForRequest((request) => remoteEntryOf(request) === 'chat');
    await openChat(page);
    await chat;
    expect(entries, 'remote entries fetched after opening the chat').toEqual(['marketing', 'accounts', 'chat']);
  });
});

test.describe('accessibility of the shell with its parts open', () => {
  for (const [size, viewport] of Object.entries(viewports)) {
    test.describe(`${size} (${viewport.width} px)`, () => {
      test.use({ viewport });

      test('no axe violations with the chat panel open', async ({ page }) => {
        await page.goto('/');
        await expect(h1(page)).toHaveText('Connecting Talent with Opportunity');
        // On a phone the launcher steps aside at the first view (the hero's figures are under it) until the page scrolls.
        await page.mouse.wheel(0, 300);
        await openChat(page);
        await expectNoAxeViolations(page);
      });
    });
  }

  test('no axe violations with a desktop dropdown open', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/');
    await expect(h1(page)).toHaveText('Connecting Talent with Opportunity');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Industries' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Manufacturing' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('no axe violations with the mobile menu open', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/');
    await expect(h1(page)).toHaveText('Connecting Talent with Opportunity');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('button', { name: 'For Companies' }).click();
    await expect(menu.getByRole('link', { name: 'HR Solutions' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
