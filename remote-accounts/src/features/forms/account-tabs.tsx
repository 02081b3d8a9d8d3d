import styled from '@emotion/styled';
import { USER_TYPES, type UserType } from '@vital/shared';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const TabList = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: theme.space[1],
  padding: theme.space[1],
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceMuted,
  marginBottom: theme.space[6],
}));

const Tab = styled.button(({ theme }) => ({
  minHeight: '2.75rem',
  border: 0,
  borderRadius: theme.radii.md,
  background: 'transparent',
  color: theme.colors.textMuted,
  fontWeight: theme.fontWeights.semibold,
  cursor: 'pointer',
  '&[aria-selected="true"]': { background: theme.colors.surface, color: theme.colors.primary, boxShadow: theme.shadows.sm },
  '&:hover:not([aria-selected="true"])': { color: theme.colors.text },
}));

export interface AccountTabsProps {
  /** Names the tab list, e.g. "Account type". */
  label: string;
  tabLabels: Record<UserType, string>;
  selected: UserType;
  onSelect: (type: UserType) => void;
  /** The panel of the selected tab. */
  children: ReactNode;
}

/**
 * Professional and Company tabs (WAI-ARIA tabs, automatic activation): arrows,
 * Home and End move between tabs, Tab enters the panel. Only the selected
 * panel is rendered, so every tab controls the one panel element.
 */
export function AccountTabs({ label, tabLabels, selected, onSelect, children }: AccountTabsProps) {
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const tabId = (type: UserType) => `${baseId}-tab-${type}`;
  const tabs = useRef<Partial<Record<UserType, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = USER_TYPES.indexOf(selected);
    const last = USER_TYPES.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const type = USER_TYPES[target];
    if (!type) return;
    onSelect(type);
    tabs.current[type]?.focus();
  };

  return (
    <div>
      <TabList role="tablist" aria-label={label}>
        {USER_TYPES.map((type) => (
          <Tab
            key={type}
            ref={(element) => {
              tabs.current[type] = element;
            }}
            type="button"
            role="tab"
            id={tabId(type)}
            aria-selected={type === selected}
            aria-controls={panelId}
            tabIndex={type === selected ? 0 : -1}
            onClick={() => onSelect(type)}
            onKeyDown={onKeyDown}
          >
            {tabLabels[type]}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  );
}
