// Helpers for the browser tests of every package.
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, type Page, type Route } from '@playwright/test';
import { AUTH_STORAGE_KEY, SIGNED_IN_COOKIE } from '../src/auth/user';
import type { RemoteName } from '../src/contract/remotes';
import { expect, test } from './fixtures';
import { type ListingRoute } from './hostile-payloads';

import { e2eUrls } from './servers';

export { e2eDatabase, e2eUrls } from './servers';
export { REMOTES } from '../src/contract/remotes';

/** A server the browser may lose: a remote's origin or the portal API (which also answers the chat). */
export type Server = RemoteName | 'api';

const originOf = (server: Server) => (server === 'api' ? e2eUrls.api : e2eUrls.remote(server));

/**
 * Cuts this page off from one server until `restore()`: 'down' refuses every request, as when its
 * deployment is offline; 'hang' never answers. Only this page's requests are affected (the page
 * server still reaches it, and so do the other tests), so such tests run side by side with the rest.
 */
export async function cutOff(page: Page, server: Server, how: 'down' | 'hang' = 'down') {
  if (server === 'api') await withoutServerData(page);
  const pattern = `${originOf(server)}/**`;
  const held: Route[] = [];
  const handler = (route: Route) => (how === 'down' ? route.abort('connectionrefused') : held.push(route));
  await page.route(pattern, handler);
  return {
    // A hung server that comes back drops the connections it held, as a restarted one does.
    restore: async () => {
      await page.unroute(pattern, handler);
      await Promise.all(held.splice(0).map((route) => route.abort('connectionreset').catch(() => undefined)));
    },
  };
}

export interface StoredUser {
  id: string;
  email: string;
  name: string;
  userType: 'professional' | 'company';
}

export const e2eUsers: Record<StoredUser['userType'], StoredUser> = {
  professional: { id: '1700000000000', email: 'alex@example.com', name: 'Alex Morgan', userType: 'professional' },
  company: { id: '1700000000001', email: 'hr@acme.example', name: 'Acme Hiring', userType: 'company' },
};

/** Gives the browser the cookie the site keeps while a visitor is signed in (the page server reads it). */
export async function addSignedInCookie(context: BrowserContext) {
  await context.addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url: e2eUrls.site }]);
}

/** Starts every page of this test signed in as `user` (as the site stores it, with its signed-in cookie). */
export async function signInAs(page: Page, user: StoredUser) {
  await addSignedInCookie(page.context());
  await page.addInitScript(([key, value]) => {
    window.localStorage.setItem(key, value);
  }, [AUTH_STORAGE_KEY, JSON.stringify(user)] as const);
}

/**
 * axe as the browser tests and the release check run it (scripts/release/check.ts does the same):
 * in the page itself ("legacy" mode: the site has no frames, so there is nothing to gather from
 * others in a blank page of its own) and with only violations reported in full. Each page's check
 * takes about a third of the time.
 */
const axeFor = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/** Fails with the list of violations when axe finds any on the page. */
export async function expectNoAxeViolations(page: Page) {
  const results = await axeFor(page).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}

/** Console errors and warnings (hydration mismatches and CSP refusals among them) and uncaught errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Counts the React renderers that register on the page, as React DevTools does: each copy of
 * react-dom announces itself to the DevTools hook it finds on `window` as it loads. Call before
 * the page loads; `reactRenderers(page)` reads the count. One React for the whole page is one.
 */
export async function countReactRenderers(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__VITAL_REACT_RENDERERS__', { get: () => renderers.size });
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    };
  });
}

/** How many React renderers registered on the page (`countReactRenderers`). */
export function reactRenderers(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __VITAL_REACT_RENDERERS__: number }).__VITAL_REACT_RENDERERS__);
}

/** Collects uncaught page errors so a test can assert there were none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/** The widths `atEachWidth` checks, for test titles: "375 and 1280 px". */
export const EACH_WIDTH = `${Object.values(viewports).map((viewport) => viewport.width).join(' and ')} px`;

/**
 * Loads a page once, at the phone width, and runs `check` at each width the site is tested at,
 * phone first, resizing between them (one step per width in the report); then fails on any error
 * the page threw meanwhile. The layouts follow the width through CSS and resize listeners, so one
 * load serves both widths: a load per width checked nothing more.
 * @param load the page's path, or how to load it (after answering its API calls, say)
 */
export async function atEachWidth(page: Page, load: string | (() => Promise<unknown>), check: (size: keyof typeof viewports) => Promise<void>) {
  const errors = collectPageErrors(page);
  const sizes = Object.keys(viewports) as Array<keyof typeof viewports>;
  await page.setViewportSize(viewports[sizes[0]!]);
  await (typeof load === 'string' ? page.goto(load) : load());
  for (const size of sizes) {
    const viewport = viewports[size];
    await test.step(`${size} (${viewport.width} px)`, async () => {
      await page.setViewportSize(viewport);
      await check(size);
    });
  }
  expect(errors, 'errors the page threw').toEqual([]);
}

/** The design tokens, so browser tests compare computed styles with the theme's own values. */
export { tokens } from '../src/theme/tokens';

/** Marks the current document; `isSameDocument` is true until a full page load replaces it. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __marker?: number }).__marker = 1;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 1);
}

export { hostilePayloads, type ListingRoute } from './hostile-payloads';
export { britishSpellings, gridRows, layoutProblems, tabThroughFixedLayers, textLines } from './layout';

const pagesWithoutServerData = new WeakSet<Page>();

/**
 * This page's documents come as the remotes' builds rendered them, without the API's answers
 * the page server would otherwise put in (docs/decisions/020-fragments-with-data.md): a test
 * that answers for the API, or cuts it off, at the browser's network boundary sees the page
 * make its own calls. Only this page's navigations ask for it.
 */
async function withoutServerData(page: Page) {
  if (pagesWithoutServerData.has(page)) return;
  pagesWithoutServerData.add(page);
  await page.route(
    (url) => url.origin === e2eUrls.site,
    (route) =>
      route.request().isNavigationRequest()
        ? route.continue({ headers: { ...route.request().headers(), 'x-vital-page-data': 'none' } })
        : route.fallback(),
  );
}

/** How the stand-in answers: a 500, no answer at all, or the given JSON value or raw text (as JSON). */
export type ListingAnswer = { kind: 'error' } | { kind: 'none' } | { kind: 'body'; body: unknown } | { kind: 'raw'; raw: string };

/**
 * Answers this page's calls to a listing of the portal API (`/api/<listing>`, or one post:
 * `blog/<id>`) in the API's
 * place, at the network boundary: only this test's page sees it, so tests run side by side.
 * `answer` may be a function, read at each call (a test that goes through many answers).
 * The API's own failures are tested inside portal-api.
 */
export async function answerListing(page: Page, listing: ListingRoute | `blog/${string}`, answer: ListingAnswer | (() => ListingAnswer)) {
  await withoutServerData(page);
  await page.route(
    (url) => url.origin === e2eUrls.api && url.pathname === `/api/${listing}`,
    async (route) => {
      const current = typeof answer === 'function' ? answer() : answer;
      switch (current.kind) {
        case 'error':
          return route.fulfill({ status: 500, json: { success: false, message: 'Internal server error' } });
        case 'none':
          return; // never answered: the client's own deadline decides
        case 'body':
          return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(current.body ?? null) });
        case 'raw':
          return route.fulfill({ status: 200, contentType: 'application/json', body: current.raw });
      }
    },
  );
}

/**
 * Brings every scroll-revealed element into view, so each has faded in, waits
 * for the fades to finish and returns to the top: assertions and axe then see
 * the page as a visitor who scrolled through it does.
 */
export async function revealAll(page: Page) {
  // Cards below the fold are hidden at the observer's first report, a frame after they render.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const hidden = page.locator('[data-reveal="hidden"]');
  await expect(async () => {
    await hidden.evaluateAll(async (elements) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (const element of elements) {
        element.scrollIntoView({ block: 'center', behavior: 'instant' });
        await frame();
      }
    });
    expect(await hidden.count()).toBe(0);
  }).toPass({ timeout: 15_000 });
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

export { expect, test } from './fixtures';
