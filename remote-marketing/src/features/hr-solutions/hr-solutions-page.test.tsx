import { renderWithProviders, screen, within } from '@vital/shared/testing';
import { cardTitles, closingBand, sectionNamed } from '../page-blocks/page-queries';
import { hrSolutions } from './content/hr-solutions';
import { HrSolutionsPage } from './hr-solutions-page';

describe('HR Solutions page', () => {
  beforeEach(() => renderWithProviders(<HrSolutionsPage />, { route: '/hr-solutions' }));

  it('has one h1 and hero buttons to /for-companies and /contact', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hrSolutions.intro.title);
    const hero = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    expect(within(hero).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/for-companies', '/contact']);
  });

  it('shows six solution cards', () => {
    expect(cardTitles(sectionNamed(hrSolutions.solutions.heading.title))).toEqual([
      'HR Consulting',
      'Payroll Management',
      'Compliance & Policy',
      'Training & Development',
      'Performance Management',
      'Employee Engagement',
    ]);
  });

  it('shows the figures: 500+ companies, 99% satisfaction, 70% time savings, 24/7 support', () => {
    const figures = within(sectionNamed(hrSolutions.results.heading.title));
    const pairs = figures.getAllByRole('definition').map((value) => [value.textContent, value.previousElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['500+', 'Companies'],
      ['99%', 'Satisfaction'],
      ['70%', 'Time Savings'],
      ['24/7', 'Support'],
    ]);
  });

  it('closes with a way to talk to an HR expert', () => {
    const closing = closingBand(hrSolutions.closing.title);
    expect(within(closing).getByRole('link', { name: hrSolutions.closing.actions[0].label })).toHaveAttribute('href', '/contact');
    expect(within(closing).getByRole('link', { name: hrSolutions.closing.actions[1].label })).toHaveAttribute('href', '/for-companies');
  });
});
