import { tokens } from '@vital/shared';
import {
  cardsPerView,
  nextIndex,
  previousIndex,
  progressPercent,
  ratingStars,
  resultBadges,
  SWIPE_MIN_PX,
  swipeStep,
  visibleIndexes,
  visibleStories,
  wrapIndex,
} from './carousel-logic';
import { carouselCopy } from './content/carousel';

describe('cardsPerView (1 under 768 px, 2 under 1024 px, else 3)', () => {
  it.each([
    [320, 1],
    [375, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
    [1280, 3],
    [2560, 3],
  ])('%i px → %i', (width, expected) => {
    expect(cardsPerView(width)).toBe(expected);
  });

  it('reads its breakpoints from the theme tokens', () => {
    expect(cardsPerView(tokens.breakpoints.md - 1)).toBe(1);
    expect(cardsPerView(tokens.breakpoints.md)).toBe(2);
    expect(cardsPerView(tokens.breakpoints.lg)).toBe(3);
  });
});

describe('wrapping (previous/next/autoplay wrap around)', () => {
  it('brings any index into range', () => {
    expect(wrapIndex(8, 8)).toBe(0);
    expect(wrapIndex(-1, 8)).toBe(7);
    expect(wrapIndex(17, 8)).toBe(1);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('goes from the last to the first and back', () => {
    expect(nextIndex(7, 8)).toBe(0);
    expect(nextIndex(2, 8)).toBe(3);
    expect(previousIndex(0, 8)).toBe(7);
    expect(previousIndex(5, 8)).toBe(4);
  });
});

describe('visible stories and the position label', () => {
  it('shows perView stories from the start, wrapping past the end', () => {
    expect(visibleIndexes(0, 3, 8)).toEqual([0, 1, 2]);
    expect(visibleIndexes(6, 3, 8)).toEqual([6, 7, 0]);
    expect(visibleIndexes(7, 3, 8)).toEqual([7, 0, 1]);
    expect(visibleIndexes(7, 1, 8)).toEqual([7]);
  });

  it('never shows a story twice in one view', () => {
    expect(visibleIndexes(1, 3, 2)).toEqual([1, 0]);
  });

  it.each([
    [0, 3, 8, 'Showing 1-3 of 8 success stories'],
    [4, 2, 8, 'Showing 5-6 of 8 success stories'],
    [0, 3, 3, 'Showing 1-3 of 3 success stories'],
    // One card per view: one story, not a range from a story to itself.
    [2, 1, 8, 'Showing 3 of 8 success stories'],
    [7, 1, 8, 'Showing 8 of 8 success stories'],
    // Wrapping: each story on screen, in the order it appears, never a range that runs backwards.
    [7, 3, 8, 'Showing 8, 1 and 2 of 8 success stories'],
    [6, 3, 8, 'Showing 7, 8 and 1 of 8 success stories'],
    [7, 2, 8, 'Showing 8 and 1 of 8 success stories'],
    [2, 3, 3, 'Showing 3, 1 and 2 of 3 success stories'],
    // Two stories with three cards per view show both, wrapped: "2 and 1".
    [1, 3, 2, 'Showing 2 and 1 of 2 success stories'],
  ])('start %i, %i per view, %i stories → "%s"', (start, perView, count, label) => {
    expect(carouselCopy.showing(visibleStories(start, perView, count), count)).toBe(label);
  });

  it('fills the progress bar by position', () => {
    expect(progressPercent(0, 8)).toBe(12.5);
    expect(progressPercent(7, 8)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe('swipeStep (a finger drawn across the stories)', () => {
  it.each([
    [-120, 10, 1, 'leftwards: the next story'],
    [120, -10, -1, 'rightwards: the one before'],
    [-SWIPE_MIN_PX, 0, 1, 'exactly as far as needed'],
    [-(SWIPE_MIN_PX - 1), 0, 0, 'too short: a tap or a wobble'],
    [-60, 80, 0, 'more down than across: the page scrolling'],
    [-60, -60, 0, 'as much up as across'],
  ])('dx %i, dy %i → %i (%s)', (dx, dy, step) => {
    expect(swipeStep(dx, dy)).toBe(step);
  });
});

describe('result badges (at most 2 per card)', () => {
  it('keeps the first two', () => {
    expect(resultBadges(['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(resultBadges(['a'])).toEqual(['a']);
    expect(resultBadges([])).toEqual([]);
  });
});

describe('ratingStars (0–5, default 5)', () => {
  it.each([
    [5, ['full', 'full', 'full', 'full', 'full'], 5],
    [4.5, ['full', 'full', 'full', 'full', 'half'], 4.5],
    [4.3, ['full', 'full', 'full', 'full', 'half'], 4.5],
    [4.2, ['full', 'full', 'full', 'full', 'empty'], 4],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty'], 0],
    [7, ['full', 'full', 'full', 'full', 'full'], 5],
    [-2, ['empty', 'empty', 'empty', 'empty', 'empty'], 0],
    [Number.NaN, ['full', 'full', 'full', 'full', 'full'], 5],
  ])('%d → %j', (rating, stars, value) => {
    expect(ratingStars(rating)).toEqual({ stars, value });
  });

  it('gives the rating an accessible phrase', () => {
    const { value } = ratingStars(4.5);
    expect(carouselCopy.rating(value, 5)).toBe('Rated 4.5 out of 5');
  });
});
