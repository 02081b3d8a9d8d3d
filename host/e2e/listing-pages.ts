// What the listing pages show when the portal API fails, and what "safe" means for a page
// that received hostile data: shared by the hostile-data spec and the API-down journey.
import { type Page } from '@playwright/test';
import { expect, type ListingRoute } from '@vital/shared/e2e';

/** Envelopes the site must read as a failed call: the page shows its built-in fallback. */
export const FAILED_ENVELOPES = new Set([
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

/** Where each listing shows, and what its fallback looks like (docs/product.md, Portal API calls). */
export const PAGES: Record<ListingRoute, { path: string; fallback: (page: Page) => Promise<void> }> = {
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
    // An empty list, settled (no loading state left behind), with a short message.
    fallback: async (page) => {
      await expect(page.getByText('0 Services', { exact: true })).toBeVisible();
      await expect(page.getByText('No services to show right now.', { exact: false })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    },
  },
};

/** The page is up, untouched by what the API sent, and links nowhere dangerous. */
export async function expectPageSafe(page: Page, errors: string[]) {
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
