import { AUTH_STORAGE_KEY, SIGNED_IN_HINT_ATTRIBUTE, useAuth } from '@vital/shared';
import { createTestConfig, renderWithProviders, screen, testUsers, within } from '@vital/shared/testing';
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from '@vital/shared/router';
import { Header } from './header';

const config = createTestConfig();

function LocationProbe() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function renderHeader(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <>
      <Header />
      <LocationProbe />
    </>,
    { config, ...options },
  );
}

/**
 * jsdom applies the header's mobile-first base styles but no media query, so the
 * desktop-only parts keep their `display: none` and drop out of the
 * accessibility tree. This sheet plays a wide screen. It is added after the
 * first render so it follows emotion's rules: jsdom cascades by order alone.
 */
const desktopSheets: HTMLStyleElement[] = [];
afterEach(() => {
  desktopSheets.splice(0).forEach((sheet) => sheet.remove());
});

function emulateDesktopViewport() {
  const sheet = document.createElement('style');
  sheet.textContent = [
    'nav[aria-label="Main"] { display: block; }',
    'header > div > div { display: flex; }',
    'button[aria-controls="mobile-menu"] { display: none; }',
  ].join('\n');
  document.head.appendChild(sheet);
  desktopSheets.push(sheet);
}

function renderDesktopHeader(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const rendered = renderHeader(options);
  emulateDesktopViewport();
  return rendered;
}

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const mobileNav = () => within(screen.getByRole('navigation', { name: 'Mobile' }));
const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;

const dropdowns: Array<[string, Array<[string, string]>]> = [
  [
    'For Companies',
    [
      ['Overview', '/for-companies'],
      ['Recruitment', '/recruitment'],
      ['HR Solutions', '/hr-solutions'],
      ['Success Stories', '/success-stories'],
    ],
  ],
  ['For Professionals', [['Overview', '/for-professionals']]],
  [
    'Industries',
    [
      ['IT & Technology', '/industries/it'],
      ['Healthcare', '/industries/healthcare'],
      ['Engineering', '/industries/engineering'],
      ['Finance & Banking', '/industries/finance'],
      ['Manufacturing', '/industries/manufacturing'],
      ['Others', '/industries/others'],
    ],
  ],
];

describe('Header: account actions', () => {
  it('links the logo home', () => {
    renderDesktopHeader({ route: '/about' });
    expect(screen.getByRole('link', { name: 'Vital home' })).toHaveAttribute('href', '/');
  });

  it('signed out, offers Login on the portal and Get Started', async () => {
    renderDesktopHeader();
    const login = await screen.findByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', 'https://portal.test/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
  });

  it.each([
    ['carries the signed-in hint', true],
    ['carries no hint', false],
  ])('while the stored user is read on a page that %s, shows the signed-out actions only to a visitor without the hint', (_, hasHint) => {
    if (hasHint) document.documentElement.setAttribute(SIGNED_IN_HINT_ATTRIBUTE, '');
    const firstCommit: Array<Record<string, unknown>> = [];
    function FirstCommitProbe() {
      const { isLoading } = useAuth();
      useLayoutEffect(() => {
        // Runs right after the first commit, before the stored user is read.
        const login = within(document.body).queryByText('Login');
        firstCommit.push({ isLoading, hasLogin: login !== null, isLoginShown: login !== null && getComputedStyle(login).visibility !== 'hidden' });
      }, [isLoading]);
      return null;
    }
    renderWithProviders(
      <>
        <Header />
        <FirstCommitProbe />
      </>,
      { config, user: testUsers.company },
    );
    emulateDesktopViewport();

    expect(firstCommit[0]).toEqual({ isLoading: true, hasLogin: true, isLoginShown: !hasHint });
    // Once read, the signed-in menu takes the actions' place.
    expect(firstCommit.at(-1)).toMatchObject({ isLoading: false, hasLogin: false });
    expect(screen.getByRole('button', { name: `Account menu for ${testUsers.company.name}` })).toBeInTheDocument();
    document.documentElement.removeAttribute(SIGNED_IN_HINT_ATTRIBUTE);
  });

  it('signed in, shows a menu named after the user with Profile, Dashboard and Sign Out', async () => {
    const { user } = renderDesktopHeader({ user: testUsers.company });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();

    const trigger = screen.getByRole('button', { name: /Acme Ltd/ });
    expect(trigger).toHaveTextContent('Acme Ltd');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', 'https://portal.test/profile');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('Dashboard in the account menu goes to /dashboard and closes the menu', async () => {
    const { user } = renderDesktopHeader({ user: testUsers.company, route: '/about' });
    const trigger = screen.getByRole('button', { name: /Acme Ltd/ });
    await user.click(trigger);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(currentPath()).toBe('/dashboard');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('Sign Out clears the stored user, goes home and shows Login again', async () => {
    const { user } = renderDesktopHeader({ user: testUsers.company, route: '/about' });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: /Acme Ltd/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(currentPath()).toBe('/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', 'https://portal.test/login');
    expect(screen.queryByRole('button', { name: /Acme Ltd/ })).not.toBeInTheDocument();
  });
});

describe('Header: desktop navigation', () => {
  it.each(dropdowns)('%s opens a list of its pages', async (label, items) => {
    const { user } = renderDesktopHeader();
    const trigger = mainNav().getByRole('button', { name: label });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);

    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    if (!list) throw new Error('the trigger controls no element');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(items);
  });

  it('keeps the lists closed until asked', () => {
    renderDesktopHeader();
    expect(mainNav().queryAllByRole('link', { name: /Overview|Healthcare/ })).toHaveLength(0);
  });

  it('links About Us, Contact and Blogs', () => {
    renderDesktopHeader();
    expect(mainNav().getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(mainNav().getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(mainNav().getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
  });

  it('does not offer Post Requirements', () => {
    renderDesktopHeader();
    expect(mainNav().queryByRole('link', { name: 'Post Requirements', hidden: true })).not.toBeInTheDocument();
  });

  it('keeps one dropdown open at a time when another is clicked', async () => {
    const { user } = renderDesktopHeader();
    const companies = mainNav().getByRole('button', { name: 'For Companies' });
    const industries = mainNav().getByRole('button', { name: 'Industries' });
    await user.click(companies);
    await user.click(industries);
    expect(companies).toHaveAttribute('aria-expanded', 'false');
    expect(industries).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the dropdown and navigates when an item is clicked', async () => {
    const { user } = renderDesktopHeader();
    const trigger = mainNav().getByRole('button', { name: 'Industries' });
    await user.click(trigger);
    await user.click(mainNav().getByRole('link', { name: 'Healthcare' }));

    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav().queryByRole('link', { name: 'Healthcare' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/industries/healthcare');
  });

  it('closes the dropdown on a click outside it', async () => {
    const { user } = renderDesktopHeader();
    const trigger = mainNav().getByRole('button', { name: 'For Companies' });
    await user.click(trigger);
    await user.click(document.body);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['/industries/finance', 'Industries', 'Finance & Banking'],
    ['/hr-solutions', 'For Companies', 'HR Solutions'],
    ['/for-professionals', 'For Professionals', 'Overview'],
  ])('on %s marks %s, and %s inside it, as the current page', async (route, group, item) => {
    const { user } = renderDesktopHeader({ route });
    const triggers = mainNav().getAllByRole('button');
    expect(triggers.filter((trigger) => trigger.hasAttribute('data-current')).map((trigger) => trigger.textContent)).toEqual([group]);
    await user.click(mainNav().getByRole('button', { name: group }));
    expect(mainNav().getByRole('link', { name: item })).toHaveAttribute('aria-current', 'page');
  });

  it('marks About Us on its page, and no group', () => {
    renderDesktopHeader({ route: '/about' });
    expect(mainNav().getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(mainNav().getAllByRole('button').filter((trigger) => trigger.hasAttribute('data-current'))).toEqual([]);
  });

  it('a second click on the trigger closes it again', async () => {
    const { user } = renderDesktopHeader();
    const trigger = mainNav().getByRole('button', { name: 'For Companies' });
    await user.click(trigger);
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Header: dropdown keyboard support', () => {
  async function focusTrigger(label: string) {
    const rendered = renderDesktopHeader();
    const trigger = mainNav().getByRole('button', { name: label });
    // Reach the trigger the way a keyboard user does: Tab from the top of the page.
    for (let presses = 0; presses < 10 && document.activeElement !== trigger; presses += 1) {
      await rendered.user.tab();
    }
    expect(trigger).toHaveFocus();
    return { ...rendered, trigger };
  }

  it.each(['{Enter}', ' '])('%s toggles the dropdown', async (key) => {
    const { user, trigger } = await focusTrigger('For Companies');
    await user.keyboard(key);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(key);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('ArrowDown opens it and focuses the first item', async () => {
    const { user, trigger } = await focusTrigger('For Companies');
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav().getByRole('link', { name: 'Overview' })).toHaveFocus();
  });

  it('ArrowUp opens it and focuses the last item', async () => {
    const { user, trigger } = await focusTrigger('For Companies');
    await user.keyboard('{ArrowUp}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav().getByRole('link', { name: 'Success Stories' })).toHaveFocus();
  });

  it('ArrowDown and ArrowUp move between items and wrap around', async () => {
    const { user } = await focusTrigger('For Companies');
    const item = (name: string) => mainNav().getByRole('link', { name });

    await user.keyboard('{ArrowDown}');
    expect(item('Overview')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Recruitment')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Success Stories')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Overview')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Success Stories')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('HR Solutions')).toHaveFocus();
  });

  it('Home and End jump to the first and last item', async () => {
    const { user } = await focusTrigger('Industries');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(mainNav().getByRole('link', { name: 'Healthcare' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(mainNav().getByRole('link', { name: 'Others' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(mainNav().getByRole('link', { name: 'IT & Technology' })).toHaveFocus();
  });

  it('Escape closes it and returns focus to the trigger', async () => {
    const { user, trigger } = await focusTrigger('Industries');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('Escape on the trigger of an open dropdown closes it', async () => {
    const { user, trigger } = await focusTrigger('Industries');
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes when Tab moves focus out of it', async () => {
    const { user, trigger } = await focusTrigger('For Professionals');
    await user.keyboard('{ArrowDown}');
    expect(mainNav().getByRole('link', { name: 'Overview' })).toHaveFocus();

    await user.tab();

    expect(mainNav().getByRole('button', { name: 'Industries' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open while Tab moves between its own items', async () => {
    const { user, trigger } = await focusTrigger('For Companies');
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(mainNav().getByRole('link', { name: 'Recruitment' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Header: mobile menu', () => {
  const toggle = () => screen.getByRole('button', { name: /^(Open|Close) menu$/ });

  it('starts closed, opens with the toggle and closes with it again', async () => {
    const { user } = renderHeader();
    expect(toggle()).toHaveAccessibleName('Open menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName('Close menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();

    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName('Open menu');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('shows the three groups as collapsed buttons', async () => {
    const { user } = renderHeader();
    await user.click(toggle());
    for (const [label] of dropdowns) {
      expect(mobileNav().getByRole('button', { name: label })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(mobileNav().queryByRole('link', { name: 'Healthcare' })).not.toBeInTheDocument();
  });

  it.each(dropdowns)('expanding %s lists its pages', async (label, items) => {
    const { user } = renderHeader();
    await user.click(toggle());
    await user.click(mobileNav().getByRole('button', { name: label }));
    for (const [name, href] of items) {
      expect(mobileNav().getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('keeps only one group expanded at a time', async () => {
    const { user } = renderHeader();
    await user.click(toggle());
    const companies = mobileNav().getByRole('button', { name: 'For Companies' });
    const industries = mobileNav().getByRole('button', { name: 'Industries' });

    await user.click(companies);
    expect(companies).toHaveAttribute('aria-expanded', 'true');
    expect(mobileNav().getByRole('link', { name: 'Recruitment' })).toBeInTheDocument();

    await user.click(industries);
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    expect(companies).toHaveAttribute('aria-expanded', 'false');
    expect(mobileNav().queryByRole('link', { name: 'Recruitment' })).not.toBeInTheDocument();
    expect(mobileNav().getByRole('link', { name: 'Finance & Banking' })).toBeInTheDocument();

    await user.click(industries);
    expect(industries).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists About Us, Contact, Blogs and Post Requirements', async () => {
    const { user } = renderHeader();
    await user.click(toggle());
    expect(mobileNav().getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(mobileNav().getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(mobileNav().getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
    expect(mobileNav().getByRole('link', { name: 'Post Requirements' })).toHaveAttribute('href', '/post-requirements');
  });

  it('closes when a link is chosen', async () => {
    const { user } = renderHeader();
    await user.click(toggle());
    await user.click(mobileNav().getByRole('button', { name: 'For Companies' }));
    await user.click(mobileNav().getByRole('link', { name: 'HR Solutions' }));

    expect(currentPath()).toBe('/hr-solutions');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();

    // Reopened, the groups start collapsed again.
    await user.click(toggle());
    expect(mobileNav().getByRole('button', { name: 'For Companies' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a top-level link is chosen', async () => {
    const { user } = renderHeader();
    await user.click(toggle());
    await user.click(mobileNav().getByRole('link', { name: 'Post Requirements' }));
    expect(currentPath()).toBe('/post-requirements');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes when the logo is tapped, and opens again with every group collapsed', async () => {
    const { user } = renderHeader({ route: '/about' });
    await user.click(toggle());
    await user.click(mobileNav().getByRole('button', { name: 'Industries' }));
    await user.click(screen.getByRole('link', { name: 'Vital home' }));

    expect(currentPath()).toBe('/');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    await user.click(toggle());
    expect(mobileNav().getByRole('button', { name: 'Industries' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on any other change of location, such as the browser going back', async () => {
    function BrowserBack() {
      const navigate = useNavigate();
      // Stands in for the browser's own button: a history move the header did not start.
      return (
        <button type="button" onClick={() => void navigate(-1)}>
          Browser back
        </button>
      );
    }
    const { user } = renderWithProviders(
      <>
        <Header />
        <LocationProbe />
        <BrowserBack />
      </>,
      { config, route: '/about' },
    );
    await user.click(toggle());
    await user.click(mobileNav().getByRole('link', { name: 'Contact' }));
    await user.click(toggle());
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(currentPath()).toBe('/about');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('closes on Escape and puts focus back on the toggle', async () => {
    const { user } = renderHeader();
    await user.click(toggle());
    await user.click(mobileNav().getByRole('button', { name: 'Industries' }));
    expect(mobileNav().getByRole('button', { name: 'Industries' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('keeps focus in the open menu: Tab after its last control goes back to the toggle, never to the page beneath', async () => {
    const { user } = renderWithProviders(
      <>
        <Header />
        <main>
          <button type="button">Hero button</button>
        </main>
      </>,
      { config },
    );
    await user.click(toggle());
    mobileNav().getByRole('link', { name: 'Get Started' }).focus();
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.tab({ shift: true });
    expect(mobileNav().getByRole('link', { name: 'Get Started' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Hero button' })).not.toHaveFocus();
  });

  it('closes on a tap outside it, and stays open for one inside it', async () => {
    const { user } = renderWithProviders(
      <>
        <Header />
        <main>
          <p>The page beneath</p>
        </main>
      </>,
      { config },
    );
    await user.click(toggle());
    await user.click(mobileNav().getByRole('button', { name: 'Industries' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await user.click(screen.getByText('The page beneath'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('marks the current page and the group that holds it', async () => {
    const { user } = renderHeader({ route: '/industries/finance' });
    await user.click(toggle());
    expect(mobileNav().getByRole('button', { name: 'Industries' })).toHaveAttribute('data-current');
    expect(mobileNav().getByRole('button', { name: 'For Companies' })).not.toHaveAttribute('data-current');
    await user.click(mobileNav().getByRole('button', { name: 'Industries' }));
    expect(mobileNav().getByRole('link', { name: 'Finance & Banking' })).toHaveAttribute('aria-current', 'page');
    expect(mobileNav().getByRole('link', { name: 'Healthcare' })).not.toHaveAttribute('aria-current');
  });

  it('signed out, offers Login and Get Started; Get Started closes the menu', async () => {
    const { user } = renderHeader();
    await user.click(toggle());
    expect(mobileNav().getByRole('link', { name: 'Login' })).toHaveAttribute('href', 'https://portal.test/login');
    await user.click(mobileNav().getByRole('link', { name: 'Get Started' }));
    expect(currentPath()).toBe('/signup');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('signed in, shows the user name with Profile, Dashboard and Sign Out', async () => {
    const { user } = renderHeader({ user: testUsers.professional, route: '/about' });
    await user.click(toggle());

    expect(mobileNav().getByText('Alex Morgan')).toBeInTheDocument();
    expect(mobileNav().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(mobileNav().getByRole('link', { name: 'Profile' })).toHaveAttribute('href', 'https://portal.test/profile');
    expect(mobileNav().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');

    await user.click(mobileNav().getByRole('button', { name: 'Sign Out' }));

    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(currentPath()).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    await user.click(toggle());
    expect(mobileNav().getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(mobileNav().queryByText('Alex Morgan')).not.toBeInTheDocument();
  });

  it('signed in, Dashboard closes the menu', async () => {
    const { user } = renderHeader({ user: testUsers.professional });
    await user.click(toggle());
    await user.click(mobileNav().getByRole('link', { name: 'Dashboard' }));
    expect(currentPath()).toBe('/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
