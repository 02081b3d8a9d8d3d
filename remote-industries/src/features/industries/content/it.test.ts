import { expectWellFormed, totalOpenings } from './content-checks';
import { it as itContent } from './it';

// SPEC §2 gives IT only its shape; the home page fixes 2,500+ roles and +15%.
describe('IT content', () => {
  it('agrees with the home page’s figures, and its roles add up to them', () => {
    expect(itContent.hero.title).toBe('IT & Technology');
    expect(itContent.stats.items.slice(0, 2)).toEqual([
      { value: '2,500+', label: 'IT Roles' },
      { value: '+15%', label: 'Demand Growth' },
    ]);
    expect(totalOpenings(itContent)).toBe(2500);
  });

  it('has the full shape: four stats, six specialisations, six roles, four technology cards', () => {
    expect(itContent.stats.items).toHaveLength(4);
    expect(itContent.specialisations.items).toHaveLength(6);
    expect(itContent.roles.items).toHaveLength(6);
    expect(itContent.cards.items).toHaveLength(4);
  });

  it('follows the content rules', () => {
    expectWellFormed(itContent);
  });
});
