import { industryFigures, industryGrowth, type IndustryId } from '@vital/shared';
import {
  act,
  answerApi,
  createTestConfig,
  ok,
  renderWithProviders,
  reply,
  requestCount,
  screen,
  within,
  type Reply,
} from '@vital/shared/testing';
import { cardTitles, closingBand, sectionNamed } from '../page-blocks/page-queries';
import { forProfessionals } from './content/for-professionals';
import { ForProfessionalsPage } from './for-professionals-page';

const config = createTestConfig({
  apiBase: 'http://api.test',
  portalUrl: 'https://portal.test',
  portalPaths: { findOpportunities: '/jobs/search', uploadCv: '/cv/new' },
});

const apiReview = (name: string, type: 'professional' | 'company', title: string) => ({
  type,
  reviewer_name: name,
  review: `${name} found the right fit.`,
  rating: 5,
  title,
  results: ['Hired in 12 days'],
});

/** Answers the reviews call with `answer`; nothing else is called on this page. */
const serveReviews = (answer: Reply) => answerApi('/api/reviews', answer);

/** Renders the page and lets the reviews call settle. */
async function renderPage() {
  const rendered = renderWithProviders(<ForProfessionalsPage />, { config, route: '/for-professionals' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return rendered;
}

describe('For Professionals page', () => {
  it('has one h1 and Find Jobs / Upload CV going to the configured portal', async () => {
    serveReviews(ok([]));
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find Your Next Opportunity');
    expect(screen.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', 'https://portal.test/jobs/search');
    expect(screen.getByRole('link', { name: 'Upload CV' })).toHaveAttribute('href', 'https://portal.test/cv/new');
  });

  it('says job matching is free and only premium training and certification are paid', async () => {
    serveReviews(ok([]));
    await renderPage();
    expect(screen.getByText(forProfessionals.intro.lead)).toBeInTheDocument();
    const services = sectionNamed(forProfessionals.services.heading.title);
    expect(cardTitles(services)).toEqual(['Free Job Matching', 'Career Coaching', 'Premium Training & Certification']);
    expect(within(services).getByText('Always free for professionals')).toBeInTheDocument();
    expect(within(services).getByText('Placement in 15 days or less')).toBeInTheDocument();
  });

  it('lists six industries with job counts and growth, each linking to its page', async () => {
    serveReviews(ok([]));
    await renderPage();
    const industries = sectionNamed('Opportunities Across Industries');
    const links = within(industries).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['IT & Technology', '/industries/it'],
      ['Healthcare', '/industries/healthcare'],
      ['Engineering', '/industries/engineering'],
      ['Finance & Banking', '/industries/finance'],
      ['Manufacturing', '/industries/manufacturing'],
      ['Other Industries', '/industries/others'],
    ]);
    const it = within(industries).getByRole('heading', { name: 'IT & Technology' }).parentElement as HTMLElement;
    expect(it).toHaveTextContent('2,500+ open roles');
    expect(it).toHaveTextContent('+15% growth');
  });

  it('shows only the industry figures the spec gives, the same as every other page (one shared source)', async () => {
    serveReviews(ok([]));
    await renderPage();
    const industries = sectionNamed('Opportunities Across Industries');
    const tile = (name: string) => (within(industries).getByRole('heading', { name }).parentElement as HTMLElement).textContent;
    const expected: Array<[string, IndustryId]> = [
      ['IT & Technology', 'it'],
      ['Healthcare', 'healthcare'],
      ['Engineering', 'engineering'],
      ['Finance & Banking', 'finance'],
      ['Manufacturing', 'manufacturing'],
      ['Other Industries', 'others'],
    ];
    for (const [name, id] of expected) {
      expect(tile(name)).toContain(`${industryFigures[id].openings} open roles`);
      // Only IT, Healthcare and Engineering have a growth figure: no page may make one up (decision 012).
      const growth = industryGrowth(id);
      if (growth) expect(tile(name)).toContain(`${growth} growth`);
      else expect(tile(name)).not.toMatch(/%|growth/);
    }
    expect(industries).not.toHaveTextContent(/\+10%|\+6%|\+9%/);
  });

  it('walks through the 4-step path', async () => {
    serveReviews(ok([]));
    await renderPage();
    const path = sectionNamed(forProfessionals.path.heading.title);
    expect(cardTitles(path)).toEqual(forProfessionals.path.steps.map((step) => step.title));
  });

  it("shows professionals' success stories from the server", async () => {
    serveReviews(
      ok([
        apiReview('Maria Santos', 'professional', 'From night shifts to ward manager'),
        apiReview('Daniel Brooks', 'company', 'A complete data team in six weeks'),
        apiReview('Kenji Watanabe', 'professional', 'Matched with a team that fits'),
      ]),
    );
    await renderPage();
    const carousel = await screen.findByRole('region', { name: 'Success stories' });
    // The two professionals' stories, each once (the company's is not for this page).
    expect(within(carousel).getByText('Showing 1-2 of 2 success stories')).toBeInTheDocument();
    const slides = within(carousel).getAllByRole('group', { name: /^\d of 2$/ });
    expect(slides.map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'From night shifts to ward manager',
      'Matched with a team that fits',
    ]);
    expect(within(carousel).queryByText('Daniel Brooks')).not.toBeInTheDocument();
  });

  it.each([
    ['an empty list', ok([])],
    ['a failed call', reply(500, { success: false, message: 'Down' })],
    ['an unsuccessful answer', reply(200, { success: false })],
  ])('leaves the success stories out for %s', async (_case, answer) => {
    serveReviews(answer);
    await renderPage();
    expect(requestCount()).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: forProfessionals.stories.heading.title })).not.toBeInTheDocument();
    expect(screen.queryByText(/success stories$/)).not.toBeInTheDocument();
  });

  it('closes with Create Free Profile to the sign-up page', async () => {
    serveReviews(ok([]));
    await renderPage();
    const closing = closingBand(forProfessionals.closing.title);
    expect(within(closing).getByRole('link', { name: 'Create Free Profile' })).toHaveAttribute('href', '/signup');
    expect(within(closing).getByRole('link', { name: forProfessionals.closing.actions[1].label })).toHaveAttribute('href', '/contact');
  });
});
