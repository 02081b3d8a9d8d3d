// Nothing that stays on screen while the page scrolls (the chat launcher in the
// bottom-right corner, the sticky header) may sit over a control the visitor
// has just brought into view, at any width from a small phone to a wide desktop.
import { type Page } from '@playwright/test';
import { expect, test } from '@vital/shared/e2e';

const WIDTHS = [320, 375, 768, 1024, 1280, 1440];
const HEIGHT = 800;

// The carousel's controls, and pages whose last controls sit near the bottom-right corner.
const PAGES = ['/success-stories', '/', '/contact', '/signup', '/services', '/for-professionals'];

/**
 * Brings each control of the main content and the footer into view the ways a
 * visitor's browser does (keyboard focus, and scrolling it into view) from the
 * top and from the bottom of the page, and lists every time the launcher or the
 * header then overlaps it.
 */
function findCoveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>('button[aria-label="Open chat assistant"]');
    const header = document.querySelector<HTMLElement>('body header');
    if (!launcher || !header) return ['the chat launcher or the header is missing'];
    const fixed = [
      { name: 'chat launcher', element: launcher },
      { name: 'header', element: header },
    ];
    const focusable = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
    const controls = [...document.querySelectorAll<HTMLElement>(`main :is(${focusable}), footer :is(${focusable})`)].filter(
      (element) => !element.matches(':disabled') && !element.closest('[inert]') && element.checkVisibility({ visibilityProperty: true }),
    );
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const nameOf = (element: HTMLElement) =>
      (
        element.getAttribute('aria-label') ||
        (element as HTMLInputElement).labels?.[0]?.textContent ||
        element.textContent ||
        element.tagName
      )
        .trim()
        .slice(0, 40);
    const ways: Array<[string, (element: HTMLElement) => void]> = [
      ['focused from the top', (element) => { window.scrollTo({ top: 0, behavior: 'instant' }); element.focus(); }],
      ['focused from the bottom', (element) => { window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }); element.focus(); }],
      ['scrolled to from the top', (element) => { window.scrollTo({ top: 0, behavior: 'instant' }); element.scrollIntoView({ block: 'nearest', behavior: 'instant' }); }],
      ['scrolled to from the bottom', (element) => { window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }); element.scrollIntoView({ block: 'nearest', behavior: 'instant' }); }],
    ];
    const problems: string[] = [];
    for (const control of controls) {
      for (const [way, bringIntoView] of ways) {
        // Focusing the element that already has focus would not scroll at all.
        (document.activeElement as HTMLElement | null)?.blur();
        bringIntoView(control);
        const box = control.getBoundingClientRect();
        for (const { name, element } of fixed) {
          if (overlaps(box, element.getBoundingClientRect())) problems.push(`${name} covers “${nameOf(control)}” ${way}`);
        }
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return problems;
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT } });

    test('no control brought into view is covered by the chat launcher or the header', async ({ page }) => {
      test.slow();
      // Everything in place at once: no scroll reveal, no carousel moving under the test.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: 'Open chat assistant' }), path).toBeVisible();
        if (path === '/success-stories') {
          await expect(page.getByRole('region', { name: 'Success stories' }).getByRole('button', { name: 'Next story' })).toBeVisible();
        }
        expect(await findCoveredControls(page), path).toEqual([]);
      }
    });
  });
}
