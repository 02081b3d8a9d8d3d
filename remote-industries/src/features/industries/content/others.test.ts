import { paths } from '@vital/shared';
import { expectWellFormed } from './content-checks';
import { others } from './others';

// SPEC §2 "Diverse Career Opportunities (others)", copied from the spec by hand.
describe('others content', () => {
  it('has the SPEC’s title and four stats in its own words', () => {
    expect(others.hero.title).toBe('Diverse Career Opportunities');
    expect(others.stats.items).toEqual([
      { value: '2,000+', label: 'opportunities' },
      { value: '15k+', label: 'professionals' },
      { value: '500+', label: 'partner organisations' },
      { value: '95%', label: 'career satisfaction' },
    ]);
  });

  it('has the eight industries with their growth percents', () => {
    expect(others.specialisations.items.map(({ name, percent }) => [name, percent])).toEqual([
      ['Legal Services', 85],
      ['Education', 88],
      ['Hospitality', 80],
      ['Media & Entertainment', 75],
      ['Creative Arts', 70],
      ['Music Industry', 65],
      ['Travel & Tourism', 78],
      ['Consulting', 82],
    ]);
    expect(others.specialisations.measure).toBe('growth');
  });

  it('has the six roles with salary range and openings', () => {
    expect(others.roles.items.map(({ title, salary, openings }) => `${title} ${salary}, ${openings}`)).toEqual([
      'Legal Counsel $90k-$160k, 200+',
      'School Teacher $40k-$70k, 500+',
      'Hotel Manager $50k-$85k, 300+',
      'Content Creator $35k-$80k, 400+',
      'Graphic Designer $45k-$75k, 350+',
      'Tour Guide $30k-$55k, 250+',
    ]);
    expect(others.roles.action).toEqual({ label: 'Apply Now', to: paths.findOpportunities });
  });

  it('asks Why Choose Alternative Industries? with its three answers', () => {
    expect(others.cards.title).toBe('Why Choose Alternative Industries?');
    expect(others.cards.items.map((card) => card.title)).toEqual(['Creative Freedom', 'Growing Markets', 'Work-Life Balance']);
  });

  it('follows the content rules', () => {
    expectWellFormed(others);
  });
});
