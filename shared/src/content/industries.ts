/**
 * The industry figures that more than one page shows: the home page's cards, For Professionals,
 * the /industries overview, each industry's own page and its page description (decision 012).
 * Typed once so no page can drift from another. IT, Healthcare and Engineering are the home
 * page's figures (docs/product.md, Pages); Finance, Manufacturing and Others are the stats of
 * their own pages. No growth figure was given for those three, so none exists here to show.
 */
export const industryFigures = {
  it: { openings: '2,500+', growth: '+15%' },
  healthcare: { openings: '1,800+', growth: '+12%' },
  engineering: { openings: '1,200+', growth: '+8%' },
  finance: { openings: '750+', institutions: '320+', clientSatisfaction: '97%' },
  manufacturing: { openings: '1,100+', plants: '180+', safetyRating: '92%' },
  others: { openings: '2,000+', careerSatisfaction: '95%' },
} as const;

export type IndustryId = keyof typeof industryFigures;

/** An industry's growth in demand, where one was given. */
export function industryGrowth(id: IndustryId): string | undefined {
  const figures: { openings: string; growth?: string } = industryFigures[id];
  return figures.growth;
}
