import { paths } from '@vital/shared';
import { destination, expectWellFormed, totalOpenings } from './content-checks';
import { engineering } from './engineering';

// SPEC §2 "Engineering" fixes the skill cards and the closing; the home page fixes 1,200+ and +8%.
describe('engineering content', () => {
  it('has the four skill cards of the SPEC', () => {
    expect(engineering.cards.items.map((card) => card.title)).toEqual([
      'CAD Design',
      'Project Management',
      'Quality Assurance',
      'Analysis',
    ]);
  });

  it('closes with Engineer Your Future Today, Browse Engineering Jobs and Get Professional License', () => {
    expect(engineering.closing.title).toBe('Engineer Your Future Today');
    expect(engineering.closing.actions.map((action) => [action.label, destination(action)])).toEqual([
      ['Browse Engineering Jobs', paths.findOpportunities],
      ['Get Professional License', paths.training],
    ]);
  });

  it('agrees with the home page’s figures, and its role cards add up to them', () => {
    expect(engineering.hero.title).toBe('Engineering');
    const values = engineering.stats.items.map((stat) => stat.value);
    expect(values).toEqual(expect.arrayContaining(['1,200+', '+8%']));
    expect(engineering.roles.items).toHaveLength(6);
    expect(totalOpenings(engineering)).toBe(1200);
  });

  it('follows the content rules', () => {
    expectWellFormed(engineering);
  });
});
