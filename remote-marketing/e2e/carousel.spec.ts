// User journey: browsing the success-stories carousel on a phone, a tablet
// and a desktop: cards per width, previous/next that wrap, dots, the progress
// bar, the position label, autoplay every 5 s and the ways to stop it.
// Time is Playwright's fake clock, so "5 seconds" is exact and instant.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '@vital/shared/e2e';
import { gotoWithApiReviews } from './page-helpers';

const STORIES = 8; // seeded in the portal API

const widths = [
  { width: 375, height: 812, perView: 1 },
  { width: 800, height: 1000, perView: 2 },
  { width: 1280, height: 900, perView: 3 },
] as const;

/**
 * The stories named by the position label for a start (0-based): one number for one card, "x-y"
 * while they run in order, each number in screen order ("8, 1 and 2") when the view wraps.
 */
function range(start: number, perView: number): string {
  const numbers = Array.from({ length: perView }, (_, offset) => ((start + offset) % STORIES) + 1);
  const first = numbers[0]!;
  const last = numbers[numbers.length - 1]!;
  if (numbers.length === 1) return String(first);
  if (last > first) return `${first}-${last}`;
  return `${numbers.slice(0, -1).join(', ')} and ${last}`;
}

function parts(page: Page) {
  const carousel = page.getByRole('region', { name: 'Success stories' });
  return {
    carousel,
    position: carousel.getByText(/^Showing .+ of \d+ success stories$/),
    slides: carousel.getByRole('group', { name: /^\d+ of \d+$/ }),
    toggle: carousel.getByRole('button', { name: /autoplay$/ }),
    dots: carousel.getByRole('group', { name: 'Choose a story' }).getByRole('button'),
  };
}

/**
 * Opens the page on the fake clock, waits for the API's stories, then stops
 * time and goes back to the first story (from the keyboard, so the pointer
 * stays away), whatever autoplay did while the page was loading.
 */
async function openCarousel(page: Page) {
  await page.clock.install();
  await gotoWithApiReviews(page, '/success-stories');
  const found = parts(page);
  await expect(found.position).toContainText(`of ${STORIES} success stories`);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await found.dots.first().focus();
  await page.keyboard.press('Enter');
  await expect(found.position).toHaveText(/^Showing 1[- ]/);
  return found;
}

/** Switch autoplay off and on from the keyboard: its 5 s start now, and the pointer stays away. */
async function restartAutoplay(page: Page, toggle: Locator) {
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveText('Start autoplay');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveText('Pause autoplay');
}

for (const { width, height, perView } of widths) {
  test.describe(`carousel at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`shows ${perView} card(s), wraps, jumps with dots and labels the position`, async ({ page }) => {
      const { carousel, position, slides, dots } = await openCarousel(page);
      await carousel.scrollIntoViewIfNeeded();
      await expect(slides).toHaveCount(perView);
      await expect(position).toHaveText(`Showing ${range(0, perView)} of ${STORIES} success stories`);
      await expect(dots).toHaveCount(STORIES);
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');

      // Previous from the first story wraps to the last.
      await carousel.getByRole('button', { name: 'Previous story' }).click();
      await expect(position).toHaveText(`Showing ${range(STORIES - 1, perView)} of ${STORIES} success stories`);
      await expect(slides.first()).toHaveAccessibleName(`${STORIES} of ${STORIES}`);
      // …and next from the last wraps to the first.
      await carousel.getByRole('button', { name: 'Next story' }).click();
      await expect(position).toHaveText(`Showing ${range(0, perView)} of ${STORIES} success stories`);

      await carousel.getByRole('button', { name: `Show story 5 of ${STORIES}` }).click();
      await expect(position).toHaveText(`Showing ${range(4, perView)} of ${STORIES} success stories`);
      await expect(dots.nth(4)).toHaveAttribute('aria-current', 'true');
      await expect(slides.first()).toHaveAccessibleName(`5 of ${STORIES}`);
      const track = carousel.getByTestId('carousel-progress');
      // The bar slides to its place: read it once it is there.
      await expect
        .poll(() => track.evaluate((element) => element.firstElementChild!.getBoundingClientRect().width / element.getBoundingClientRect().width))
        .toBeCloseTo(0.625, 2);

      // Each card has a rating read as one phrase and at most two results.
      await expect(slides.first().getByRole('img', { name: /^Rated [0-5](\.5)? out of 5$/ })).toHaveCount(1);
      for (const slide of await slides.all()) {
        const results = slide.getByRole('list', { name: 'Results' }).getByRole('listitem');
        expect(await results.count()).toBeLessThanOrEqual(2);
      }
    });
  });
}

/** A finger drawn across `target` from one side to the other, as a phone's touch screen reports it. */
async function swipe(page: Page, target: Locator, direction: 'left' | 'right') {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 6; step += 1) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 6, y }] });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

test.describe('carousel on a phone’s touch screen (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('a swipe to the left shows the next story, to the right the one before, wrapping', async ({ page }) => {
    const { carousel, position } = await openCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    await swipe(page, carousel.getByRole('group', { name: `1 of ${STORIES}` }), 'left');
    await expect(position).toHaveText(`Showing 2 of ${STORIES} success stories`);
    await swipe(page, carousel.getByRole('group', { name: `2 of ${STORIES}` }), 'right');
    await expect(position).toHaveText(`Showing 1 of ${STORIES} success stories`);
    await swipe(page, carousel.getByRole('group', { name: `1 of ${STORIES}` }), 'right');
    await expect(position).toHaveText(`Showing ${STORIES} of ${STORIES} success stories`);
  });

  test('a visitor who asks for less motion swipes too, and the story changes without moving', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { carousel, position, toggle } = await openCarousel(page);
    await expect(toggle).toHaveText('Start autoplay');
    await carousel.scrollIntoViewIfNeeded();
    await swipe(page, carousel.getByRole('group', { name: `1 of ${STORIES}` }), 'left');
    await expect(position).toHaveText(`Showing 2 of ${STORIES} success stories`);
    // Reduced motion leaves each animation 0.01 ms long (global-styles.tsx): on a busy machine one may not
    // have had its frame yet, so what counts as moving is an animation that lasts.
    const moving = await carousel.evaluate((element) =>
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.playState === 'running' && Number(animation.effect?.getComputedTiming().duration) > 1).length,
    );
    expect(moving).toBe(0);
  });
});

for (const { width, height, perView } of widths) {
  test.describe(`carousel height at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('keeps one height from story to story, so what follows it never jumps', async ({ page }) => {
      const { carousel, dots } = await openCarousel(page);
      const below = page.getByRole('heading', { level: 2, name: 'Success Across 12 Industries' });
      const heights = new Set<number>();
      const tops = new Set<number>();
      for (let story = 1; story <= STORIES; story += 1) {
        await dots.nth(story - 1).click();
        await expect(carousel.getByRole('group', { name: /^\d+ of \d+$/ }).first()).toHaveAccessibleName(`${story} of ${STORIES}`);
        heights.add(Math.round((await carousel.boundingBox())!.height));
        tops.add(Math.round(await below.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)));
      }
      expect([...heights], `the carousel's heights at ${width} px (${perView} per view)`).toHaveLength(1);
      expect([...tops], 'where the next section starts').toHaveLength(1);
    });
  });
}

test.describe('carousel autoplay, at 1280 px (the other widths only change how many cards a step shows)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('autoplay moves one story every 5 s, wraps, and stops when paused', async ({ page }) => {
    const { position, toggle } = await openCarousel(page);
    await restartAutoplay(page, toggle);

    await page.clock.runFor(4900);
    await expect(position).toHaveText(`Showing ${range(0, 3)} of ${STORIES} success stories`);
    await page.clock.runFor(100);
    await expect(position).toHaveText(`Showing ${range(1, 3)} of ${STORIES} success stories`);
    // While it rotates, the position is not announced every 5 s.
    await expect(position).toHaveAttribute('aria-live', 'off');

    for (let start = 2; start <= STORIES; start += 1) {
      await page.clock.runFor(5000);
      await expect(position).toHaveText(`Showing ${range(start % STORIES, 3)} of ${STORIES} success stories`);
    }

    await toggle.press('Enter');
    await expect(toggle).toHaveText('Start autoplay');
    await expect(position).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(20_000);
    await expect(position).toHaveText(`Showing ${range(0, 3)} of ${STORIES} success stories`);
  });
});

test.describe('carousel pauses for the visitor', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('while the pointer is over it', async ({ page }) => {
    const { carousel, position, toggle } = await openCarousel(page);
    await restartAutoplay(page, toggle);
    await carousel.getByRole('group', { name: `1 of ${STORIES}` }).hover();
    await page.clock.runFor(15_000);
    await expect(position).toHaveText('Showing 1-3 of 8 success stories');
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect(position).toHaveText('Showing 2-4 of 8 success stories');
  });

  test('while keyboard focus is on its controls, which all work from the keyboard', async ({ page }) => {
    const { carousel, position, toggle } = await openCarousel(page);
    await restartAutoplay(page, toggle);
    const next = carousel.getByRole('button', { name: 'Next story' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(position).toHaveText('Showing 2-4 of 8 success stories');
    // Announced, since autoplay is paused while focus is here.
    await expect(position).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(15_000);
    await expect(position).toHaveText('Showing 2-4 of 8 success stories');

    await page.keyboard.press('Shift+Tab'); // the last dot
    await expect(carousel.getByRole('button', { name: 'Show story 8 of 8' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(position).toHaveText('Showing 8, 1 and 2 of 8 success stories');
    const outline = await carousel
      .getByRole('button', { name: 'Show story 8 of 8' })
      .evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline, 'focus is visible').not.toBe('none');
  });

  test('by default when it prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { position, toggle } = await openCarousel(page);
    await expect(toggle).toHaveText('Start autoplay');
    await page.clock.runFor(20_000);
    await expect(position).toHaveText('Showing 1-3 of 8 success stories');
  });
});
