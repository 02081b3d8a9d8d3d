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

/**
 * The open mobile menu, which scrolls on its own when the screen is short: each of its controls,
 * scrolled or focused into view, must be on top wherever the chat launcher's box meets it (and at
 * its centre), so a tap there reaches the control and not the launcher.
 */
function findCoveredMenuControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const menu = document.querySelector<HTMLElement>('#mobile-menu');
    const launcher = document.querySelector<HTMLElement>('button[aria-label="Open chat assistant"]');
    if (!menu || !launcher) return ['the mobile menu or the chat launcher is missing'];
    const controls = [...menu.querySelectorAll<HTMLElement>('a[href], button')].filter((element) => element.checkVisibility());
    const problems: string[] = [];
    for (const control of controls) {
      for (const [way, bringIntoView] of [
        ['as the menu opens', () => {}],
        ['focused', () => control.focus()],
        ['scrolled to', () => control.scrollIntoView({ block: 'nearest', behavior: 'instant' })],
      ] as const) {
        (document.activeElement as HTMLElement | null)?.blur();
        menu.scrollTop = 0;
        bringIntoView();
        const box = control.getBoundingClientRect();
        // Below the fold of a menu that scrolls: nothing to tap yet.
        if (box.top >= window.innerHeight) continue;
        const fixed = launcher.getBoundingClientRect();
        const points = [[box.left + box.width / 2, box.top + box.height / 2]];
        const overlap = {
          left: Math.max(box.left, fixed.left),
          right: Math.min(box.right, fixed.right),
          top: Math.max(box.top, fixed.top),
          bottom: Math.min(box.bottom, fixed.bottom),
        };
        if (overlap.left < overlap.right && overlap.top < overlap.bottom) {
          points.push([(overlap.left + overlap.right) / 2, (overlap.top + overlap.bottom) / 2]);
        }
        for (const [x, y] of points) {
          const hit = document.elementFromPoint(x!, y!);
          if (!hit || !control.contains(hit)) {
            const by = hit?.closest('button, a')?.getAttribute('aria-label') ?? hit?.tagName ?? 'nothing';
            problems.push(`“${control.textContent?.trim()}” ${way} in the mobile menu is covered by ${by}`);
            break;
          }
        }
      }
    }
    return problems;
  });
}

/** The controls of the main content the chat launcher sits over, the page scrolled as it is. */
function findControlsUnderLauncher(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>('button[aria-label="Open chat assistant"]')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('main :is(a[href], button, input, select, textarea)')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.left < launcher.right && launcher.left < box.right && box.top < launcher.bottom && launcher.top < box.bottom;
      })
      .map((control) => (control.getAttribute('aria-label') || control.textContent || control.tagName).trim());
  });
}

// Each page is loaded once and then resized through the widths, as a visitor turning a tablet or
// resizing a window would (the layouts follow the width through CSS and resize listeners): loading
// it again per width tested nothing more and cost a page load each.
test.describe('fixed overlays at every width', () => {
  // Everything in place at once: no scroll reveal, no carousel moving under the test.
  test.use({ reducedMotion: 'reduce', viewport: { width: WIDTHS[0]!, height: HEIGHT } });

  for (const path of PAGES) {
    test(`${path}: no control brought into view is covered by the chat launcher or the header, from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, async ({
      page,
    }) => {
      test.slow();
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        // Counted where it stands even while it steps aside at a phone's first view (quality.spec.ts checks that view).
        await expect(page.locator('button[aria-label="Open chat assistant"]'), `${width} px`).toBeAttached();
        if (path === '/success-stories') {
          await expect(page.getByRole('region', { name: 'Success stories' }).getByRole('button', { name: 'Next story' })).toBeVisible();
        }
        expect(await findCoveredControls(page), `${path} at ${width} px`).toEqual([]);
      }
    });
  }

  test('as the success stories page opens, at any width and height, the chat launcher covers none of the carousel controls', async ({ page }) => {
    await page.goto('/success-stories');
    await expect(page.getByRole('region', { name: 'Success stories' }).getByRole('button', { name: 'Next story' })).toBeVisible();
    for (const width of WIDTHS) {
      for (let height = 560; height <= 1200; height += 40) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        expect(await findControlsUnderLauncher(page), `${width} × ${height}`).toEqual([]);
      }
    }
  });

  for (const width of WIDTHS.filter((candidate) => candidate < 1024)) {
    for (const height of [560, HEIGHT]) {
      test(`at ${width} × ${height} px, no control of the open mobile menu is covered by the chat launcher or anything else`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto('/about');
        await expect(page.getByRole('button', { name: 'Open chat assistant' })).toBeVisible();
        await page.getByRole('button', { name: 'Open menu' }).click();
        // The longest the menu gets: a group expanded.
        await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Industries' }).click();
        expect(await findCoveredMenuControls(page)).toEqual([]);
      });
    }
  }
});
