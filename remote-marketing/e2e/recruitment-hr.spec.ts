// User journey: a company compares the recruitment service and the HR
// solutions, then starts hiring on the portal or asks for a consultation.
import { type Page } from '@playwright/test';
import { atEachWidth, e2eUrls, EACH_WIDTH, expect, test, textLines } from '@vital/shared/e2e';

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe(`Recruitment and HR Solutions at ${EACH_WIDTH}`, () => {
  test(`the recruitment page: Start Hiring Now, four benefits, five steps`, async ({ page }) => {
    await atEachWidth(page, '/recruitment', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recruitment Services');
      await expect(page.locator('main header').getByRole('link', { name: 'Start Hiring Now' })).toHaveAttribute(
        'href',
        `${e2eUrls.portal}/requirements/new`,
      );
      await expect(section(page, 'Why Companies Recruit with Us').getByRole('heading', { level: 3 })).toHaveText([
        'Pre-Screened Talent',
        'Placement in 15 Days or Less',
        '6-Month Replacement Guarantee',
        'Ethical & Transparent',
      ]);
      const process = section(page, 'Our 5-Step Recruitment Process');
      await expect(process.getByRole('heading', { level: 3 })).toHaveText([
        'Requirement Analysis',
        'Talent Sourcing',
        'Screening & Assessment',
        'Interview & Selection',
        'Offer & Onboarding',
      ]);
    });
  });

  test(`the HR solutions page: six solutions and the figures`, async ({ page }) => {
    await atEachWidth(page, '/hr-solutions', async (size) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('HR Solutions That Scale With You');
      const hero = page.locator('main header');
      await expect(hero.getByRole('link', { name: 'Explore Hiring Solutions' })).toHaveAttribute('href', '/for-companies');
      await expect(hero.getByRole('link', { name: 'Talk to an HR Expert' })).toHaveAttribute('href', '/contact');
      await expect(section(page, 'Complete HR Support for Growing Companies').getByRole('heading', { level: 3 })).toHaveCount(6);

      const figures = section(page, 'Why Companies Choose Our HR Solutions');
      await expect(figures.getByRole('definition')).toHaveText(['500+', '99%', '70%', '24/7']);
      await expect(figures.getByRole('term')).toHaveText(['Companies', 'Satisfaction', 'Time Savings', 'Support']);
      if (size === 'desktop') {
        for (const name of ['Complete HR Support for Growing Companies', 'Why Companies Choose Our HR Solutions']) {
          const lines = await textLines(section(page, name).getByRole('heading', { level: 2 }));
          expect(lines.at(-1)!.length, `the last line of “${name}”: ${lines.at(-1)!.join(' ')}`).toBeGreaterThan(1);
        }
      }
    });
  });
});

test('from HR Solutions to For Companies and on to the contact page', async ({ page }) => {
  await page.goto('/hr-solutions');
  await page.locator('main header').getByRole('link', { name: 'Explore Hiring Solutions' }).click();
  await expect(page).toHaveURL('/for-companies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hire Exceptional Talent');
  await page.goBack();
  await page.locator('main header').getByRole('link', { name: 'Talk to an HR Expert' }).click();
  await expect(page).toHaveURL('/contact');
});
