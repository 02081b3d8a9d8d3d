import { paths } from '@vital/shared';
import { destination, expectWellFormed } from './content-checks';
import { finance } from './finance';

// SPEC §2 "Finance and Banking", copied from the spec by hand: the content file must match it.
describe('finance content', () => {
  it('has the SPEC’s title and four stats', () => {
    expect(finance.hero.title).toBe('Finance and Banking');
    expect(finance.stats.items).toEqual([
      { value: '750+', label: 'Finance Positions' },
      { value: '5.2k+', label: 'Finance Professionals' },
      { value: '320+', label: 'Financial Institutions' },
      { value: '97%', label: 'Client Satisfaction' },
    ]);
  });

  it('has the six specialisations with their demand percents', () => {
    expect(finance.specialisations.items.map(({ name, percent }) => [name, percent])).toEqual([
      ['Investment Banking', 92],
      ['Financial Analysis', 88],
      ['Accounting', 85],
      ['Risk Management', 80],
      ['Corporate Finance', 87],
      ['Wealth Management', 83],
    ]);
    expect(finance.specialisations.measure).toBe('demand');
  });

  it('has the six roles with salary range and openings', () => {
    expect(finance.roles.items.map(({ title, salary, openings }) => `${title} ${salary}, ${openings}`)).toEqual([
      'Financial Analyst $65k-$95k, 400+',
      'Investment Banker $120k-$200k, 150+',
      'Risk Manager $90k-$140k, 180+',
      'Portfolio Manager $100k-$160k, 120+',
      'Certified Accountant $55k-$85k, 350+',
      'Financial Advisor $70k-$110k, 250+',
    ]);
    expect(finance.roles.action).toEqual({ label: 'Apply Now', to: paths.findOpportunities });
  });

  it('has the four skill cards and the closing line', () => {
    expect(finance.cards.items.map((card) => card.title)).toEqual([
      'Financial Modeling',
      'Risk Analysis',
      'Valuation',
      'Portfolio Management',
    ]);
    expect(finance.closing.title).toBe('Invest in Your Financial Future');
  });

  it('sends Find Finance Jobs to the hand-off page, Market Analysis to contact and Browse Finance Jobs to the portal in a new tab', () => {
    const all = [...finance.hero.actions, ...finance.closing.actions];
    const byLabel = (label: string) => all.find((action) => action.label === label)!;
    expect(destination(byLabel('Find Finance Jobs'))).toBe(paths.findOpportunities);
    expect(destination(byLabel('Market Analysis'))).toBe(paths.contact);
    expect(byLabel('Browse Finance Jobs')).toEqual({ label: 'Browse Finance Jobs', portal: 'findOpportunities', opensInNewTab: true });
  });

  it('follows the content rules', () => {
    expectWellFormed(finance);
  });
});
