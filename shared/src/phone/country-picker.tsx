import styled from '@emotion/styled';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { countryPickerCopy, type CountryPickerLabels } from './content/country-picker';
import {
  findPhoneCountry,
  phoneCountries,
  searchPhoneCountries,
  type PhoneCountry,
  type PhoneCountryCode,
} from './countries';

const Root = styled.div({ position: 'relative', display: 'inline-flex' });

const Trigger = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  height: '100%',
  minHeight: '2.75rem',
  padding: `0 ${theme.space[3]}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&:hover:not(:disabled)': { background: theme.colors.surfaceMuted },
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
}));

// A long name ("United Arab Emirates") gives way before the number field does; the button's
// accessible name always says it in full.
const TriggerName = styled.span({
  maxWidth: '12rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

const Chevron = styled.span(({ theme }) => ({
  width: '0.5rem',
  height: '0.5rem',
  marginLeft: theme.space[1],
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'translateY(-25%) rotate(45deg)',
}));

const Popup = styled.div(({ theme }) => ({
  position: 'absolute',
  top: `calc(100% + ${theme.space[1]})`,
  left: 0,
  zIndex: theme.zIndices.dropdown,
  width: 'min(20rem, calc(100vw - 2rem))',
  padding: theme.space[2],
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  boxShadow: theme.shadows.lg,
}));

const Search = styled.input(({ theme }) => ({
  width: '100%',
  minHeight: '2.5rem',
  padding: `0 ${theme.space[3]}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.sm,
  background: theme.colors.surface,
}));

const List = styled.ul(({ theme }) => ({
  maxHeight: '16rem',
  overflowY: 'auto',
  margin: `${theme.space[2]} 0 0`,
  padding: 0,
  listStyle: 'none',
}));

const Option = styled.li(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: theme.space[2],
  padding: `${theme.space[2]} ${theme.space[3]}`,
  borderRadius: theme.radii.sm,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surfaceMuted },
  '&[aria-selected="true"]': {
    background: theme.colors.primarySoft,
    outline: `2px solid ${theme.colors.focus}`,
    outlineOffset: -2,
  },
  '&[data-current="true"]': { fontWeight: theme.fontWeights.semibold },
}));

const Dial = styled.span(({ theme }) => ({ color: theme.colors.textMuted, fontVariantNumeric: 'tabular-nums' }));

const Empty = styled.p(({ theme }) => ({
  padding: `${theme.space[2]} ${theme.space[3]}`,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  '&:empty': { padding: 0 },
}));

export interface CountryPickerProps {
  /** ISO code of the chosen country. */
  value: string;
  onChange: (code: PhoneCountryCode) => void;
  labels?: Partial<CountryPickerLabels>;
  countries?: readonly PhoneCountry[];
  disabled?: boolean;
  /** Id of the button, for a label or aria-describedby elsewhere. */
  id?: string;
}

/**
 * The phone country picker: a button showing the country's name and
 * dial code opens a search box (combobox) over a listbox of countries. Search by name,
 * ISO code or dial code; arrows move, Enter chooses, Escape closes, and focus
 * returns to the button. Countries are identified by ISO code, so the United
 * States and Canada stay distinct although both dial +1.
 */
export function CountryPicker({ value, onChange, labels, countries = phoneCountries, disabled, id }: CountryPickerProps) {
  const copy = { ...countryPickerCopy, ...labels };
  const baseId = useId();
  const triggerId = id ?? `${baseId}-trigger`;
  const popupId = `${baseId}-popup`;
  const listId = `${baseId}-list`;
  const optionId = (code: string) => `${baseId}-option-${code}`;

  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeCode, setActiveCode] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const selected = findPhoneCountry(value, countries);
  const results = useMemo(() => searchPhoneCountries(countries, query), [countries, query]);
  const active = results.find((c) => c.code === activeCode) ?? results[0];

  const open = () => {
    setQuery('');
    setActiveCode(selected.code);
    setIsOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const choose = (country: PhoneCountry) => {
    onChange(country.code);
    close(true);
  };

  useEffect(() => {
    if (isOpen) searchRef.current?.focus();
  }, [isOpen]);

  const activeId = isOpen && active ? optionId(active.code) : undefined;
  useEffect(() => {
    // Not in jsdom; in browsers it keeps the option that arrows reach on screen.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const move = (step: 1 | -1) => {
    if (results.length === 0) return;
    const index = active ? results.indexOf(active) : -1;
    const next = results[(index + step + results.length) % results.length];
    if (next) setActiveCode(next.code);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isOpen && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      open();
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        // Never submits the surrounding form.
        event.preventDefault();
        if (active) choose(active);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      // Tab moves on as usual; the focus leaving the picker closes it (onBlur below).
    }
  };

  return (
    <Root
      ref={rootRef}
      onBlur={(event) => {
        if (isOpen && !rootRef.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        id={triggerId}
        aria-label={copy.trigger(selected)}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? popupId : undefined}
        disabled={disabled}
        onClick={() => (isOpen ? close(true) : open())}
        onKeyDown={onTriggerKeyDown}
      >
        <TriggerName>{selected.name}</TriggerName>
        <span>{selected.dialCode}</span>
        <Chevron aria-hidden="true" />
      </Trigger>
      {isOpen && (
        <Popup id={popupId}>
          <Search
            ref={searchRef}
            type="text"
            role="combobox"
            aria-label={copy.search}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveCode(null);
            }}
            onKeyDown={onSearchKeyDown}
          />
          {/* Pressing an option must not move focus out of the search box first. */}
          <List id={listId} role="listbox" aria-label={copy.list} onMouseDown={(event) => event.preventDefault()}>
            {results.map((country) => (
              <Option
                key={country.code}
                id={optionId(country.code)}
                role="option"
                aria-selected={country.code === active?.code}
                data-current={country.code === selected.code}
                onClick={() => choose(country)}
              >
                <span>{country.name}</span>
                <Dial>{country.dialCode}</Dial>
              </Option>
            ))}
          </List>
          <Empty role="status">{results.length === 0 ? copy.noResults : ''}</Empty>
        </Popup>
      )}
    </Root>
  );
}
