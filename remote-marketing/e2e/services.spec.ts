// User journey: a visitor compares Vital's services and picks the path for
// companies or for professionals.
import { answerListing, atEachWidth, EACH_WIDTH, expect, expectNoAxeViolations, test, textLines, viewports } from '@vital/shared/e2e';
import { cardOf, h1 } from './page-helpers';

/** The local portal API's three services and the first four features of each. */
const SERVICES = [
  {
    title: 'For Companies',
    route: '/for-companies',
    features: ['Pre-screened candidates', 'Placement in 15 days or less', '6-month replacement guarantee', 'Dedicated account manager'],
  },
  {
    title: 'For Professionals',
    route: '/for-professionals',
    features: ['Free job matching', 'CV and profile review', 'Interview preparation', 'Salary guidance'],
  },
  {
    title: 'Training Programs',
    route: '/for-professionals',
    features: ['Industry certifications', 'Mentor-led courses', 'Flexible online learning', 'Career-ready portfolios'],
  },
];

test.describe(`services page at ${EACH_WIDTH}`, () => {
  test('shows the count badge, each service card and the closing paths', async ({ page }) => {
    await atEachWidth(page, '/services', async (size) => {
      await expect(h1(page)).toHaveText('Our Services & Solutions');
      const main = page.getByRole('main');
      await expect(main.getByText('3 Services', { exact: true })).toBeVisible();
      await expect(main.getByText('Trusted by 2K+ Companies')).toBeVisible();

      const list = main.getByRole('list', { name: 'Services' });
      await expect(list.getByRole('heading', { level: 2 })).toHaveText(SERVICES.map((s) => s.title));
      for (const { title, route, features } of SERVICES) {
        const card = cardOf(list, title, 2);
        // The companies service has five features on the server: four at most are shown.
        await expect(card.getByRole('listitem')).toHaveText(features);
        await expect(card.getByText('Global Reach')).toBeVisible();
        await expect(card.getByRole('link', { name: `Learn More about ${title}` })).toHaveAttribute('href', route);
      }

      await expect(main.getByRole('link', { name: 'Solutions for Companies' })).toHaveAttribute('href', '/for-companies');
      await expect(main.getByRole('link', { name: 'Opportunities for Professionals' })).toHaveAttribute('href', '/for-professionals');
      // The closing pair is one group: one width, each label on one line.
      const pair = [main.getByRole('link', { name: 'Solutions for Companies' }), main.getByRole('link', { name: 'Opportunities for Professionals' })];
      const widths = await Promise.all(pair.map(async (button) => Math.round((await button.boundingBox())!.width)));
      if (size === 'mobile') expect(widths[0], 'both buttons as wide').toBe(widths[1]);
      for (const button of pair) expect(await textLines(button), `${size}: the label on one line`).toHaveLength(1);
    });
  });
});

test.describe('services page while loading', () => {
  test.use({ viewport: viewports.desktop });

  test('shows no cards and a 0 badge until the call succeeds', async ({ page }) => {
    await page.goto('/about');
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/services', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Services', exact: true }).click();
    const main = page.getByRole('main');
    await expect(h1(page)).toHaveText('Our Services & Solutions');
    await expect(main.getByText('0 Services', { exact: true })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(0);

    release();
    await expect(main.getByText('3 Services', { exact: true })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(3);
  });

  test('a failed call settles on the empty list with a short message, not a loading state for ever', async ({ page }) => {
    await page.goto('/about');
    await page.route('**/api/services', (route) => route.abort('connectionrefused'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Services', exact: true }).click();
    const main = page.getByRole('main');
    await expect(h1(page)).toHaveText('Our Services & Solutions');
    await expect(main.getByText('No services to show right now.', { exact: false })).toBeVisible();
    await expect(main.getByText('0 Services', { exact: true })).toBeVisible();
    await expect(main.getByRole('status')).toHaveCount(0);
    await expect(main.getByRole('article')).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Solutions for Companies' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('landed on directly, arrives with its loading state and keeps it while the call is pending', async ({ page }) => {
    await answerListing(page, 'services', { kind: 'none' });
    await page.goto('/services', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Our Services & Solutions');
    await expect(main.getByText('0 Services', { exact: true })).toBeVisible();
    await expect(main.getByRole('status')).toHaveText('Loading services…');
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await expect(main.getByRole('status')).toHaveText('Loading services…');
    await expect(main.getByRole('article')).toHaveCount(0);
  });

  test('the service cards come in one after another, 0.1 s apart', async ({ page }) => {
    await page.goto('/services');
    const cards = page.getByRole('list', { name: 'Services' }).locator('li > div');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(1)).toHaveCSS('transition-delay', '0.1s');
    await expect(cards.nth(2)).toHaveCSS('transition-delay', '0.2s');
  });

  test('Learn More and the closing buttons lead to the pages for companies and professionals', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('link', { name: 'Learn More about For Companies' }).click();
    await expect(page).toHaveURL('/for-companies');
    await page.goto('/services');
    await page.getByRole('link', { name: 'Opportunities for Professionals' }).click();
    await expect(page).toHaveURL('/for-professionals');
  });
});
