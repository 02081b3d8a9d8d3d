import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { ButtonAnchor, ButtonLink, mq, paths, useAuth, useFocusTrap, useIsHydrated, usePortalHref } from '@vital/shared';
import { useEffect, useRef, useState } from 'react';
import { NavLink } from '@vital/shared/router';
import { headerLabels, mobileOnlyLinks, navGroups, navLinks } from './content/navigation';
import { Chevron, currentPageStyles, nativeDisclosureStyles } from './nav-dropdown';
import { useCurrentGroup } from './use-current-group';
import { useAccountItems } from './use-account-items';

const toggleStyles = ({ theme }: { theme: Theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.heading,
  cursor: 'pointer',
  [mq.lg]: { display: 'none' },
});
const Toggle = styled.button(toggleStyles);
// Before the page is live: the same menu as native disclosures (see NativeDisclosure).
const NativeMenu = styled.details({ [mq.lg]: { display: 'none' } });
const NativeToggle = styled.summary((props) => ({ ...toggleStyles(props), ...nativeDisclosureStyles }));

const Panel = styled.nav(({ theme }) => ({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  maxHeight: `calc(100vh - ${theme.layout.headerHeight})`,
  overflowY: 'auto',
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.borderSoft}`,
  boxShadow: theme.shadows.md,
  padding: theme.space[4],
  '&[hidden]': { display: 'none' },
  [mq.lg]: { display: 'none' },
}));

const List = styled.ul({ margin: 0, padding: 0, listStyle: 'none' });

const rowStyles = ({ theme }: { theme: Theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: '2.75rem',
  padding: `0 ${theme.space[2]}`,
  border: 0,
  borderRadius: theme.radii.md,
  background: 'transparent',
  color: theme.colors.text,
  fontWeight: theme.fontWeights.medium,
  textAlign: 'left' as const,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surfaceMuted },
  ...currentPageStyles(theme),
});
const RowButton = styled.button(rowStyles);
const NativeRow = styled.summary((props) => ({ ...rowStyles(props), ...nativeDisclosureStyles }));
const NativeGroup = styled.details({ '&[open] > summary svg': { transform: 'rotate(180deg)' } });
// NavLink: the link to the page on screen says so (aria-current="page").
const RowLink = styled(NavLink)(rowStyles);
const RowAnchor = styled.a(rowStyles);

// The toggle and the menu, which the focus trap keeps the keyboard in; no box of its own.
const TrapArea = styled.div({ display: 'contents' });

const SubList = styled(List)(({ theme }) => ({
  paddingLeft: theme.space[4],
  '&[hidden]': { display: 'none' },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[2],
  marginTop: theme.space[4],
  paddingTop: theme.space[4],
  borderTop: `1px solid ${theme.colors.borderSoft}`,
}));

const Greeting = styled.p(({ theme }) => ({
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.heading,
  padding: `0 ${theme.space[2]}`,
}));

function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
      {isOpen ? (
        <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
      ) : (
        <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}

export interface MobileMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The collapsible menu under 1024 px. It mirrors the desktop header, keeps one
 * submenu expanded at a time, marks the current page and the group that holds it,
 * and adds Post Requirements, which the desktop header does not show. Open, it lies
 * over the page: the keyboard stays in it and its toggle, and it closes when a link
 * is chosen, on Escape (focus back on the toggle) and on a tap outside it.
 */
export function MobileMenu(props: MobileMenuProps) {
  return useIsHydrated() ? <ScriptedMobileMenu {...props} /> : <NativeMobileMenu />;
}

/** The menu as the server sends it: it opens, expands its groups and navigates with no script. */
function NativeMobileMenu() {
  const currentGroup = useCurrentGroup();
  return (
    <NativeMenu>
      <NativeToggle aria-label={headerLabels.openMenu}>
        <MenuIcon isOpen={false} />
      </NativeToggle>
      <Panel id="mobile-menu" aria-label={headerLabels.mobileNav}>
        <List>
          {navGroups.map((group) => (
            <li key={group.id}>
              <NativeGroup>
                <NativeRow data-current={group.id === currentGroup || undefined}>
                  {group.label}
                  <Chevron isOpen={false} />
                </NativeRow>
                <SubList>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <RowLink to={link.to}>{link.label}</RowLink>
                    </li>
                  ))}
                </SubList>
              </NativeGroup>
            </li>
          ))}
          {[...navLinks, ...mobileOnlyLinks].map((link) => (
            <li key={link.to}>
              <RowLink to={link.to}>{link.label}</RowLink>
            </li>
          ))}
        </List>
      </Panel>
    </NativeMenu>
  );
}

function ScriptedMobileMenu({ isOpen, onOpenChange }: MobileMenuProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  // However the menu closes, it opens again with every group collapsed.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setExpanded(null);
  }
  const trapArea = useRef<HTMLDivElement>(null);
  const currentGroup = useCurrentGroup();
  const { user, isLoading } = useAuth();
  const loginHref = usePortalHref('login');
  const accountItems = useAccountItems();
  const close = () => onOpenChange(false);
  useFocusTrap(trapArea, { isActive: isOpen, onEscape: close });

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!trapArea.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, onOpenChange]);

  return (
    <TrapArea ref={trapArea}>
      <Toggle
        type="button"
        aria-expanded={isOpen}
        aria-controls="mobile-menu"
        aria-label={isOpen ? headerLabels.closeMenu : headerLabels.openMenu}
        onClick={() => onOpenChange(!isOpen)}
      >
        <MenuIcon isOpen={isOpen} />
      </Toggle>
      <Panel id="mobile-menu" aria-label={headerLabels.mobileNav} hidden={!isOpen}>
        <List>
          {navGroups.map((group) => {
            const isExpanded = expanded === group.id;
            return (
              <li key={group.id}>
                <RowButton
                  type="button"
                  data-current={group.id === currentGroup || undefined}
                  aria-expanded={isExpanded}
                  aria-controls={`mobile-menu-${group.id}`}
                  onClick={() => setExpanded(isExpanded ? null : group.id)}
                >
                  {group.label}
                  <Chevron isOpen={isExpanded} />
                </RowButton>
                <SubList id={`mobile-menu-${group.id}`} hidden={!isExpanded}>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <RowLink to={link.to} onClick={close}>
                        {link.label}
                      </RowLink>
                    </li>
                  ))}
                </SubList>
              </li>
            );
          })}
          {[...navLinks, ...mobileOnlyLinks].map((link) => (
            <li key={link.to}>
              <RowLink to={link.to} onClick={close}>
                {link.label}
              </RowLink>
            </li>
          ))}
        </List>
        {!isLoading && (
          <Actions>
            {user ? (
              <>
                <Greeting>{user.name}</Greeting>
                <List>
                  {accountItems.map((item) => (
                    <li key={item.label}>
                      {'to' in item ? (
                        <RowLink to={item.to} onClick={close}>
                          {item.label}
                        </RowLink>
                      ) : 'href' in item ? (
                        <RowAnchor href={item.href}>{item.label}</RowAnchor>
                      ) : (
                        <RowButton
                          type="button"
                          onClick={() => {
                            close();
                            item.onSelect();
                          }}
                        >
                          {item.label}
                        </RowButton>
                      )}
                    </li>
                  ))}
                </List>
              </>
            ) : (
              <>
                <ButtonAnchor variant="secondary" href={loginHref}>
                  {headerLabels.login}
                </ButtonAnchor>
                <ButtonLink to={paths.signup} onClick={close}>
                  {headerLabels.getStarted}
                </ButtonLink>
              </>
            )}
          </Actions>
        )}
      </Panel>
    </TrapArea>
  );
}
