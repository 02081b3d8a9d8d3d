import { paths } from '@vital/shared';
import { expectWellFormed } from './content-checks';
import { manufacturing } from './manufacturing';

// SPEC §2 "Manufacturing Excellence", copied from the spec by hand: the content file must match it.
describe('manufacturing content', () => {
  it('has the SPEC’s title and four stats', () => {
    expect(manufacturing.hero.title).toBe('Manufacturing Excellence');
    expect(manufacturing.stats.items).toEqual([
      { value: '1,100+', label: 'Production Jobs' },
      { value: '9.5k+', label: 'Manufacturing Workers' },
      { value: '180+', label: 'Manufacturing Plants' },
      { value: '92%', label: 'Safety Rating' },
    ]);
  });

  it('has the six sectors with their demand percents', () => {
    expect(manufacturing.specialisations.items.map(({ name, percent }) => [name, percent])).toEqual([
      ['Automotive', 88],
      ['Electronics', 85],
      ['Machinery', 82],
      ['Quality Control', 90],
      ['Production', 87],
      ['Maintenance', 80],
    ]);
  });

  it('has the six roles with salary range and openings', () => {
    expect(manufacturing.roles.items.map(({ title, salary, openings }) => `${title} ${salary}, ${openings}`)).toEqual([
      'Production Manager $70k-$110k, 280+',
      'Quality Engineer $65k-$95k, 350+',
      'Manufacturing Engineer $70k-$105k, 200+',
      'Plant Supervisor $55k-$85k, 400+',
      'Process Technician $45k-$65k, 500+',
      'Operations Manager $80k-$120k, 150+',
    ]);
    expect(manufacturing.roles.action).toEqual({ label: 'Apply Now', to: paths.findOpportunities });
  });

  it('has the four technology cards', () => {
    expect(manufacturing.cards.items.map((card) => card.title)).toEqual([
      'Industry 4.0',
      'Automation',
      'Additive Manufacturing',
      'Quality Systems',
    ]);
  });

  it('follows the content rules', () => {
    expectWellFormed(manufacturing);
  });
});
