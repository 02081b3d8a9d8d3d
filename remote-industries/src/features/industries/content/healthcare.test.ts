import { expectWellFormed, totalOpenings } from './content-checks';
import { healthcare } from './healthcare';

// SPEC §2 gives Healthcare only its shape; the home page fixes 1,800+ roles and +12%.
describe('healthcare content', () => {
  it('agrees with the home page’s figures, and its roles add up to them', () => {
    expect(healthcare.hero.title).toBe('Healthcare');
    expect(healthcare.stats.items.slice(0, 2)).toEqual([
      { value: '1,800+', label: 'Healthcare Roles' },
      { value: '+12%', label: 'Demand Growth' },
    ]);
    expect(totalOpenings(healthcare)).toBe(1800);
  });

  it('has the full shape: four stats, six specialisations, six roles, four skill cards', () => {
    expect(healthcare.stats.items).toHaveLength(4);
    expect(healthcare.specialisations.items).toHaveLength(6);
    expect(healthcare.roles.items).toHaveLength(6);
    expect(healthcare.cards.items).toHaveLength(4);
  });

  it('follows the content rules', () => {
    expectWellFormed(healthcare);
  });
});
