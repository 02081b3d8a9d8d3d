// What a visitor does on the industries pages, run by the release check on the live site with a candidate
// swapped in. The format is shared/src/contract/journeys.ts: webpack.config.ts passes this to the build,
// which checks it against that type and writes it as journeys.json. The remote has no form: its journey
// goes from the overview to an industry's page.
import { paths } from '@vital/shared';
import { finance } from './features/industries/content/finance';
import { overview } from './features/industries/content/overview';

const financeCard = overview.industries.items.find((item) => item.to === paths.industryFinance);

export const journeys = {
  journeys: [
    {
      name: 'from the overview to an industry',
      steps: [
        { go: paths.industries },
        { click: financeCard?.linkLabel ?? 'Explore Finance & Banking', role: 'link' },
        { expectUrl: paths.industryFinance },
        { expectHeading: finance.hero.title },
      ],
    },
  ],
} as const;
