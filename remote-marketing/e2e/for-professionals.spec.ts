// User journey: a job seeker reads /for-professionals, looks at industries and
// stories, and heads for the portal or the sign-up page.
import { type Page } from '@playwright/test';
import { atEachWidth, e2eUrls, EACH_WIDTH, expect, test, viewports } from '@vital/shared/e2e';
import { gotoWithApiReviews } from './page-helpers';

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** The seeded portal API holds four professionals' stories among its eight reviews. */
const PROFESSIONAL_STORIES = 4;

test.describe(`For Professionals at ${EACH_WIDTH}`, () => {
  test(`shows free matching, industries, the path and stories from the server`, async ({ page }) => {
    await atEachWidth(page, () => gotoWithApiReviews(page, '/for-professionals'), async (name) => {
      const viewport = viewports[name];
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find Your Next Opportunity');
      await expect(page.getByText('Job matching is free for professionals. We charge only for premium training and certification.')).toBeVisible();

      const hero = page.locator('main header');
      await expect(hero.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', `${e2eUrls.portal}/jobs`);
      await expect(hero.getByRole('link', { name: 'Upload CV' })).toHaveAttribute('href', `${e2eUrls.portal}/cv`);

      await expect(section(page, 'Services for Your Career').getByRole('heading', { level: 3 })).toHaveText([
        'Free Job Matching',
        'Career Coaching',
        'Premium Training & Certification',
      ]);

      const industries = section(page, 'Opportunities Across Industries');
      await expect(industries.getByRole('link')).toHaveText([
        'IT & Technology',
        'Healthcare',
        'Engineering',
        'Finance & Banking',
        'Manufacturing',
        'Other Industries',
      ]);
      await expect(industries.getByRole('listitem').first()).toContainText('2,500+ open roles');
      await expect(industries.getByRole('listitem').first()).toContainText('+15% growth');
      // Finance has no growth figure: none is made up (decision 012).
      await expect(industries.getByRole('listitem').nth(3)).toContainText('750+ open roles');
      await expect(industries.getByRole('listitem').nth(3)).not.toContainText('growth');

      await expect(section(page, 'Four Steps to Your Next Role').getByRole('listitem')).toHaveCount(4);

      const perView = viewport.width < 768 ? 1 : 3;
      const stories = section(page, 'Professionals Who Found Their Fit');
      await expect(stories.getByText(/^Showing .+ of \d+ success stories$/)).toHaveText(
        `Showing ${perView === 1 ? '1' : `1-${perView}`} of ${PROFESSIONAL_STORIES} success stories`,
      );
      await expect(stories.getByRole('group', { name: /^\d+ of \d+$/ }).getByText('Professional', { exact: true })).toHaveCount(perView);

      const closing = page.getByRole('heading', { level: 2, name: 'Your Next Role Starts Here' }).locator('xpath=ancestor::section[1]');
      await expect(closing.getByRole('link', { name: 'Create Free Profile' })).toHaveAttribute('href', '/signup');
    });
  });
});

test('an industry tile opens its industry page and Create Free Profile opens sign-up', async ({ page }) => {
  await page.goto('/for-professionals');
  await section(page, 'Opportunities Across Industries').getByRole('link', { name: 'Healthcare' }).click();
  await expect(page).toHaveURL('/industries/healthcare');
  await page.goBack();
  await page.getByRole('link', { name: 'Create Free Profile' }).click();
  await expect(page).toHaveURL('/signup');
});
