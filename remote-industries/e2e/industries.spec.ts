// User journey: a visitor explores the industries we recruit for. The overview
// and the six industry pages at phone and desktop widths, with their figures
// (and the home page's for IT, Healthcare and Engineering), demand bars
// as wide as their percents and every button leading somewhere (axe checks every page in host/e2e/quality.spec.ts).
import { type Locator, type Page } from '@playwright/test';
import { atEachWidth, e2eUrls, EACH_WIDTH, expect, test, textLines, viewports } from '@vital/shared/e2e';

type Pair = readonly [string, string];
type Bar = readonly [string, number];

interface IndustryRoute {
  path: string;
  heading: string;
  /** [value, label] of the headline stats, in order, where all were specified rather than written by us. */
  stats?: readonly Pair[];
  /** Values that must be among the stats (the home page's figures). */
  statValues?: readonly string[];
  /** [name, percent] of every bar, where they were specified rather than written by us. */
  bars?: readonly Bar[];
  barCount: number;
  closing?: string;
}

const industryRoutes: readonly IndustryRoute[] = [
  { path: '/industries/it', heading: 'IT & Technology', statValues: ['2,500+', '+15%'], barCount: 6 },
  { path: '/industries/healthcare', heading: 'Healthcare', statValues: ['1,800+', '+12%'], barCount: 6 },
  {
    path: '/industries/engineering',
    heading: 'Engineering',
    statValues: ['1,200+', '+8%'],
    barCount: 6,
    closing: 'Engineer Your Future Today',
  },
  {
    path: '/industries/finance',
    heading: 'Finance and Banking',
    stats: [
      ['750+', 'Finance Positions'],
      ['5.2k+', 'Finance Professionals'],
      ['320+', 'Financial Institutions'],
      ['97%', 'Client Satisfaction'],
    ],
    bars: [
      ['Investment Banking', 92],
      ['Financial Analysis', 88],
      ['Accounting', 85],
      ['Risk Management', 80],
      ['Corporate Finance', 87],
      ['Wealth Management', 83],
    ],
    barCount: 6,
    closing: 'Invest in Your Financial Future',
  },
  {
    path: '/industries/manufacturing',
    heading: 'Manufacturing Excellence',
    stats: [
      ['1,100+', 'Production Jobs'],
      ['9.5k+', 'Manufacturing Workers'],
      ['180+', 'Manufacturing Plants'],
      ['92%', 'Safety Rating'],
    ],
    bars: [
      ['Automotive', 88],
      ['Electronics', 85],
      ['Machinery', 82],
      ['Quality Control', 90],
      ['Production', 87],
      ['Maintenance', 80],
    ],
    barCount: 6,
  },
  {
    path: '/industries/others',
    heading: 'Diverse Career Opportunities',
    stats: [
      ['2,000+', 'Opportunities'],
      ['15k+', 'Professionals'],
      ['500+', 'Partner Organizations'],
      ['95%', 'Career Satisfaction'],
    ],
    bars: [
      ['Legal Services', 85],
      ['Education', 88],
      ['Hospitality', 80],
      ['Media & Entertainment', 75],
      ['Creative Arts', 70],
      ['Music Industry', 65],
      ['Travel & Tourism', 78],
      ['Consulting', 82],
    ],
    barCount: 8,
  },
];

/** The overview's six cards: name, the two figures, and where each card leads. */
const overviewCards = [
  { name: 'IT & Technology', figures: ['2,500+', '+15%'], to: '/industries/it' },
  { name: 'Healthcare', figures: ['1,800+', '+12%'], to: '/industries/healthcare' },
  { name: 'Engineering', figures: ['1,200+', '+8%'], to: '/industries/engineering' },
  { name: 'Finance & Banking', figures: ['750+', '97%'], to: '/industries/finance' },
  { name: 'Manufacturing', figures: ['1,100+', '92%'], to: '/industries/manufacturing' },
  { name: 'Others', figures: ['2,000+', '95%'], to: '/industries/others' },
] as const;

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** [value, label] of each figure of a description list, as shown. */
function figuresOf(list: Locator): Promise<Pair[]> {
  return list.evaluate((dl) =>
    [...dl.querySelectorAll('dd')].map((dd) => {
      const dt = dd.parentElement!.querySelector('dt')!;
      return [dd.textContent ?? '', dt.textContent ?? ''] as const;
    }),
  );
}

interface MeasuredBar {
  name: string;
  valueNow: number;
  shownText: string;
  widthPercent: number;
}

/** Every demand bar: its accessible name and value, the number it shows and how wide its fill is. */
function measureBars(page: Page): Promise<MeasuredBar[]> {
  return main(page)
    .getByRole('meter')
    .evaluateAll((meters) =>
      meters.map((meter) => {
        const track = meter.querySelector('[data-part="track"]')!.getBoundingClientRect();
        const fill = meter.querySelector('[data-part="fill"]')!.getBoundingClientRect();
        return {
          name: meter.getAttribute('aria-label') ?? '',
          valueNow: Number(meter.getAttribute('aria-valuenow')),
          shownText: meter.textContent ?? '',
          widthPercent: (fill.width / track.width) * 100,
        };
      }),
    );
}

test.describe(`at ${EACH_WIDTH}`, () => {
  test('/industries: the six industries with their figures', async ({ page }) => {
    await atEachWidth(page, '/industries', async () => {
      await expect(h1(page)).toHaveText('Industries We Serve');
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);

      const cards = main(page).getByRole('article');
      await expect(cards).toHaveCount(overviewCards.length);
      for (const [index, expected] of overviewCards.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(expected.name);
        expect((await figuresOf(card.locator('dl'))).map(([value]) => value)).toEqual(expected.figures);
        await expect(card.getByRole('link')).toHaveAttribute('href', expected.to);
        // The longest, “Explore Finance & Banking”, too.
        expect(await textLines(card.getByRole('link')), `the label of ${expected.name}'s link on one line`).toHaveLength(1);
      }
    });
  });

  for (const route of industryRoutes) {
    test(`${route.path}: heading, stats, bars as wide as their percents, roles and links`, async ({ page }) => {
      await atEachWidth(page, route.path, async (size) => {
        await expect(h1(page)).toHaveText(route.heading);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

        // Headline stats: the first list under the hero.
        const stats = main(page).locator('dl').first();
        await expect(stats).toBeVisible();
        const shown = await figuresOf(stats);
        if (route.stats) expect(shown).toEqual(route.stats);
        for (const value of route.statValues ?? []) expect(shown.map(([v]) => v)).toContain(value);

        // Demand bars: as many as listed, each as wide as its percent, with the number shown.
        await expect(main(page).getByRole('meter')).toHaveCount(route.barCount);
        const bars = await measureBars(page);
        if (route.bars) expect(bars.map((bar) => [bar.name, bar.valueNow])).toEqual(route.bars);
        for (const bar of bars) {
          expect(bar.valueNow, bar.name).toBeGreaterThan(0);
          expect(bar.shownText, bar.name).toContain(`${bar.valueNow}%`);
          expect(Math.abs(bar.widthPercent - bar.valueNow), `${bar.name} bar width`).toBeLessThan(0.5);
        }
        const [first] = bars;
        await expect(page.getByRole('meter', { name: first!.name, exact: true })).toHaveAttribute(
          'aria-valuenow',
          String(first!.valueNow),
        );

        // Six sample roles, each with an Apply button to the portal hand-off page.
        const apply = main(page).getByRole('link', { name: /^Apply Now for / });
        await expect(apply).toHaveCount(6);
        for (const href of await apply.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
          expect(href).toBe('/find-opportunities');
        }

        if (route.closing) await expect(main(page).getByRole('heading', { level: 2, name: route.closing })).toBeVisible();

        if (route.path === '/industries/finance') {
          const specializations = main(page).getByRole('heading', { level: 2, name: 'Finance Specializations in Demand' });
          const lines = await textLines(specializations);
          if (size === 'desktop') expect(lines.at(-1)!.length, `its last line: ${lines.at(-1)!.join(' ')}`).toBeGreaterThan(1);
          const browse = main(page).getByRole('link', { name: 'Browse Finance Jobs' });
          await expect(browse).toHaveAttribute('href', `${e2eUrls.portal}/jobs`);
          await expect(browse).toHaveAttribute('target', '_blank');
          await expect(browse).toHaveAttribute('rel', 'noopener noreferrer');
          await expect(browse).toHaveAccessibleName('Browse Finance Jobs (opens in a new tab)');
        } else {
          await expect(main(page).locator('a[target="_blank"]')).toHaveCount(0);
        }

      });
    });
  }
});

test.describe('getting around (1280 px)', () => {
  test.use({ viewport: viewports.desktop });

  test('from the overview to an industry page and on to the portal hand-off', async ({ page }) => {
    await page.goto('/industries');
    await main(page).getByRole('link', { name: 'Explore Finance & Banking' }).click();
    await expect(page).toHaveURL('/industries/finance');
    await expect(h1(page)).toHaveText('Finance and Banking');

    await main(page).getByRole('link', { name: 'Apply Now for Risk Manager' }).click();
    await expect(page).toHaveURL('/find-opportunities');
    await expect(h1(page)).toHaveText('Find Opportunities');
  });

  test('Market Analysis leads to the contact page', async ({ page }) => {
    await page.goto('/industries/finance');
    await main(page).getByRole('link', { name: 'Market Analysis' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(h1(page)).toHaveText('Get in Touch');
  });

  test('Browse Finance Jobs opens the job portal in a new tab that knows neither the page nor its opener', async ({ page, context }) => {
    await page.goto('/industries/finance');
    const portalRequest = context.waitForEvent('request', (request) => request.url() === `${e2eUrls.portal}/jobs`);
    const popup = page.waitForEvent('popup');
    await main(page).getByRole('link', { name: 'Browse Finance Jobs' }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${e2eUrls.portal}/jobs`);
    expect((await portalRequest).headers()['referer']).toBeUndefined();
    expect(await tab.evaluate(() => ({ referrer: document.referrer, hasOpener: window.opener !== null }))).toEqual({
      referrer: '',
      hasOpener: false,
    });
    // The site stays where it was in its own tab.
    await expect(page).toHaveURL('/industries/finance');
  });

  test('Get Professional License leads to the training hand-off page', async ({ page }) => {
    await page.goto('/industries/engineering');
    await main(page).getByRole('link', { name: 'Get Professional License' }).click();
    await expect(page).toHaveURL('/training');
  });

  test('the cards are reached and followed from the keyboard, with a visible focus ring', async ({ page }) => {
    await page.goto('/industries');
    await main(page).getByRole('link', { name: 'Post Requirements' }).focus();
    await page.keyboard.press('Tab');
    const first = main(page).getByRole('link', { name: 'Explore IT & Technology' });
    await expect(first).toBeFocused();
    const outline = await first.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/industries/it');
    await expect(h1(page)).toHaveText('IT & Technology');
  });

  test('an unknown industry shows the host’s 404 page', async ({ page }) => {
    await page.goto('/industries/space-travel');
    await expect(h1(page)).toHaveAccessibleName('404 Oops! Page not found');
    await expect(main(page).getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });
});
