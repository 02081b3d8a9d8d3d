// User journey: finding one's way around the site with the header (mouse,
// keyboard, mobile menu), the route table's special cases and the account menu.
import { type Locator, type Page } from '@playwright/test';
import { AUTH_STORAGE_KEY } from '@vital/shared';
import { addSignedInCookie, e2eUrls, e2eUsers, expect, isSameDocument, markDocument, signInAs, test, textLines, viewports } from '@vital/shared/e2e';

const PORTAL = new RegExp(`^${e2eUrls.portal}`);

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The element a disclosure button controls (aria-controls). */
async function controlledBy(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'the button names the element it controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** The dropdown trigger of a desktop header group and the list item that holds its panel. */
function dropdown(page: Page, label: string) {
  const trigger = mainNav(page).getByRole('button', { name: label, exact: true });
  const item = mainNav(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: label, exact: true }) });
  return { trigger, link: (name: string) => item.getByRole('link', { name, exact: true }) };
}

async function expectPage(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL(path);
  await expect(h1(page)).toHaveText(heading);
}

async function gotoHome(page: Page) {
  await page.goto('/');
  await expect(h1(page)).toHaveText('Connecting Talent with Opportunity');
}

test.describe('desktop header (1280 px)', () => {
  test.use({ viewport: viewports.desktop });

  const viaMouse = [
    { group: 'For Companies', item: 'Recruitment', path: '/recruitment', heading: 'Recruitment Services' },
    { group: 'For Professionals', item: 'Overview', path: '/for-professionals', heading: 'Find Your Next Opportunity' },
    { group: 'Industries', item: 'Healthcare', path: '/industries/healthcare', heading: 'Healthcare' },
  ];

  for (const { group, item, path, heading } of viaMouse) {
    test(`the ${group} dropdown opens with the mouse and navigates to ${item}`, async ({ page }) => {
      await gotoHome(page);
      const { trigger, link } = dropdown(page, group);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(link(item)).toBeHidden();

      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(link(item)).toBeVisible();

      await markDocument(page);
      await link(item).click();
      await expectPage(page, path, heading);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(await isSameDocument(page), 'navigated without a full page load').toBe(true);
    });
  }

  const viaKeyboard = [
    // ArrowDown from the trigger focuses the first item; each further ArrowDown moves one down.
    { group: 'For Companies', downs: 2, item: 'Recruitment', path: '/recruitment', heading: 'Recruitment Services' },
    { group: 'For Professionals', downs: 1, item: 'Overview', path: '/for-professionals', heading: 'Find Your Next Opportunity' },
    { group: 'Industries', downs: 4, item: 'Finance & Banking', path: '/industries/finance', heading: 'Finance and Banking' },
  ];

  for (const { group, downs, item, path, heading } of viaKeyboard) {
    test(`the ${group} dropdown works from the keyboard and navigates to ${item}`, async ({ page }) => {
      await gotoHome(page);
      const { trigger, link } = dropdown(page, group);
      const firstItem = group === 'Industries' ? 'IT & Technology' : 'Overview';

      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(link(firstItem)).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(link(firstItem)).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(link(firstItem)).toBeHidden();
      await expect(trigger).toBeFocused();

      await page.keyboard.press('Enter');
      for (let i = 0; i < downs; i += 1) await page.keyboard.press('ArrowDown');
      await expect(link(item)).toBeFocused();
      await markDocument(page);
      await page.keyboard.press('Enter');
      await expectPage(page, path, heading);
      expect(await isSameDocument(page), 'navigated without a full page load').toBe(true);
    });
  }

  test('ArrowDown moves through the items and wraps from the last to the first', async ({ page }) => {
    await gotoHome(page);
    const { trigger, link } = dropdown(page, 'For Companies');
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Overview', 'Recruitment', 'HR Solutions', 'Success Stories', 'Overview']) {
      await expect(link(name)).toBeFocused();
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('About Us, Contact and Blogs links and the logo navigate without a reload', async ({ page }) => {
    await gotoHome(page);
    await markDocument(page);
    const nav = mainNav(page);

    await nav.getByRole('link', { name: 'About Us' }).click();
    await expectPage(page, '/about', 'Ethical Recruitment Since 2019');
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expectPage(page, '/contact', 'Get in Touch');
    await nav.getByRole('link', { name: 'Blogs' }).click();
    await expectPage(page, '/blogs', 'Blogs');
    await page.getByRole('banner').getByRole('link', { name: 'Vital home' }).click();
    await expectPage(page, '/', 'Connecting Talent with Opportunity');

    expect(await isSameDocument(page), 'navigated without a full page load').toBe(true);
  });

  test('the header marks the current page, in a dropdown too: Industries on an industry page, For Companies on HR Solutions', async ({ page }) => {
    /** How a header item looks: its colour and the bar beneath it. */
    const look = (item: Locator) => item.evaluate((element) => `${getComputedStyle(element).color} ${getComputedStyle(element).boxShadow}`);
    await page.goto('/about');
    const marked = await look(mainNav(page).getByRole('link', { name: 'About Us' }));
    await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    const unmarked = await look(dropdown(page, 'Industries').trigger);
    expect(marked).not.toBe(unmarked);

    for (const { path, group, item } of [
      { path: '/industries/finance', group: 'Industries', item: 'Finance & Banking' },
      { path: '/hr-solutions', group: 'For Companies', item: 'HR Solutions' },
    ]) {
      await page.goto(path);
      const { trigger, link } = dropdown(page, group);
      expect(await look(trigger), `${group} on ${path}`).toBe(marked);
      expect(await look(mainNav(page).getByRole('link', { name: 'About Us' })), `About Us on ${path}`).toBe(unmarked);
      await trigger.click();
      await expect(link(item)).toHaveAttribute('aria-current', 'page');
    }
  });

  test('Post Requirements is not in the desktop header, and the mobile menu is hidden', async ({ page }) => {
    await gotoHome(page);
    await expect(mainNav(page)).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Post Requirements' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Post Requirements' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

test.describe('mobile menu (375 px)', () => {
  test.use({ viewport: viewports.mobile });

  const openMenu = async (page: Page): Promise<Locator> => {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    return menu;
  };

  test('the desktop navigation is hidden and the menu toggle opens the mobile menu', async ({ page }) => {
    await gotoHome(page);
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();

    const menu = await openMenu(page);
    for (const name of ['For Companies', 'For Professionals', 'Industries']) {
      await expect(menu.getByRole('button', { name })).toBeVisible();
    }
    for (const name of ['About Us', 'Contact', 'Blogs', 'Post Requirements']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: focus stays in the open menu, and Escape closes it with focus back on its toggle', async ({ page }) => {
    await gotoHome(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();

    // Its toggle, three groups, four links, Login and Get Started: past the last, focus goes round, never to the page beneath.
    const focusInMenu = menu.locator(':focus').or(close.and(page.locator(':focus')));
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 0; press < 12; press += 1) {
        await page.keyboard.press(key);
        await expect(focusInMenu, `${key} ${press + 1}`).toHaveCount(1);
      }
    }
    await menu.getByRole('link', { name: 'Get Started' }).focus();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the menu marks the current page: the group that holds it and its link', async ({ page }) => {
    await page.goto('/industries/finance');
    const menu = await openMenu(page);
    const look = (item: Locator) => item.evaluate((element) => getComputedStyle(element).color);
    const industries = menu.getByRole('button', { name: 'Industries' });
    expect(await look(industries)).not.toBe(await look(menu.getByRole('button', { name: 'For Companies' })));
    await industries.click();
    await expect(menu.getByRole('link', { name: 'Finance & Banking' })).toHaveAttribute('aria-current', 'page');
  });

  test('only one group is expanded at a time', async ({ page }) => {
    await gotoHome(page);
    const menu = await openMenu(page);
    const companies = menu.getByRole('button', { name: 'For Companies' });
    const industries = menu.getByRole('button', { name: 'Industries' });

    await companies.click();
    await expect(companies).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'HR Solutions' })).toBeVisible();
    await expect(industries).toHaveAttribute('aria-expanded', 'false');

    await industries.click();
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await expect(companies).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'HR Solutions' })).toBeHidden();
    await expect(menu.getByRole('link', { name: 'Engineering' })).toBeVisible();

    await industries.click();
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Engineering' })).toBeHidden();
  });

  test('choosing a link navigates and closes the menu', async ({ page }) => {
    await gotoHome(page);
    await markDocument(page);

    let menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Industries' }).click();
    await menu.getByRole('link', { name: 'Manufacturing' }).click();
    await expectPage(page, '/industries/manufacturing', 'Manufacturing Excellence');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    menu = await openMenu(page);
    // The group expanded before is collapsed again on the next opening.
    await expect(menu.getByRole('button', { name: 'Industries' })).toHaveAttribute('aria-expanded', 'false');
    await menu.getByRole('link', { name: 'Post Requirements' }).click();
    await expectPage(page, '/post-requirements', 'Post Your Requirements');
    await expect(menu).toBeHidden();

    expect(await isSameDocument(page), 'navigated without a full page load').toBe(true);
  });
  test('tapping the logo while the menu is open goes home and closes it', async ({ page }) => {
    await page.goto('/about');
    await expect(h1(page)).toHaveText('Ethical Recruitment Since 2019');
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'For Companies' }).click();

    await page.getByRole('banner').getByRole('link', { name: 'Vital home' }).click();
    await expectPage(page, '/', 'Connecting Talent with Opportunity');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    // Opened again, it starts with every group collapsed.
    await openMenu(page);
    await expect(menu.getByRole('button', { name: 'For Companies' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the browser’s back and forward buttons close the menu', async ({ page }) => {
    await gotoHome(page);
    let menu = await openMenu(page);
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expectPage(page, '/about', 'Ethical Recruitment Since 2019');

    menu = await openMenu(page);
    await page.goBack();
    await expectPage(page, '/', 'Connecting Talent with Opportunity');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await openMenu(page);
    await page.goForward();
    await expectPage(page, '/about', 'Ethical Recruitment Since 2019');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile menu on a touch screen (375 px)', () => {
  test.use({ viewport: viewports.mobile, hasTouch: true });

  test('a tap outside the open menu closes it', async ({ page }) => {
    await gotoHome(page);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    // The page's margin at the bottom-left corner: below the menu, on nothing that reacts to a tap.
    await page.touchscreen.tap(4, viewports.mobile.height - 4);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(h1(page)).toHaveText('Connecting Talent with Opportunity');
  });
});

test.describe('route table', () => {
  test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const path = '/no-such-page-here';
    await page.goto(path);

    await expect(page.getByRole('main')).toContainText('404');
    await expect(h1(page)).toHaveAccessibleName('404 Oops! Page not found');
    const home = page.getByRole('main').getByRole('link', { name: 'Return to Home' });
    await expect(home).toHaveAttribute('href', '/');
    await expect.poll(() => consoleErrors.some((text) => text.includes(path))).toBe(true);

    await home.click();
    await expectPage(page, '/', 'Connecting Talent with Opportunity');
  });

  test('/home redirects to / and replaces its history entry', async ({ page }) => {
    await page.goto('/about');
    await expect(h1(page)).toHaveText('Ethical Recruitment Since 2019');
    await page.goto('/home');
    await expectPage(page, '/', 'Connecting Talent with Opportunity');

    await page.goBack();
    await expectPage(page, '/about', 'Ethical Recruitment Since 2019');
  });

  test('the dashboard sends a signed-out visitor to sign in', async ({ page, context }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/signin?next=%2Fdashboard');
    await expect(h1(page)).toHaveText('Sign In');
    // A signed-in cookie left behind without a session (storage cleared): the page itself redirects.
    await addSignedInCookie(context);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/signin?next=%2Fdashboard');
    await expect(h1(page)).toHaveText('Sign In');
  });

  const handoffs = [
    { path: '/post-requirements', heading: 'Post Your Requirements', action: 'Continue to the portal', back: 'Explore recruitment services' },
    { path: '/find-opportunities', heading: 'Find Opportunities', action: 'Browse jobs on the portal', back: 'Learn how we help professionals' },
    { path: '/upload-cv', heading: 'Upload Your CV', action: 'Upload your CV on the portal', back: 'Learn how we help professionals' },
    { path: '/training', heading: 'Training Programs', action: 'View training on the portal', back: 'Learn how we help professionals' },
    { path: '/career-resources', heading: 'Career Resources', action: 'Open career resources', back: 'Read our blog' },
  ];

  test('each portal action shows a hand-off page with a link to the portal', async ({ page }) => {
    for (const { path, heading, action } of handoffs) {
      await page.goto(path);
      await expect(h1(page), path).toHaveText(heading);
      await expect(page.getByText('404', { exact: true }), path).toHaveCount(0);
      const link = page.getByRole('main').getByRole('link', { name: action });
      await expect(link, path).toBeVisible();
      await expect(link, path).toHaveAttribute('href', PORTAL);
    }
  });

  test('on a phone, the two buttons of a hand-off page are one width, each label on one line', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    for (const { path, action, back } of handoffs) {
      await page.goto(path);
      const buttons = [page.getByRole('main').getByRole('link', { name: action }), page.getByRole('main').getByRole('link', { name: back })];
      const widths = await Promise.all(buttons.map(async (button) => Math.round((await button.boundingBox())!.width)));
      expect(widths[0], `${path}: both buttons as wide`).toBe(widths[1]);
      for (const button of buttons) expect(await textLines(button), `${path}: ${await button.textContent()} on one line`).toHaveLength(1);
    }
  });
});

test.describe('signed in (1280 px)', () => {
  test.use({ viewport: viewports.desktop });

  test('the account menu offers Profile, Dashboard and Sign Out', async ({ page }) => {
    const user = e2eUsers.company;
    await signInAs(page, user);
    await gotoHome(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);

    const account = banner.getByRole('button', { name: user.name });
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    const menu = await controlledBy(page, account);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', PORTAL);
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await markDocument(page);
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expectPage(page, '/dashboard', `Welcome back, ${user.name}`);

    await account.click();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(banner.getByRole('button', { name: user.name })).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute('href', PORTAL);
    await expect(banner.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
    expect(await isSameDocument(page), 'signed out without a full page load').toBe(true);
  });

  test("the dashboard's own Sign Out goes home signed out", async ({ page }) => {
    const user = e2eUsers.professional;
    await signInAs(page, user);
    await page.goto('/dashboard');
    await expect(h1(page)).toHaveText(`Welcome back, ${user.name}`);

    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await expectPage(page, '/', 'Connecting Talent with Opportunity');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
  });
});
