import { industryFigures, paths } from '@vital/shared';
import { countOf, destination, expectWellFormed, totalOpenings } from './content-checks';
import { engineering } from './engineering';
import { finance } from './finance';
import { healthcare } from './healthcare';
import { it as itContent } from './it';
import { manufacturing } from './manufacturing';
import { others } from './others';
import { overview } from './overview';

// The figures themselves are checked where a visitor sees them (e2e/industries.spec.ts); these are
// the rules that hold whatever the figures are, so an edit to one file cannot break another page.
const pages = {
  [paths.industryIt]: itContent,
  [paths.industryHealthcare]: healthcare,
  [paths.industryEngineering]: engineering,
  [paths.industryFinance]: finance,
  [paths.industryManufacturing]: manufacturing,
  [paths.industryOthers]: others,
};

describe.each(Object.entries(pages))('%s content', (_path, content) => {
  it('follows the content rules', () => {
    expectWellFormed(content);
  });
});

// The home page's industry cards give these three an open-roles figure; their pages' roles add up to it.
it.each([
  ['IT', itContent, industryFigures.it.openings],
  ['Healthcare', healthcare, industryFigures.healthcare.openings],
  ['Engineering', engineering, industryFigures.engineering.openings],
] as const)('%s: the roles’ openings add up to the open roles the home page shows', (_name, content, openings) => {
  expect(totalOpenings(content)).toBe(countOf(openings));
});

describe('industries overview content', () => {
  it('links to each of the six industry pages once', () => {
    expect(overview.industries.items.map((industry) => industry.to).sort()).toEqual(Object.keys(pages).sort());
  });

  it.each(overview.industries.items.map((industry) => [industry.name, industry] as const))(
    '%s: every figure is also a stat on its page',
    (_name, industry) => {
      const page = pages[industry.to as keyof typeof pages];
      const values = page.stats.items.map((stat) => stat.value);
      for (const figure of industry.figures) expect(values).toContain(figure.value);
    },
  );

  it('has unique link labels and no dead buttons', () => {
    const labels = overview.industries.items.map((industry) => industry.linkLabel);
    expect(new Set(labels).size).toBe(labels.length);
    const sitePaths: string[] = Object.values(paths);
    for (const action of [...overview.hero.actions, ...overview.closing.actions]) {
      expect(sitePaths).toContain(destination(action));
    }
  });
});
