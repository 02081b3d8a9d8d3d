// User journey: a visitor wants to know who Vital is, meets the people behind
// it and gets in touch with them or with HR.
import { atEachWidth, EACH_WIDTH, expect, gridRows, revealAll, test, textLines, viewports } from '@vital/shared/e2e';
import { cardOf, h1, hasLoaded, region } from './page-helpers';

/** The local portal API's team, in its order. */
const TEAM = [
  'Sarah Mitchell',
  'David Chen',
  'Amara Okafor',
  'James Rodriguez',
  'Priya Sharma',
  'Thomas Müller',
  'Elena Petrova',
  'Kwame Mensah',
];

test.describe(`about page at ${EACH_WIDTH}`, () => {
  test('tells the story, values, impact, first three team members and global reach', async ({ page }) => {
    // Scrolls through the page and waits for every image: slow on a busy two-core machine.
    test.slow();
    await atEachWidth(page, '/about', async (size) => {
      await expect(h1(page)).toHaveText('Ethical Recruitment Since 2019');
      await expect(page.getByRole('main').getByText('Founded in 2019', { exact: false }).first()).toBeVisible();

      await expect(region(page, 'Fair Hiring That Works for Everyone').getByText('2019', { exact: true })).toBeVisible();
      await expect(region(page, 'What We Stand For').getByRole('heading', { level: 3 })).toHaveText([
        'Ethical Practices',
        'People First',
        'Excellence',
      ]);
      const impact = page.getByLabel('Our impact in numbers');
      for (const figure of ['10,000+', '50K+', '2K+', '95%', '50+']) await expect(impact.getByText(figure, { exact: true })).toBeVisible();
      // Five figures in two columns on a phone: the fifth takes the whole last row rather than half of it.
      const rows = await gridRows(impact);
      for (const row of rows) expect({ left: row.left, right: row.right }, `the rows of figures at ${size} width`).toEqual({ left: rows[0]!.left, right: rows[0]!.right });
      if (size === 'desktop') {
        const lines = await textLines(page.getByRole('heading', { level: 2, name: 'Fair Hiring That Works for Everyone' }));
        expect(lines.at(-1)!.length, `the heading's last line: ${lines.at(-1)!.join(' ')}`).toBeGreaterThan(1);
      }

      const team = region(page, 'The People Behind Vital');
      await expect(team.getByRole('heading', { level: 3 })).toHaveText(TEAM.slice(0, 3));
      await revealAll(page);
      for (const name of TEAM.slice(0, 3)) {
        const photo = cardOf(team, name).getByRole('img', { name: `Portrait of ${name}` });
        await photo.scrollIntoViewIfNeeded();
        await expect.poll(() => hasLoaded(photo), { message: `${name}'s photo loads from /storage` }).toBe(true);
      }
      await expect(team.getByRole('link', { name: 'Meet Our Full Team' })).toHaveAttribute('href', '/team');

      const reach = region(page, 'Global Reach');
      await expect(reach.getByRole('heading', { level: 3 })).toHaveText(['Americas', 'EMEA', 'APAC']);
      for (const city of ['New York', 'London', 'Singapore']) await expect(reach.getByText(`Regional office: ${city}`)).toBeVisible();
    });
  });

  test('the team page shows every member with photo, role, experience, expertise and contact links', async ({ page }) => {
    // Scrolls through the page and waits for every image: slow on a busy two-core machine.
    test.slow();
    await atEachWidth(page, '/team', async (size) => {
      await expect(h1(page)).toHaveText('Meet Our Team');
      await expect(page.getByRole('heading', { level: 2, name: '8 Team Members' })).toBeVisible();
      const members = region(page, '8 Team Members');
      await expect(members.getByRole('heading', { level: 3 })).toHaveText(TEAM);
      // Eight cards three to a row: the two of the last row share its whole width, no gap beside them.
      const rows = await gridRows(members.getByRole('list').first());
      for (const row of rows) expect({ left: row.left, right: row.right }, `the rows of cards at ${size} width`).toEqual({ left: rows[0]!.left, right: rows[0]!.right });

      const first = cardOf(members, 'Sarah Mitchell');
      await expect(first.getByText('Chief Executive Officer')).toBeVisible();
      await expect(first.getByText('15+ years experience')).toBeVisible();
      await expect(first.getByRole('list', { name: 'Expertise of Sarah Mitchell' }).getByRole('listitem')).toHaveText([
        'Leadership',
        'Talent Strategy',
        'Ethical Recruitment',
      ]);
      const photo = first.getByRole('img', { name: 'Portrait of Sarah Mitchell' });
      await expect.poll(() => hasLoaded(photo)).toBe(true);
      await expect(photo).toHaveAttribute('width', '112');
      await expect(photo).toHaveAttribute('height', '112');

      const linkedin = first.getByRole('link', { name: /^LinkedIn profile of Sarah Mitchell/ });
      await expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/sarah-mitchell-vital');
      await expect(linkedin).toHaveAttribute('target', '_blank');
      await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(first.getByRole('link', { name: 'Email Sarah Mitchell' })).toHaveAttribute('href', 'mailto:sarah.mitchell@vital.example');

      // Every photo path shape the portal sends resolves to a real file.
      await revealAll(page);
      for (const name of TEAM) {
        const image = cardOf(members, name).getByRole('img', { name: `Portrait of ${name}` });
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => hasLoaded(image), { message: `${name}'s photo loads` }).toBe(true);
      }
      // Photos further down wait until they are needed.
      await expect(cardOf(members, 'Kwame Mensah').getByRole('img')).toHaveAttribute('loading', 'lazy');

      await expect(page.getByRole('heading', { level: 2, name: 'Join Our Team' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Contact HR' })).toHaveAttribute('href', '/contact');
    });
  });
});

test.describe('from about to the team to HR', () => {
  test.use({ viewport: viewports.mobile });

  test('Meet Our Full Team and Contact HR navigate within the site', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'Meet Our Full Team' }).click();
    await expect(page).toHaveURL('/team');
    await expect(h1(page)).toHaveText('Meet Our Team');
    await page.getByRole('link', { name: 'Contact HR' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(h1(page)).toBeVisible();
  });

  test('the team page holds its place while the team call is pending', async ({ page }) => {
    await page.goto('/services');
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/teams', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Team', exact: true }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText('Loading the team…');
    await expect(main.getByRole('article')).toHaveCount(0);
    release();
    await expect(main.getByRole('heading', { level: 2, name: '8 Team Members' })).toBeVisible();
    await expect(main.getByRole('status')).toHaveCount(0);
  });
});
