import { apiOk, apiPending, createTestConfig, renderWithProviders, screen, testUsers, waitFor, within } from '@vital/shared/testing';
import { homeHero, homeIndustries, homeServices, whyChooseUs } from './content/home';
import { HomePage } from './home-page';

const config = createTestConfig({ portalUrl: 'https://portal.test' });

const section = (name: string) => screen.getByRole('region', { name });

describe('HomePage hero', () => {
  beforeEach(() => {
    apiPending('/api/services');
  });

  it('offers Get Started and the portal Login to visitors', () => {
    renderWithProviders(<HomePage />, { config });
    expect(screen.getByRole('heading', { level: 1, name: homeHero.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', 'https://portal.test/login');
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  });

  it('offers the dashboard and Post Requirements to a company user', () => {
    renderWithProviders(<HomePage />, { config, user: testUsers.company });
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Post Requirements' })).toHaveAttribute('href', '/post-requirements');
    expect(screen.queryByRole('link', { name: 'Find Jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('offers the dashboard and Find Jobs to a professional', () => {
    renderWithProviders(<HomePage />, { config, user: testUsers.professional });
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/find-opportunities');
    expect(screen.queryByRole('link', { name: 'Post Requirements' })).not.toBeInTheDocument();
  });

  it('shows the marketing claims', () => {
    renderWithProviders(<HomePage />, { config });
    const stats = within(screen.getByLabelText(homeHero.statsLabel));
    const claims: Array<[string, string]> = [
      ['50K+', 'Professionals'],
      ['2K+', 'Companies'],
      ['95%', 'Success Rate'],
      ['50+', 'Countries'],
      ['24h', 'Average Matching'],
    ];
    for (const [value, label] of claims) {
      expect(stats.getByText(value)).toBeInTheDocument();
      expect(stats.getByText(label)).toBeInTheDocument();
    }
  });
});

describe('HomePage why choose us', () => {
  it('shows the six benefit cards of the content file', () => {
    apiPending('/api/services');
    renderWithProviders(<HomePage />, { config });
    const why = within(section(whyChooseUs.heading.title));
    expect(whyChooseUs.benefits).toHaveLength(6);
    expect(why.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      whyChooseUs.benefits.map((benefit) => benefit.title),
    );
    for (const benefit of whyChooseUs.benefits) expect(why.getByText(benefit.text)).toBeInTheDocument();
  });
});

describe('HomePage services', () => {
  const servicesSection = () => within(section(homeServices.heading.title));
  const cardOf = (title: string) =>
    within(servicesSection().getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement);

  it('shows the three built-in services until the call answers', () => {
    apiPending('/api/services');
    renderWithProviders(<HomePage />, { config });
    expect(servicesSection().getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'For Companies',
      'For Professionals',
      'Training Programs',
    ]);
    expect(cardOf('For Companies').getByRole('link', { name: 'Hire Talent' })).toHaveAttribute('href', '/for-companies');
    expect(cardOf('For Professionals').getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/for-professionals');
    expect(cardOf('Training Programs').getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/for-professionals');
  });

  it('shows three cards from the call with title, description, feature badges and button', async () => {
    apiOk('/api/services', [
      { key: 'companies', title: 'Hiring', description: 'Hire the best.', features: ['Shortlists', 'Guarantee'], route: '/x', buttonText: 'Go' },
      { key: 'payroll', name: 'Payroll', description: 'Pay people.', expertise: ['Tax', 'Benefits'], route: '/hr-solutions', buttonText: 'See Payroll' },
      { key: 'events', title: 'Events' },
      { key: 'training', title: 'Never shown' },
    ]);
    renderWithProviders(<HomePage />, { config });
    await waitFor(() => expect(servicesSection().getByRole('heading', { level: 3, name: 'Hiring' })).toBeInTheDocument());
    expect(servicesSection().getAllByRole('heading', { level: 3 })).toHaveLength(homeServices.cardCount);

    const hiring = cardOf('Hiring');
    expect(hiring.getByText('Hire the best.')).toBeInTheDocument();
    expect(hiring.getByRole('list', { name: 'Features of Hiring' })).toHaveTextContent('ShortlistsGuarantee');
    expect(hiring.getByRole('link', { name: 'Hire Talent' })).toHaveAttribute('href', '/for-companies');

    const payroll = cardOf('Payroll');
    expect(payroll.getByRole('list', { name: 'Features of Payroll' })).toHaveTextContent('TaxBenefits');
    expect(payroll.getByRole('link', { name: 'See Payroll' })).toHaveAttribute('href', '/hr-solutions');

    const events = cardOf('Events');
    expect(events.getByText('Tailored recruitment and career solutions designed around your goals.')).toBeInTheDocument();
    expect(events.queryByRole('list')).not.toBeInTheDocument();
    expect(events.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/services');

    expect(screen.queryByText('Never shown')).not.toBeInTheDocument();
    expect(servicesSection().getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
  });

  it('opens a server route on another site as a plain link', async () => {
    apiOk('/api/services', [{ key: 'events', title: 'Events', route: 'https://events.example.com/', buttonText: 'See Events' }]);
    renderWithProviders(<HomePage />, { config });
    await waitFor(() => expect(cardOf('Events').getByRole('link', { name: 'See Events' })).toHaveAttribute('href', 'https://events.example.com/'));
  });
});

describe('HomePage industries', () => {
  it('shows IT & Technology, Healthcare and Engineering with roles, growth and top skills', () => {
    apiPending('/api/services');
    renderWithProviders(<HomePage />, { config });
    const industries = within(section(homeIndustries.heading.title));
    const expected: Array<[string, string, string, string]> = [
      ['IT & Technology', '2,500+', '+15%', '/industries/it'],
      ['Healthcare', '1,800+', '+12%', '/industries/healthcare'],
      ['Engineering', '1,200+', '+8%', '/industries/engineering'],
    ];
    expect(industries.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(expected.map(([name]) => name));
    for (const [name, roles, growth, to] of expected) {
      const card = within(industries.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement);
      expect(card.getByText(roles)).toBeInTheDocument();
      expect(card.getByText(growth)).toBeInTheDocument();
      const skills = homeIndustries.industries.find((industry) => industry.name === name)?.skills ?? [];
      expect(skills.length).toBeGreaterThan(0);
      expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual(skills);
      expect(card.getByRole('link', { name: `Explore ${name}` })).toHaveAttribute('href', to);
    }
    expect(industries.getByRole('link', { name: 'Explore All Industries' })).toHaveAttribute('href', '/industries');
  });
});
