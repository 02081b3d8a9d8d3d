// Test helpers: the rules every industry content file follows whatever its figures.
import { paths } from '@vital/shared';
import { isPortalAction, type PageAction } from '@vital/shared';
import type { IndustryPageContent } from './types';

const SALARY = /^\$\d{2,3}k-\$\d{2,3}k$/;
const COUNT = /^\d{1,3}(,\d{3})?\+$/;

/** "$65k-$95k" → [65, 95] (thousands). */
function salaryRange(salary: string): [number, number] {
  const [low, high] = salary.match(/\d+/g)!.map(Number);
  return [low!, high!];
}

/** "2,500+" → 2500. */
export const countOf = (value: string) => Number(value.replace(/[,+]/g, ''));

/** Sum of the roles' openings ("400+" and so on). */
export const totalOpenings = (content: IndustryPageContent) =>
  content.roles.items.reduce((sum, role) => sum + countOf(role.openings), 0);

/** Where an action leads, as a string a test can compare. */
export const destination = (action: PageAction) => (isPortalAction(action) ? `portal:${action.portal}` : action.to);

const siteDestinations: ReadonlySet<string> = new Set([
  paths.findOpportunities,
  paths.uploadCv,
  paths.training,
  paths.contact,
  paths.postRequirements,
]);

/** The shape rules: percents are whole numbers in 0–100, salaries and openings read as printed, no dead button. */
export function expectWellFormed(content: IndustryPageContent) {
  for (const { percent } of content.specializations.items) {
    expect(Number.isInteger(percent) && percent >= 0 && percent <= 100).toBe(true);
  }
  for (const role of content.roles.items) {
    expect(role.salary).toMatch(SALARY);
    const [low, high] = salaryRange(role.salary);
    expect(low).toBeLessThan(high);
    expect(role.openings).toMatch(COUNT);
  }
  const names = (list: readonly { name?: string; title?: string }[]) => list.map((item) => item.name ?? item.title);
  for (const list of [content.specializations.items, content.roles.items, content.cards.items, content.stats.items.map((s) => ({ name: s.label }))]) {
    expect(new Set(names(list)).size).toBe(list.length);
  }
  const actions = [...content.hero.actions, ...content.closing.actions, content.roles.action];
  for (const action of actions) {
    if (isPortalAction(action)) expect(action.opensInNewTab).toBe(true);
    else expect(siteDestinations.has(action.to)).toBe(true);
  }
  // Issue 5: job buttons lead to the portal hand-off page or to the portal's job search.
  for (const action of actions.filter((a) => /^(Apply Now|Find .+|Browse .+ Jobs)$/.test(a.label))) {
    expect(['portal:findOpportunities', paths.findOpportunities]).toContain(destination(action));
  }
  expect(content.hero.actions.length).toBeGreaterThan(0);
  expect(content.closing.actions.length).toBeGreaterThan(0);
}
