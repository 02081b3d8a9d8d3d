import { renderWithProviders, screen, within } from '@vital/shared/testing';
import { Route, Routes, useLocation } from '@vital/shared/router';
import { overview } from './content/overview';
import { IndustriesOverviewPage } from './industries-overview-page';

function LocationProbe() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function renderOverview() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/industries" element={<IndustriesOverviewPage content={overview} />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/industries' },
  );
}

describe('the industries overview', () => {
  it('has one h1 and the hero’s actions', () => {
    renderOverview();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Industries We Serve');
    expect(screen.getByRole('link', { name: 'Find Opportunities' })).toHaveAttribute('href', '/find-opportunities');
    expect(screen.getByRole('link', { name: 'Post Requirements' })).toHaveAttribute('href', '/post-requirements');
  });

  it('shows the six industries with their headline figures and a link to each page', () => {
    renderOverview();
    const section = within(screen.getByRole('region', { name: overview.industries.title }));
    const cards = section.getAllByRole('article');
    expect(cards).toHaveLength(6);
    overview.industries.items.forEach((industry, index) => {
      const card = within(cards[index]!);
      expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(industry.name);
      const figures = card.getByLabelText(`${overview.industries.label}: ${industry.name}`);
      expect(
        within(figures)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ).toEqual(industry.figures.map((figure) => [figure.label, figure.value]));
      expect(card.getByRole('link', { name: industry.linkLabel })).toHaveAttribute('href', industry.to);
    });
  });

  it('shows the home page’s figures for IT, Healthcare and Engineering', () => {
    renderOverview();
    for (const [name, roles, growth] of [
      ['IT & Technology', '2,500+', '+15%'],
      ['Healthcare', '1,800+', '+12%'],
      ['Engineering', '1,200+', '+8%'],
    ]) {
      const card = within(screen.getByRole('heading', { level: 3, name }).closest('article')!);
      expect(card.getByText(roles!)).toBeInTheDocument();
      expect(card.getByText(growth!)).toBeInTheDocument();
    }
  });

  it('takes the visitor to an industry page', async () => {
    const { user } = renderOverview();
    await user.click(screen.getByRole('link', { name: 'Explore Finance & Banking' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/industries/finance');
  });

  it('closes with a call to action to contact', () => {
    renderOverview();
    const band = within(screen.getByRole('heading', { level: 2, name: overview.closing.title }).closest('section')!);
    expect(band.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(band.getByRole('link', { name: 'Browse All Opportunities' })).toHaveAttribute('href', '/find-opportunities');
  });
});
