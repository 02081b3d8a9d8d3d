import { createTestConfig, renderWithProviders, screen, within } from '@vital/shared/testing';
import { cardTitles, closingBand, sectionNamed } from '../page-blocks/page-queries';
import { recruitment } from './content/recruitment';
import { RecruitmentPage } from './recruitment-page';

const config = createTestConfig({ portalUrl: 'https://portal.test', portalPaths: { postRequirements: '/hire' } });

describe('Recruitment page', () => {
  beforeEach(() => renderWithProviders(<RecruitmentPage />, { config, route: '/recruitment' }));

  it('has one h1 and Start Hiring Now going to the portal', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recruitment Services');
    const [hero] = screen.getAllByRole('link', { name: 'Start Hiring Now' });
    expect(hero).toHaveAttribute('href', 'https://portal.test/hire');
  });

  it('shows four benefit cards, with the placement time and the guarantee', () => {
    expect(cardTitles(sectionNamed(recruitment.benefits.heading.title))).toEqual([
      'Pre-Screened Talent',
      'Placement in 15 Days or Less',
      '6-Month Replacement Guarantee',
      'Ethical & Transparent',
    ]);
  });

  it('explains the 5-step process in order', () => {
    const process = sectionNamed('Our 5-Step Recruitment Process');
    expect(within(process).getAllByRole('listitem')).toHaveLength(5);
    expect(cardTitles(process)).toEqual(recruitment.process.steps.map((step) => step.title));
  });

  it('closes with the portal and a consultation', () => {
    const closing = closingBand(recruitment.closing.title);
    expect(within(closing).getByRole('link', { name: 'Start Hiring Now' })).toHaveAttribute('href', 'https://portal.test/hire');
    expect(within(closing).getByRole('link', { name: recruitment.closing.actions[1].label })).toHaveAttribute('href', '/contact');
  });
});
