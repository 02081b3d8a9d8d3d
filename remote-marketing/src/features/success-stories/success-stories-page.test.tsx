import { successStoriesSamples } from '@vital/shared';
import {
  act,
  answerApi,
  apiOk,
  createTestConfig,
  networkError,
  renderWithProviders,
  reply,
  screen,
  within,
  type Reply,
} from '@vital/shared/testing';
import { closingBand, sectionNamed } from '../page-blocks/page-queries';
import { successStories } from './content/success-stories';
import { SuccessStoriesPage } from './success-stories-page';

const config = createTestConfig({ apiBase: 'http://api.test' });

/** Answers the reviews call, the only call of this page, with `answer`. */
const serveReviews = (answer: Reply) => answerApi('/api/reviews', answer);

async function renderPage() {
  const rendered = renderWithProviders(<SuccessStoriesPage />, { config, route: '/success-stories' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return rendered;
}

const carousel = () => screen.getByRole('region', { name: 'Success stories' });

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
});

describe('Success Stories page', () => {
  it('has one h1 and the four figures', async () => {
    apiOk('/api/reviews', []);
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const figures = screen.getByLabelText(successStories.highlights.label);
    expect(within(figures).getAllByRole('definition').map((value) => value.textContent)).toEqual(['10,000+', '98%', '50%', '95%']);
  });

  it('shows the stories from the server in the carousel', async () => {
    apiOk('/api/reviews', [
      { type: 'professional', reviewer_name: 'Maria Santos', review: 'Great.', title: 'Ward manager' },
      { type: 'company', reviewer_name: 'Daniel Brooks', review: 'Fast.', title: 'Data team' },
      { type: 'company', reviewer_name: 'Rebecca Stone', review: 'Smooth.', title: 'Seasonal hiring' },
      { type: 'professional', reviewer_name: 'Lucas Moreau', review: 'Licensed.', title: 'Licensed and hired' },
    ]);
    await renderPage();
    expect(within(carousel()).getByText('Showing 1-3 of 4 success stories')).toBeInTheDocument();
    expect(within(carousel()).getByRole('heading', { name: 'Ward manager' })).toBeInTheDocument();
  });

  it.each([
    ['fails', reply(500, { success: false, message: 'Down' })],
    ['is unsuccessful', reply(200, { success: false, message: 'No' })],
    ['cannot reach the server', networkError],
  ])('shows the six built-in stories when the reviews call %s', async (_case, answer) => {
    serveReviews(answer);
    await renderPage();
    expect(within(carousel()).getByText('Showing 1-3 of 6 success stories')).toBeInTheDocument();
    expect(within(carousel()).getByRole('heading', { name: successStoriesSamples[0]!.title! })).toBeInTheDocument();
  });

  it("says 'No reviews yet.' when the server has none", async () => {
    apiOk('/api/reviews', []);
    await renderPage();
    expect(within(sectionNamed(successStories.stories.heading.title)).getByText('No reviews yet.')).toBeInTheDocument();
  });

  it('shows twelve industry tiles', async () => {
    apiOk('/api/reviews', []);
    await renderPage();
    const industries = sectionNamed(successStories.industries.heading.title);
    expect(within(industries).getAllByRole('listitem').map((tile) => tile.textContent)).toEqual(
      successStories.industries.items.map((item) => item.name),
    );
    expect(successStories.industries.items).toHaveLength(12);
  });

  it('closes with buttons to /find-opportunities and /for-companies', async () => {
    apiOk('/api/reviews', []);
    await renderPage();
    const closing = closingBand(successStories.closing.title);
    expect(within(closing).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/find-opportunities',
      '/for-companies',
    ]);
  });
});
