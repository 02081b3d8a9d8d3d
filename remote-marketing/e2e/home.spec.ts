// User journey: a visitor lands on the home page, learns what Vital offers and
// moves on to a service, an industry or sign-up.
import { atEachWidth, e2eUrls, e2eUsers, EACH_WIDTH, expect, gridRows, signInAs, test, viewports } from '@vital/shared/e2e';
import { cardOf, h1, region } from './page-helpers';

const BENEFITS = [
  'Ethical Recruitment',
  '24h Average Matching',
  'Placement in 15 Days or Less',
  '6-Month Replacement Guarantee',
  'Free for Professionals',
  'A Global Network',
];

const SERVICES = [
  { title: 'For Companies', button: 'Hire Talent', href: '/for-companies' },
  { title: 'For Professionals', button: 'Explore', href: '/for-professionals' },
  { title: 'Training Programs', button: 'Start Learning', href: '/for-professionals' },
];

const INDUSTRIES = [
  { name: 'IT & Technology', roles: '2,500+', growth: '+15%', href: '/industries/it' },
  { name: 'Healthcare', roles: '1,800+', growth: '+12%', href: '/industries/healthcare' },
  { name: 'Engineering', roles: '1,200+', growth: '+8%', href: '/industries/engineering' },
];

test.describe(`home page at ${EACH_WIDTH}`, () => {
  test('shows the hero, claims, benefits, services and industries with their links', async ({ page }) => {
    await atEachWidth(page, '/', async (size) => {
      await expect(h1(page)).toHaveText('Connecting Talent with Opportunity');
      const main = page.getByRole('main');

      await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
      await expect(main.getByRole('link', { name: 'Login' })).toHaveAttribute('href', `${e2eUrls.portal}/login`);
      const claims = main.getByLabel('Vital in numbers');
      for (const claim of ['50K+', '2K+', '95%', '50+', '24h']) await expect(claims.getByText(claim, { exact: true })).toBeVisible();
      // Five figures in two columns on a phone: the fifth takes the whole last row rather than half of it.
      const rows = await gridRows(claims);
      for (const row of rows) expect({ left: row.left, right: row.right }, `the rows of figures at ${size} width`).toEqual({ left: rows[0]!.left, right: rows[0]!.right });

      const why = region(page, 'Recruitment Built on Trust');
      await expect(why.getByRole('heading', { level: 3 })).toHaveText(BENEFITS);

      const services = region(page, 'Solutions for Every Side of Hiring');
      await expect(services.getByRole('heading', { level: 3 })).toHaveText(SERVICES.map((s) => s.title));
      for (const { title, button, href } of SERVICES) {
        const card = cardOf(services, title);
        await expect(card.getByRole('link', { name: button, exact: true })).toHaveAttribute('href', href);
        await expect(card.getByRole('listitem').first()).toBeVisible();
      }
      // From the local API: the companies service lists five features, all shown as badges here.
      await expect(cardOf(services, 'For Companies').getByRole('listitem')).toHaveCount(5);
      await expect(services.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');

      const industries = region(page, 'Industries We Serve');
      for (const { name, roles, growth, href } of INDUSTRIES) {
        const card = cardOf(industries, name);
        await expect(card.getByText(roles, { exact: true })).toBeVisible();
        await expect(card.getByText(growth, { exact: true })).toBeVisible();
        await expect(card.getByRole('list', { name: `Top skills in ${name}` }).getByRole('listitem')).toHaveCount(4);
        await expect(card.getByRole('link', { name: `Explore ${name}` })).toHaveAttribute('href', href);
      }
      await expect(industries.getByRole('link', { name: 'Explore All Industries' })).toHaveAttribute('href', '/industries');
    });
  });
});

test.describe('home page links lead on', () => {
  test.use({ viewport: viewports.desktop });

  test('a service button and Explore All Industries navigate within the site', async ({ page }) => {
    await page.goto('/');
    await cardOf(page, 'For Companies').getByRole('link', { name: 'Hire Talent' }).click();
    await expect(page).toHaveURL('/for-companies');
    await expect(h1(page)).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: 'Explore All Industries' }).click();
    await expect(page).toHaveURL('/industries');
    await expect(h1(page)).toBeVisible();
  });
});

test.describe('home hero for signed-in users', () => {
  test.use({ viewport: viewports.mobile });

  test('a company user is offered the dashboard and Post Requirements', async ({ page }) => {
    await signInAs(page, e2eUsers.company);
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(main.getByRole('link', { name: 'Post Requirements' })).toHaveAttribute('href', '/post-requirements');
    await expect(main.getByRole('link', { name: 'Find Jobs' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  });

  test('a professional is offered the dashboard and Find Jobs', async ({ page }) => {
    await signInAs(page, e2eUsers.professional);
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(main.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/find-opportunities');
    await expect(main.getByRole('link', { name: 'Post Requirements' })).toHaveCount(0);
  });

  test('from the first paint on, the signed-out calls to action are never shown, in the hero or the header', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await signInAs(page, e2eUsers.company);
    // Every frame the browser paints, what the visitor sees of the signed-out actions.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { signedOutSeen: Set<string> }).signedOutSeen = seen;
      const sample = () => {
        for (const link of document.querySelectorAll<HTMLElement>('header a, main a')) {
          const label = link.textContent?.trim() ?? '';
          if ((label === 'Get Started' || label === 'Login') && link.checkVisibility({ visibilityProperty: true })) seen.add(label);
        }
        if (!document.documentElement.hasAttribute('data-live')) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    // The marketing remote's code comes late, so the header is live well before the hero.
    await page.route(`${e2eUrls.remote('marketing')}/**/*.js`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Account menu for ${e2eUsers.company.name}` })).toBeVisible();
    expect(await page.evaluate(() => [...(window as unknown as { signedOutSeen: Set<string> }).signedOutSeen])).toEqual([]);
  });
});

test.describe('home hero for visitors', () => {
  test('the signed-out calls to action are in the first paint, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
    await context.close();
  });
});

test.describe('scroll reveal', () => {
  test.use({ viewport: viewports.desktop });

  test('cards below the fold come in once scrolled to, one 100 ms step after another', async ({ page }) => {
    await page.goto('/');
    const industries = region(page, 'Industries We Serve');
    const cards = industries.locator('[data-reveal]');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toHaveAttribute('data-reveal', 'hidden');
    await expect(cards.first()).toHaveCSS('opacity', '0');
    // Hidden at once rather than faded out: no half-visible card, ever.
    await expect(cards.first()).toHaveCSS('transition-duration', '0s');

    await industries.getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
    await cards.first().scrollIntoViewIfNeeded();
    await expect(cards.first()).toHaveAttribute('data-reveal', 'shown');
    // Fading in, each card waits one 100 ms step more than the one before.
    await expect(cards.nth(1)).toHaveAttribute('data-reveal', 'shown');
    await expect(cards.nth(1)).toHaveCSS('transition-delay', '0.1s');
    await expect(cards.nth(2)).toHaveCSS('transition-delay', '0.2s');
    await expect(cards.first()).toHaveCSS('opacity', '1');
  });
});

test.describe('scroll reveal under reduced motion', () => {
  test.use({ viewport: viewports.desktop, reducedMotion: 'reduce' });

  test('nothing is hidden or animated', async ({ page }) => {
    await page.goto('/');
    await expect(cardOf(page, 'Engineering')).toBeVisible();
    await expect(page.locator('[data-reveal]')).toHaveCount(0);
    await expect(cardOf(page, 'Engineering')).toHaveCSS('opacity', '1');
  });
});
