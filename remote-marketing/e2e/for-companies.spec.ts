// User journey: a hiring manager reads /for-companies and moves on to the
// portal, a consultation or posting requirements.
import { type Page } from '@playwright/test';
import { atEachWidth, e2eUrls, EACH_WIDTH, expect, test, textLines } from '@vital/shared/e2e';

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe(`For Companies at ${EACH_WIDTH}`, () => {
  test(`shows the services, the process and the clients' words`, async ({ page }) => {
    await atEachWidth(page, '/for-companies', async (size) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hire Exceptional Talent');
      await expect(page.getByText(/placement in 15 days or less, and a 6-month replacement guarantee/)).toBeVisible();

      const hero = page.locator('main header');
      await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', `${e2eUrls.portal}/signup`);
      await expect(hero.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');

      await expect(section(page, 'Recruitment Solutions for Every Team').getByRole('heading', { level: 3 })).toHaveText([
        'Permanent Recruitment',
        'Contract & Temporary Staffing',
        'Executive Search',
      ]);
      if (size === 'desktop') {
        const lines = await textLines(section(page, 'Recruitment Solutions for Every Team').getByRole('heading', { level: 2 }));
        expect(lines.at(-1)!.length, `the heading's last line: ${lines.at(-1)!.join(' ')}`).toBeGreaterThan(1);
      }
      await expect(section(page, 'Our 4-Step Hiring Process').getByRole('listitem')).toHaveCount(4);
      const clients = section(page, 'What Our Clients Say');
      await expect(clients.getByRole('figure')).toHaveCount(3);

      const closing = page.getByRole('heading', { level: 2, name: 'Ready to Build Your Team?' }).locator('xpath=ancestor::section[1]');
      await expect(closing.getByRole('link', { name: 'Post Requirements' })).toHaveAttribute('href', '/post-requirements');
      await expect(closing.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    });
  });
});

test('Schedule Consultation and Post Requirements stay on the site', async ({ page }) => {
  await page.goto('/for-companies');
  await page.locator('main header').getByRole('link', { name: 'Schedule Consultation' }).click();
  await expect(page).toHaveURL('/contact');
  await page.goBack();
  await page.getByRole('link', { name: 'Post Requirements' }).last().click();
  await expect(page).toHaveURL('/post-requirements');
});
