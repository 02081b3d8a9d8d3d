// User journey: a visitor reads /success-stories: the figures, the stories
// from the portal API, the industries, and where to go next.
import { atEachWidth, EACH_WIDTH, expect, test, viewports } from '@vital/shared/e2e';
import { gotoWithApiReviews } from './page-helpers';

test.describe(`Success Stories at ${EACH_WIDTH}`, () => {
  test(`shows the figures, the eight stories of the API and twelve industries`, async ({ page }) => {
    await atEachWidth(page, () => gotoWithApiReviews(page, '/success-stories'), async (name) => {
      const viewport = viewports[name];
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers and Teams We Have Built');

      const figures = page.getByLabel('Success in numbers');
      await expect(figures.getByRole('definition')).toHaveText(['10,000+', '98%', '50%', '95%']);

      const carousel = page.getByRole('region', { name: 'Success stories' });
      const perView = viewport.width < 768 ? 1 : 3;
      await expect(carousel.getByText(/^Showing/)).toHaveText(`Showing ${perView === 1 ? '1' : `1-${perView}`} of 8 success stories`);
      // The first story of the seeded API, not the built-in one.
      await expect(carousel.getByRole('heading', { name: 'From night shifts to ward manager' })).toBeVisible();

      const industries = page.getByRole('region', { name: 'Success Across 12 Industries' });
      await expect(industries.getByRole('listitem')).toHaveCount(12);

      const closing = page.getByRole('heading', { level: 2, name: 'Write Your Own Success Story' }).locator('xpath=ancestor::section[1]');
      await expect(closing.getByRole('link', { name: 'Find Opportunities' })).toHaveAttribute('href', '/find-opportunities');
      await expect(closing.getByRole('link', { name: 'Hire Talent' })).toHaveAttribute('href', '/for-companies');
    });
  });
});

test('Find Opportunities leads to the portal hand-off page', async ({ page }) => {
  await page.goto('/success-stories');
  await page.getByRole('link', { name: 'Find Opportunities' }).click();
  await expect(page).toHaveURL('/find-opportunities');
});
