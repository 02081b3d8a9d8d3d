import type { Review } from '@vital/shared';
import { act, fireEvent, providePointerEvents, renderWithProviders, screen, within } from '@vital/shared/testing';
import { StoryCarousel } from './story-carousel';

const story = (n: number, fields: Partial<Review> = {}): Review => ({
  id: `story-${n}`,
  type: 'professional',
  name: `Person ${n}`,
  text: `Story number ${n}.`,
  rating: 5,
  imageUrl: null,
  title: `Title ${n}`,
  results: [],
  companyName: null,
  industry: null,
  profession: null,
  position: null,
  previousRole: null,
  avatar: null,
  ...fields,
});

const eight = Array.from({ length: 8 }, (_, index) => story(index + 1));

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function mockReducedMotion(isReduced: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: isReduced && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const carousel = () => screen.getByRole('region', { name: 'Success stories' });
const slides = () => within(carousel()).getAllByRole('group', { name: /^\d+ of \d+$/ });
const slideTitles = () => slides().map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent);
const position = () => screen.getByText(/^Showing .+ of \d+ success stories$/);

function renderCarousel(stories: Review[] | undefined) {
  return renderWithProviders(<StoryCarousel stories={stories} label="Success stories" />);
}

beforeEach(() => setViewportWidth(1280));
providePointerEvents();

/** A stroke across the stories from `from` to `to` (x, y), by finger or mouse. */
function stroke(from: [number, number], to: [number, number], pointerType = 'touch') {
  const stories = document.getElementById(screen.getByRole('button', { name: 'Next story' }).getAttribute('aria-controls')!)!;
  fireEvent.pointerDown(stories, { pointerId: 7, pointerType, clientX: from[0], clientY: from[1] });
  fireEvent.pointerUp(stories, { pointerId: 7, pointerType, clientX: to[0], clientY: to[1] });
}

describe('StoryCarousel: what it shows', () => {
  it('says it is loading until the stories arrive', () => {
    renderCarousel(undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Loading success stories…');
  });

  it("says 'No reviews yet.' for an empty list", () => {
    renderCarousel([]);
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Success stories' })).not.toBeInTheDocument();
  });

  it.each([
    [375, 1, 'Showing 1 of 8 success stories'],
    [800, 2, 'Showing 1-2 of 8 success stories'],
    [1280, 3, 'Showing 1-3 of 8 success stories'],
  ])('at %i px shows %i card(s) and "%s"', (width, count, label) => {
    setViewportWidth(width);
    renderCarousel(eight);
    expect(slides()).toHaveLength(count);
    expect(position()).toHaveTextContent(label);
  });

  it('follows the viewport when it is resized', () => {
    renderCarousel(eight);
    expect(slides()).toHaveLength(3);
    act(() => setViewportWidth(600));
    expect(slides()).toHaveLength(1);
  });

  it('is a labelled carousel of labelled slides', () => {
    renderCarousel(eight);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 8', '2 of 8', '3 of 8']);
    slides().forEach((slide) => expect(slide).toHaveAttribute('aria-roledescription', 'slide'));
  });

  it('never shows a story twice in one view: two stories are two cards, counted as two', () => {
    renderCarousel([story(1), story(2)]);
    expect(slideTitles()).toEqual(['Title 1', 'Title 2']);
    expect(position()).toHaveTextContent('Showing 1-2 of 2 success stories');
    expect(within(carousel()).getAllByRole('button', { name: /^Show story/ })).toHaveLength(2);
  });

  it('shows at most two result badges per card', () => {
    renderCarousel([story(1, { results: ['Hired in 12 days', 'Salary up 22%', 'Promoted'] }), story(2), story(3)]);
    const results = within(slides()[0]!).getByRole('list', { name: 'Results' });
    expect(within(results).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Hired in 12 days',
      'Salary up 22%',
    ]);
  });

  it('reads the rating as stars with a label, clamped to 0–5', () => {
    renderCarousel([story(1, { rating: 4.5 }), story(2, { rating: 0 }), story(3, { rating: 9 })]);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('shows who told the story: type, role change, company and industry', () => {
    renderCarousel([
      story(1, { previousRole: 'Staff Nurse', position: 'Ward Manager', industry: 'Healthcare' }),
      story(2, { type: 'company', position: 'CTO', companyName: 'Northwind Analytics', industry: 'IT & Technology' }),
      story(3, { title: null, name: 'Anonymous' }),
    ]);
    const [first, second, third] = slides();
    expect(first).toHaveTextContent('Professional');
    expect(first).toHaveTextContent('Staff Nurse → Ward Manager');
    expect(second).toHaveTextContent('Company');
    expect(second).toHaveTextContent('Northwind Analytics · IT & Technology');
    // Without a title, the name is the card's heading.
    expect(within(third!).getByRole('heading', { level: 3 })).toHaveTextContent('Anonymous');
  });

  it('replaces a photo that fails to load with initials', () => {
    renderCarousel([story(1, { name: 'Maria Santos', imageUrl: 'http://api.test/storage/x.png' }), story(2), story(3)]);
    const photo = slides()[0]!.querySelector('img');
    expect(photo).toHaveAttribute('width', '48');
    expect(photo).toHaveAttribute('loading', 'lazy');
    fireEvent.error(photo!);
    expect(slides()[0]!.querySelector('img')).toBeNull();
    expect(slides()[0]).toHaveTextContent('MS');
  });
});

describe('StoryCarousel: moving around', () => {
  it('previous and next wrap around', async () => {
    const { user } = renderCarousel(eight);
    await user.click(screen.getByRole('button', { name: 'Previous story' }));
    expect(position()).toHaveTextContent('Showing 8, 1 and 2 of 8 success stories');
    expect(slideTitles()).toEqual(['Title 8', 'Title 1', 'Title 2']);
    await user.click(screen.getByRole('button', { name: 'Next story' }));
    await user.click(screen.getByRole('button', { name: 'Next story' }));
    expect(position()).toHaveTextContent('Showing 2-4 of 8 success stories');
  });

  it('a swipe to the left shows the next story, to the right the one before, wrapping', () => {
    setViewportWidth(375);
    renderCarousel(eight);
    act(() => stroke([300, 200], [100, 210]));
    expect(position()).toHaveTextContent('Showing 2 of 8 success stories');
    act(() => stroke([100, 200], [300, 190]));
    act(() => stroke([100, 200], [300, 190]));
    expect(position()).toHaveTextContent('Showing 8 of 8 success stories');
  });

  it('a vertical stroke, a short one, one the browser cancels and a mouse drag leave it where it is', () => {
    setViewportWidth(375);
    renderCarousel(eight);
    act(() => stroke([200, 100], [150, 400]));
    act(() => stroke([200, 100], [190, 100]));
    act(() => stroke([300, 200], [100, 200], 'mouse'));
    const stories = document.getElementById(screen.getByRole('button', { name: 'Next story' }).getAttribute('aria-controls')!)!;
    act(() => {
      fireEvent.pointerDown(stories, { pointerId: 3, pointerType: 'touch', clientX: 300, clientY: 200 });
      fireEvent.pointerCancel(stories, { pointerId: 3, pointerType: 'touch' });
      fireEvent.pointerUp(stories, { pointerId: 3, pointerType: 'touch', clientX: 100, clientY: 200 });
    });
    expect(position()).toHaveTextContent('Showing 1 of 8 success stories');
  });

  it('lays every story out unseen behind those shown, so it keeps one height whichever it shows', () => {
    renderCarousel(eight);
    const sizers = [...carousel().querySelectorAll('[aria-hidden="true"][inert]')];
    expect(sizers.map((sizer) => sizer.querySelector('h3')?.textContent)).toEqual(eight.map((told) => told.title));
    // Unseen cards download no photos.
    expect(sizers.some((sizer) => sizer.querySelector('img'))).toBe(false);
  });

  it('dots jump to a story and mark the current one', async () => {
    const { user } = renderCarousel(eight);
    const dots = within(screen.getByRole('group', { name: 'Choose a story' })).getAllByRole('button');
    expect(dots).toHaveLength(8);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Show story 7 of 8' }));
    expect(position()).toHaveTextContent('Showing 7, 8 and 1 of 8 success stories');
    expect(screen.getByRole('button', { name: 'Show story 7 of 8' })).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('moves the progress bar with the position', async () => {
    const { user } = renderCarousel(eight);
    const fill = () => screen.getByTestId('carousel-progress').firstElementChild as HTMLElement;
    expect(fill()).toHaveStyle({ width: '12.5%' });
    await user.click(screen.getByRole('button', { name: 'Show story 4 of 8' }));
    expect(fill()).toHaveStyle({ width: '50%' });
  });
});

describe('StoryCarousel: autoplay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('advances every 5 seconds and wraps', () => {
    renderCarousel(eight);
    tick(4999);
    expect(position()).toHaveTextContent('Showing 1-3 of 8');
    tick(1);
    expect(position()).toHaveTextContent('Showing 2-4 of 8');
    for (let step = 0; step < 7; step += 1) tick(5000);
    expect(position()).toHaveTextContent('Showing 1-3 of 8');
  });

  it('keeps the position quiet for screen readers while it rotates, and announces it when stopped', () => {
    renderCarousel(eight);
    expect(position()).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause autoplay' }));
    expect(position()).toHaveAttribute('aria-live', 'polite');
  });

  it('can be switched off and on again', () => {
    renderCarousel(eight);
    fireEvent.click(screen.getByRole('button', { name: 'Pause autoplay' }));
    tick(20_000);
    expect(position()).toHaveTextContent('Showing 1-3 of 8');
    fireEvent.click(screen.getByRole('button', { name: 'Start autoplay' }));
    tick(5000);
    expect(position()).toHaveTextContent('Showing 2-4 of 8');
  });

  it('pauses while the pointer is over the carousel', () => {
    renderCarousel(eight);
    fireEvent.mouseEnter(carousel());
    tick(15_000);
    expect(position()).toHaveTextContent('Showing 1-3 of 8');
    fireEvent.mouseLeave(carousel());
    tick(5000);
    expect(position()).toHaveTextContent('Showing 2-4 of 8');
  });

  it('pauses while keyboard focus is on the stories or their controls', () => {
    renderCarousel(eight);
    const next = screen.getByRole('button', { name: 'Next story' });
    act(() => next.focus());
    tick(15_000);
    expect(position()).toHaveTextContent('Showing 1-3 of 8');
    act(() => next.blur());
    tick(5000);
    expect(position()).toHaveTextContent('Showing 2-4 of 8');
  });

  it('keeps running while focus is on the autoplay button, so switching it on from the keyboard shows it working', () => {
    renderCarousel(eight);
    const toggle = screen.getByRole('button', { name: 'Pause autoplay' });
    act(() => toggle.focus());
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Start autoplay' }));
    tick(5000);
    expect(position()).toHaveTextContent('Showing 2-4 of 8');
  });

  it('starts the interval over after the visitor moves the carousel', () => {
    renderCarousel(eight);
    tick(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Show story 5 of 8' }));
    tick(4000);
    expect(position()).toHaveTextContent('Showing 5-7 of 8');
    tick(1000);
    expect(position()).toHaveTextContent('Showing 6-8 of 8');
  });

  it('is off when the visitor prefers reduced motion, and can still be switched on', () => {
    mockReducedMotion(true);
    renderCarousel(eight);
    tick(20_000);
    expect(position()).toHaveTextContent('Showing 1-3 of 8');
    fireEvent.click(screen.getByRole('button', { name: 'Start autoplay' }));
    tick(5000);
    expect(position()).toHaveTextContent('Showing 2-4 of 8');
  });
});
