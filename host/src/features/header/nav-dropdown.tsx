import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useIsHydrated } from '@vital/shared';
import { NavLink } from '@vital/shared/router';

export type MenuItem =
  | { label: string; to: string }
  | { label: string; href: string }
  | { label: string; onSelect: () => void };

const Root = styled.div({ position: 'relative' });

/**
 * How the header marks the page on screen: the link to it (aria-current, from NavLink) and the
 * trigger or row of the group that holds it (data-current), in the brand colour with a bar
 * beneath, so the mark does not rest on colour alone.
 */
export const currentPageStyles = (theme: Theme) => ({
  '&[aria-current="page"], &[data-current]': { color: theme.colors.primary, boxShadow: `inset 0 -2px 0 ${theme.colors.primary}` },
});

const triggerStyles = ({ theme }: { theme: Theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  minHeight: '2.75rem',
  padding: `0 ${theme.space[3]}`,
  border: 0,
  borderRadius: theme.radii.md,
  background: 'transparent',
  color: theme.colors.text,
  fontWeight: theme.fontWeights.medium,
  cursor: 'pointer',
  '&:hover, &[aria-expanded="true"]': { background: theme.colors.surfaceMuted, color: theme.colors.primary },
  ...currentPageStyles(theme),
});

const NavTrigger = styled.button(triggerStyles);

/**
 * Before the page is live the header's menus are native disclosures (`<details>`): they open,
 * close and navigate with no script. Once hydrated they become the scripted ones.
 */
export const nativeDisclosureStyles = {
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
} as const;
const NativeTrigger = styled.summary((props) => ({ ...triggerStyles(props), ...nativeDisclosureStyles }));
const NativeDisclosure = styled.details({ position: 'relative', '&[open] > summary svg': { transform: 'rotate(180deg)' } });

const Panel = styled.ul<{ align: 'start' | 'end' }>(({ theme, align }) => ({
  position: 'absolute',
  top: 'calc(100% + 0.25rem)',
  [align === 'end' ? 'right' : 'left']: 0,
  zIndex: theme.zIndices.dropdown,
  minWidth: '14rem',
  margin: 0,
  padding: theme.space[2],
  listStyle: 'none',
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.borderSoft}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.lg,
  '&[hidden]': { display: 'none' },
}));

const itemStyles = ({ theme }: { theme: Theme }) => ({
  display: 'block',
  width: '100%',
  padding: `${theme.space[2]} ${theme.space[3]}`,
  border: 0,
  borderRadius: theme.radii.md,
  background: 'transparent',
  color: theme.colors.text,
  textAlign: 'left' as const,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { background: theme.colors.primarySoft, color: theme.colors.primaryHover },
  ...currentPageStyles(theme),
});
// NavLink: the item of the page on screen says so (aria-current="page").
const ItemLink = styled(NavLink)(itemStyles);
const ItemAnchor = styled.a(itemStyles);
const ItemButton = styled.button(itemStyles);

export const Chevron = ({ isOpen }: { isOpen: boolean }) => (
  <svg
    aria-hidden="true"
    width="12"
    height="12"
    viewBox="0 0 12 12"
    css={{ transform: isOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
  >
    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

export interface NavDropdownProps {
  label: ReactNode;
  items: MenuItem[];
  align?: 'start' | 'end';
  /** Accessible name when `label` is not plain text. */
  ariaLabel?: string;
  /** One of the items is the page on screen: the trigger is marked too. */
  isCurrent?: boolean;
}

/**
 * A disclosure dropdown for navigation: Enter/Space toggle, arrow keys open it
 * and move between items, Home/End jump, Escape closes it and returns focus to
 * the trigger, and it closes when focus or a click leaves it.
 */
export function NavDropdown(props: NavDropdownProps) {
  return useIsHydrated() ? <ScriptedDropdown {...props} /> : <NativeDropdown {...props} />;
}

/** The dropdown as the server sends it: a native disclosure of plain links. */
function NativeDropdown({ label, items, align = 'start', ariaLabel, isCurrent }: NavDropdownProps) {
  return (
    <NativeDisclosure>
      <NativeTrigger aria-label={ariaLabel} data-current={isCurrent || undefined}>
        {label}
        <Chevron isOpen={false} />
      </NativeTrigger>
      <Panel align={align}>
        {items.map((item) => (
          <li key={item.label}>
            {'to' in item ? (
              <ItemLink to={item.to}>{item.label}</ItemLink>
            ) : 'href' in item ? (
              <ItemAnchor href={item.href}>{item.label}</ItemAnchor>
            ) : null}
          </li>
        ))}
      </Panel>
    </NativeDisclosure>
  );
}

function ScriptedDropdown({ label, items, align = 'start', ariaLabel, isCurrent }: NavDropdownProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();

  const itemElements = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);

  const openAndFocus = (which: 'first' | 'last') => {
    flushSync(() => setIsOpen(true));
    const elements = itemElements();
    (which === 'first' ? elements[0] : elements[elements.length - 1])?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close(true);
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const elements = itemElements();
    const index = elements.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      elements[(to + elements.length) % elements.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(elements.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
    }
  };

  const select = (item: MenuItem) => {
    close(false);
    if ('onSelect' in item) item.onSelect();
  };

  return (
    <Root
      ref={rootRef}
      onBlur={(event) => {
        if (isOpen && !rootRef.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <NavTrigger
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-label={ariaLabel}
        data-current={isCurrent || undefined}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <Chevron isOpen={isOpen} />
      </NavTrigger>
      <Panel id={listId} ref={listRef} align={align} hidden={!isOpen} onKeyDown={onListKeyDown}>
        {items.map((item) => (
          <li key={item.label}>
            {'to' in item ? (
              <ItemLink data-menu-item to={item.to} onClick={() => select(item)}>
                {item.label}
              </ItemLink>
            ) : 'href' in item ? (
              <ItemAnchor data-menu-item href={item.href} onClick={() => select(item)}>
                {item.label}
              </ItemAnchor>
            ) : (
              <ItemButton data-menu-item type="button" onClick={() => select(item)}>
                {item.label}
              </ItemButton>
            )}
          </li>
        ))}
      </Panel>
    </Root>
  );
}
