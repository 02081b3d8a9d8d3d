import { paths } from '@vital/shared';
import { createTestConfig, renderWithProviders, screen, within } from '@vital/shared/testing';
import { Route, Routes, useLocation } from '@vital/shared/router';
import { engineering } from './content/engineering';
import { finance } from './content/finance';
import { healthcare } from './content/healthcare';
import { it as itContent } from './content/it';
import { manufacturing } from './content/manufacturing';
import { others } from './content/others';
import type { IndustryPageContent } from './content/types';
import { IndustryPage } from './industry-page';

const config = createTestConfig({ portalUrl: 'https://portal.test', portalPaths: { findOpportunities: '/jobs' } });

function LocationProbe() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function renderPage(content: IndustryPageContent) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/industries/page" element={<IndustryPage content={content} />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/industries/page', config },
  );
}

const region = (name: string) => screen.getByRole('region', { name });

const pages: Array<[string, IndustryPageContent]> = [
  ['IT', itContent],
  ['Healthcare', healthcare],
  ['Engineering', engineering],
  ['Finance', finance],
  ['Manufacturing', manufacturing],
  ['Others', others],
];

describe.each(pages)('the %s page', (_name, content) => {
  it('has one h1, the hero and its actions', () => {
    renderPage(content);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.hero.title);
    expect(screen.getByText(content.hero.lead)).toBeInTheDocument();
    for (const action of content.hero.actions) {
      expect(screen.getAllByRole('link', { name: action.label }).length).toBeGreaterThan(0);
    }
  });

  it('shows every headline figure with its label', () => {
    renderPage(content);
    const stats = screen.getByLabelText(content.stats.label);
    expect(stats.tagName).toBe('DL');
    const shown = within(stats)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(shown).toEqual(content.stats.items.map((stat) => [stat.label, stat.value]));
  });

  it('shows each specialization as a meter as wide as its percent, with the number', () => {
    renderPage(content);
    const section = within(region(content.specializations.title));
    const meters = section.getAllByRole('meter');
    expect(meters).toHaveLength(content.specializations.items.length);
    content.specializations.items.forEach(({ name, percent }, index) => {
      const meter = meters[index]!;
      expect(meter).toHaveAccessibleName(name);
      expect(meter).toHaveAttribute('aria-valuenow', String(percent));
      expect(meter).toHaveAttribute('aria-valuemin', '0');
      expect(meter).toHaveAttribute('aria-valuemax', '100');
      expect(meter).toHaveAttribute('aria-valuetext', `${percent}% ${content.specializations.measure}`);
      expect(within(meter).getByText(`${percent}%`)).toBeInTheDocument();
      expect(meter.querySelector('[data-part="fill"]')).toHaveStyle({ width: `${percent}%` });
    });
  });

  it('shows each sample role with salary range, openings and an Apply button to the hand-off page', () => {
    renderPage(content);
    const section = within(region(content.roles.title));
    const cards = section.getAllByRole('article');
    expect(cards).toHaveLength(content.roles.items.length);
    content.roles.items.forEach((role, index) => {
      const card = within(cards[index]!);
      expect(card.getByRole('heading', { level: 3 })).toHaveTextContent(role.title);
      expect(card.getByText(role.salary)).toBeInTheDocument();
      expect(card.getByText(role.openings)).toBeInTheDocument();
      const apply = card.getByRole('link', { name: `${content.roles.action.label} for ${role.title}` });
      expect(apply).toHaveAttribute('href', paths.findOpportunities);
    });
  });

  it('shows the skill or technology cards', () => {
    renderPage(content);
    const section = within(region(content.cards.title));
    expect(section.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      content.cards.items.map((card) => card.title),
    );
    for (const card of content.cards.items) expect(section.getByText(card.description)).toBeInTheDocument();
  });

  it('closes with a call to action whose buttons all lead somewhere', () => {
    renderPage(content);
    const heading = screen.getByRole('heading', { level: 2, name: content.closing.title });
    const band = within(heading.closest('section')!);
    expect(band.getByText(content.closing.text)).toBeInTheDocument();
    const links = band.getAllByRole('link');
    expect(links).toHaveLength(content.closing.actions.length);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^(\/[a-z-]+|https:\/\/portal\.test\/jobs)$/);
  });
});

describe('buttons of the industry pages', () => {
  it('Browse Finance Jobs opens the job portal in a new tab without a referrer', () => {
    renderPage(finance);
    const link = screen.getByRole('link', { name: 'Browse Finance Jobs (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://portal.test/jobs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('no other button of any page leaves the site or opens a new tab', () => {
    for (const [, content] of pages) {
      const { unmount } = renderPage(content);
      const external = screen.getAllByRole('link').filter((link) => link.getAttribute('target') === '_blank');
      expect(external.map((link) => link.textContent)).toEqual(
        content === finance ? ['Browse Finance Jobs (opens in a new tab)'] : [],
      );
      unmount();
    }
  });

  it('Apply Now goes to the portal hand-off page', async () => {
    const { user } = renderPage(finance);
    await user.click(screen.getByRole('link', { name: 'Apply Now for Risk Manager' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/find-opportunities');
  });

  it('Market Analysis goes to the contact page', async () => {
    const { user } = renderPage(finance);
    await user.click(screen.getByRole('link', { name: 'Market Analysis' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/contact');
  });

  it('Get Professional License goes to the training hand-off page', async () => {
    const { user } = renderPage(engineering);
    await user.click(screen.getByRole('link', { name: 'Get Professional License' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/training');
  });
});
