import { paths } from '@vital/shared';
import { destination } from './content-checks';
import { engineering } from './engineering';
import { finance } from './finance';
import { healthcare } from './healthcare';
import { it as itContent } from './it';
import { manufacturing } from './manufacturing';
import { others } from './others';
import { overview } from './overview';

const pages = {
  [paths.industryIt]: itContent,
  [paths.industryHealthcare]: healthcare,
  [paths.industryEngineering]: engineering,
  [paths.industryFinance]: finance,
  [paths.industryManufacturing]: manufacturing,
  [paths.industryOthers]: others,
};

describe('industries overview content', () => {
  it('lists the six industries of the SPEC in order, each linking to its page', () => {
    expect(overview.industries.items.map((industry) => [industry.name, industry.to])).toEqual([
      ['IT & Technology', '/industries/it'],
      ['Healthcare', '/industries/healthcare'],
      ['Engineering', '/industries/engineering'],
      ['Finance & Banking', '/industries/finance'],
      ['Manufacturing', '/industries/manufacturing'],
      ['Others', '/industries/others'],
    ]);
  });

  it('shows the home page’s figures for IT, Healthcare and Engineering', () => {
    const figures = overview.industries.items.slice(0, 3).map((industry) => industry.figures.map((figure) => figure.value));
    expect(figures).toEqual([
      ['2,500+', '+15%'],
      ['1,800+', '+12%'],
      ['1,200+', '+8%'],
    ]);
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
