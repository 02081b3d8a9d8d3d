// User journey: the portal API is down, slow, or answers with broken or
// hostile data. Every listing page stays up, shows the spec's fallback, and
// never runs injected script or links to a script URL. The faults are
// injected into the real portal API (global to it), so this file runs in the
// one-worker resilience project and always switches them off again.
import { type APIRequestContext, type Page } from '@playwright/test';
import { collectPageErrors, e2eUrls, expect, type HostilePayload, hostilePayloadCount, hostilePayloads, type ListingRoute, startApp, stopApp, test, viewports } from '@vital/shared/e2e';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: viewports.desktop });

/** Envelopes that are a failure by SPEC §7: the page must show its built-in fallback. */
const FAILED_ENVELOPES = new Set([
  'null body',
  'a bare string',
  'a bare list (no envelope)',
  'an empty object',
  'success without data',
  'data null',
  'data an object',
  'data a string',
  'success as a string',
  'success false with a list',
  'invalid JSON',
  'an HTML page',
]);

/** Where each listing shows, and what its fallback looks like (SPEC §7–8). */
const PAGES: Record<ListingRoute, { path: string; fallback: (page: Page) => Promise<void> }> = {
  blogs: {
    path: '/blogs',
    fallback: async (page) =>
      expect(page.getByRole('heading', { name: 'How to Stand Out in Competitive Job Markets' })).toBeVisible(),
  },
  teams: {
    path: '/team',
    fallback: async (page) => expect(page.getByRole('heading', { name: '4 Team Members' })).toBeVisible(),
  },
  reviews: {
    path: '/success-stories',
    fallback: async (page) => expect(page.getByText('Showing 1-3 of 6 success stories')).toBeVisible(),
  },
  services: {
    path: '/services',
    // SPEC §8: an empty list, settled (no loading state left behind), with a short message.
    fallback: async (page) => {
      await expect(page.getByText('0 Services', { exact: true })).toBeVisible();
      await expect(page.getByText('No services to show right now.', { exact: false })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    },
  },
};

async function setFault(request: APIRequestContext, fault: Record<string, unknown>) {
  const response = await request.put(`${e2eUrls.api}/__faults`, { data: fault });
  expect(response.status(), 'fault injection is on for the test API').toBe(204);
}

async function clearFaults(request: APIRequestContext) {
  await request.delete(`${e2eUrls.api}/__faults`);
}

/** The page is up, untouched by what the API sent, and links nowhere dangerous. */
async function expectPageSafe(page: Page, errors: string[]) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toHaveCount(0);
  const state = await page.evaluate(() => ({
    isPwned: (window as unknown as { __pwned?: unknown }).__pwned !== undefined,
    isPolluted: ({} as { polluted?: unknown }).polluted !== undefined,
    dangerous: Array.from(document.querySelectorAll('[href], [src]'))
      .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
      .filter((url) => /^\s*(javascript|vbscript|data:text)/i.test(url.replace(/[\t\n\r]/g, ''))),
  }));
  expect(state.isPwned, 'injected script ran').toBe(false);
  expect(state.isPolluted, 'prototype polluted').toBe(false);
  expect(state.dangerous, 'dangerous URLs in the page').toEqual([]);
  expect(errors, 'uncaught page errors').toEqual([]);
}

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test('the catalogue holds at least 30 hostile payloads', () => {
  expect(hostilePayloadCount).toBeGreaterThanOrEqual(30);
});

for (const route of Object.keys(PAGES) as ListingRoute[]) {
  const { path, fallback } = PAGES[route];

  test(`${path} stays up and safe under every hostile ${route} answer`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const errors = collectPageErrors(page);
    for (const payload of hostilePayloads(route)) {
      await test.step(payload.name, async () => {
        await setFault(request, { mode: 'malformed', routes: [route], ...bodyOf(payload) });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expectPageSafe(page, errors);
        if (FAILED_ENVELOPES.has(payload.name)) await fallback(page);
      });
    }
  });

  test(`${path} shows its fallback when the ${route} call fails`, async ({ page, request }) => {
    const errors = collectPageErrors(page);
    await setFault(request, { mode: 'error', routes: [route] });
    await page.goto(path);
    await fallback(page);
    await expectPageSafe(page, errors);
  });
}

function bodyOf(payload: HostilePayload) {
  return payload.raw !== undefined ? { raw: payload.raw } : { body: payload.body };
}

test('a listing call slower than the client waits: the pages fall back instead of waiting forever', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await setFault(request, { mode: 'slow', delayMs: 40_000 });
  await page.goto('/blogs');
  // The page shows its loading state until the client gives up after 15 s; then the built-in posts (SPEC §4).
  await expect(page.getByRole('heading', { name: 'How to Stand Out in Competitive Job Markets' })).toBeVisible({ timeout: 25_000 });
  await page.goto('/team');
  // The client gives up after 15 s and the team falls back to the built-in one.
  await expect(page.getByRole('heading', { name: '4 Team Members' })).toBeVisible({ timeout: 25_000 });
  await expectPageSafe(page, errors);
});

test('with the portal API down, blogs, team, reviews and services show their samples', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await stopApp('api');
  try {
    for (const route of Object.keys(PAGES) as ListingRoute[]) {
      await page.goto(PAGES[route].path);
      await PAGES[route].fallback(page);
      await expectPageSafe(page, errors);
    }
    // The home page's service cards come from the three built-in services.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Training Programs' })).toBeVisible();
    await expectPageSafe(page, errors);
  } finally {
    await startApp('api');
  }
});
