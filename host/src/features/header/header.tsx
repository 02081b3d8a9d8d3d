import styled from '@emotion/styled';
import { authPending, ButtonAnchor, ButtonLink, Container, mq, paths, useAuth, usePortalHref } from '@vital/shared';
import { useCallback, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from '@vital/shared/router';
import { headerLabels, navGroups, navLinks } from './content/navigation';
import { MobileMenu } from './mobile-menu';
import { Logo } from './logo';
import { currentPageStyles, NavDropdown } from './nav-dropdown';
import { useAccountItems } from './use-account-items';
import { useCurrentGroup } from './use-current-group';

const Bar = styled.header(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndices.header,
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.borderSoft}`,
  // The open menu lies over everything on the page, the chat launcher included, so no menu item is under it.
  '&[data-menu-open="true"]': { zIndex: theme.zIndices.openMenu },
}));

const Inner = styled(Container)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[4],
  minHeight: theme.layout.headerHeight,
}));

const LogoLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  color: theme.colors.heading,
  fontWeight: theme.fontWeights.bold,
  fontSize: theme.fontSizes.xl,
  textDecoration: 'none',
  marginRight: 'auto',
  [mq.lg]: { marginRight: theme.space[4] },
}));

const DesktopNav = styled.nav({
  display: 'none',
  [mq.lg]: { display: 'block', marginRight: 'auto' },
});

const NavList = styled.ul(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const TopLink = styled(RouterNavLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${theme.space[3]}`,
  borderRadius: theme.radii.md,
  color: theme.colors.text,
  fontWeight: theme.fontWeights.medium,
  textDecoration: 'none',
  '&:hover': { background: theme.colors.surfaceMuted, color: theme.colors.primary },
  ...currentPageStyles(theme),
}));

const DesktopActions = styled.div(({ theme }) => ({
  display: 'none',
  minWidth: '12rem',
  justifyContent: 'flex-end',
  gap: theme.space[2],
  [mq.lg]: { display: 'flex' },
}));

function DesktopAccount() {
  const { user, isLoading } = useAuth();
  const loginHref = usePortalHref('login');
  const accountItems = useAccountItems();
  return (
    <DesktopActions {...authPending(isLoading)}>
      {user ? (
        <NavDropdown label={user.name} ariaLabel={`Account menu for ${user.name}`} items={accountItems} align="end" />
      ) : (
        <>
          <ButtonAnchor variant="ghost" href={loginHref}>
            {headerLabels.login}
          </ButtonAnchor>
          <ButtonLink to={paths.signup}>{headerLabels.getStarted}</ButtonLink>
        </>
      )}
    </DesktopActions>
  );
}

/** Logo, dropdowns, links, and the visitor's account actions. */
export function Header() {
  const { key: locationKey } = useLocation();
  // The mobile menu is open only at the location where it was opened: any change of location
  // (a menu link, the logo, the browser's back and forward buttons) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isMenuOpen = openAt === locationKey;
  const setIsMenuOpen = useCallback((isOpen: boolean) => setOpenAt(isOpen ? locationKey : null), [locationKey]);
  const currentGroup = useCurrentGroup();
  return (
    <Bar data-menu-open={isMenuOpen}>
      <Inner>
        <LogoLink to={paths.home} aria-label={headerLabels.home}>
          <Logo />
        </LogoLink>
        <DesktopNav aria-label={headerLabels.mainNav}>
          <NavList>
            {navGroups.map((group) => (
              <li key={group.id}>
                <NavDropdown label={group.label} items={group.links} isCurrent={group.id === currentGroup} />
              </li>
            ))}
            {navLinks.map((link) => (
              <li key={link.to}>
                <TopLink to={link.to}>{link.label}</TopLink>
              </li>
            ))}
          </NavList>
        </DesktopNav>
        <DesktopAccount />
        <MobileMenu isOpen={isMenuOpen} onOpenChange={setIsMenuOpen} />
      </Inner>
    </Bar>
  );
}
