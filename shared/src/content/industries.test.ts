import { industryFigures, industryGrowth, type IndustryId } from './industries';

describe('industry figures (SPEC §2, decision 012)', () => {
  it('are the figures SPEC §2 gives, and no others', () => {
    expect(industryFigures).toEqual({
      it: { openings: '2,500+', growth: '+15%' },
      healthcare: { openings: '1,800+', growth: '+12%' },
      engineering: { openings: '1,200+', growth: '+8%' },
      finance: { openings: '750+', institutions: '320+', clientSatisfaction: '97%' },
      manufacturing: { openings: '1,100+', plants: '180+', safetyRating: '92%' },
      others: { openings: '2,000+', careerSatisfaction: '95%' },
    });
  });

  it.each<[IndustryId, string | undefined]>([
    ['it', '+15%'],
    ['healthcare', '+12%'],
    ['engineering', '+8%'],
    ['finance', undefined],
    ['manufacturing', undefined],
    ['others', undefined],
  ])('%s grows by %s (only where the SPEC says)', (id, growth) => {
    expect(industryGrowth(id)).toBe(growth);
  });
});
