import { createTestConfig, renderWithProviders, screen, within } from '@vital/shared/testing';
import { forCompanies } from './content/for-companies';
import { ForCompaniesPage } from './for-companies-page';
import { closingBand, sectionNamed } from '../page-blocks/page-queries';

const config = createTestConfig({ portalUrl: 'https://portal.test', portalPaths: { signup: '/join' } });
const section = sectionNamed;

describe('For Companies page', () => {
  beforeEach(() => renderWithProviders(<ForCompaniesPage />, { config, route: '/for-companies' }));

  it('has one h1 and the hero buttons: Get Started to the portal, Schedule Consultation to /contact', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(forCompanies.intro.title);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', 'https://portal.test/join');
    expect(screen.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
  });

  it('states the placement time and the replacement guarantee', () => {
    expect(screen.getByText(forCompanies.intro.lead)).toBeInTheDocument();
    expect(forCompanies.intro.lead).toMatch(/placement in 15 days or less/);
    expect(forCompanies.intro.lead).toMatch(/6-month replacement guarantee/);
  });

  it('shows three service cards', () => {
    const services = section(forCompanies.services.heading.title);
    expect(within(services).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Permanent Recruitment',
      'Contract & Temporary Staffing',
      'Executive Search',
    ]);
  });

  it('explains the 4-step process in order', () => {
    const process = section('Our 4-Step Hiring Process');
    const steps = within(process).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      forCompanies.process.steps.map((step) => step.title),
    );
  });

  it('quotes three clients', () => {
    const testimonials = section('What Our Clients Say');
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(3);
    for (const { name, quote } of forCompanies.testimonials.items) {
      expect(within(testimonials).getByText(name)).toBeInTheDocument();
      expect(within(testimonials).getByText(`“${quote}”`)).toBeInTheDocument();
    }
  });

  it('closes with Post Requirements and Contact Us', () => {
    const closing = closingBand(forCompanies.closing.title);
    expect(within(closing).getByRole('link', { name: 'Post Requirements' })).toHaveAttribute('href', '/post-requirements');
    expect(within(closing).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
