import { useState } from 'react';
import { renderWithProviders, screen, within } from '../testing';
import { CountryPicker } from './country-picker';
import type { PhoneCountryCode } from './countries';

function Harness({ onSubmit = () => {} }: { onSubmit?: () => void }) {
  const [country, setCountry] = useState<PhoneCountryCode>('US');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <CountryPicker value={country} onChange={setCountry} />
      <input aria-label="Phone number" type="tel" />
      <output aria-label="Chosen country">{country}</output>
    </form>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Country code:/ });
const search = () => screen.getByRole('combobox', { name: 'Search by country or dial code' });
const listbox = () => screen.getByRole('listbox', { name: 'Countries' });
const chosen = () => screen.getByRole('status', { name: 'Chosen country' }).textContent;

/** The option aria-activedescendant points at. */
function activeOption() {
  const id = search().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

describe('CountryPicker', () => {
  it('starts on +1, the United States, and names its button after the country', () => {
    renderWithProviders(<Harness />);
    expect(trigger()).toHaveAccessibleName('Country code: United States (+1)');
    expect(trigger()).toHaveTextContent('+1');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("shows the country's name and dial code as plain text, never a flag that needs an emoji font", async () => {
    const regionalIndicator = /\p{Regional_Indicator}/u;
    const { user } = renderWithProviders(<Harness />);
    expect(trigger()).toHaveTextContent(/^United States\s*\+1$/);
    expect(trigger().textContent).not.toMatch(regionalIndicator);

    await user.click(trigger());
    const options = within(listbox()).getAllByRole('option');
    for (const option of options) expect(option.textContent).not.toMatch(regionalIndicator);
    expect(within(listbox()).getByRole('option', { name: 'Canada +1' })).toHaveTextContent(/^Canada\s*\+1$/);
  });

  it('opens on click with the search box focused and the current country active', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(search()).toHaveFocus();
    expect(search()).toHaveAttribute('aria-expanded', 'true');
    expect(search()).toHaveAttribute('aria-controls', listbox().id);
    expect(activeOption()).toHaveAccessibleName('United States +1');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    expect(within(listbox()).getAllByRole('option').length).toBeGreaterThanOrEqual(65);
  });

  it('searches by name and chooses with Enter, then gives focus back to the button', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(trigger());
    await user.type(search(), 'kingdom');
    expect(within(listbox()).getAllByRole('option').map((o) => o.textContent)).toEqual(['United Kingdom+44']);
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('GB');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAccessibleName('Country code: United Kingdom (+44)');
  });

  it('searches by dial code and tells Canada from the United States although both are +1', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(trigger());
    await user.type(search(), '+1');
    const names = within(listbox()).getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual(expect.arrayContaining(['United States+1', 'Canada+1']));
    await user.click(within(listbox()).getByRole('option', { name: 'Canada +1' }));
    expect(chosen()).toBe('CA');
    expect(trigger()).toHaveAccessibleName('Country code: Canada (+1)');
  });

  it('opens with ArrowDown, moves with the arrows (wrapping) and never submits the form with Enter', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(<Harness onSubmit={onSubmit} />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(search()).toHaveFocus();
    await user.type(search(), 'united');
    expect(activeOption()).toHaveAccessibleName('United Arab Emirates +971');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveAccessibleName('United Kingdom +44');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveAccessibleName('United Arab Emirates +971');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveAccessibleName('United States +1');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(chosen()).toBe('GB');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes with Escape without changing the country', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(trigger());
    await user.type(search(), 'india');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(chosen()).toBe('US');
    expect(trigger()).toHaveFocus();
  });

  it('closes when focus or a click goes elsewhere', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(trigger());
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();

    await user.click(trigger());
    expect(listbox()).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Phone number' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(chosen()).toBe('US');
  });

  it('says so when nothing matches, and Enter then does nothing', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(trigger());
    await user.type(search(), 'atlantis');
    expect(within(listbox()).queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No country matches your search.')).toBeInTheDocument();
    expect(search()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(listbox()).toBeInTheDocument();
    expect(chosen()).toBe('US');
  });

  it('takes its wording from the page', async () => {
    const { user } = renderWithProviders(
      <CountryPicker
        value="FR"
        onChange={() => {}}
        labels={{ trigger: (c) => `Indicatif : ${c.name}`, search: 'Chercher un pays', list: 'Pays' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Indicatif : France' }));
    expect(screen.getByRole('combobox', { name: 'Chercher un pays' })).toHaveFocus();
    expect(screen.getByRole('listbox', { name: 'Pays' })).toBeInTheDocument();
  });

  it('cannot be opened while disabled', async () => {
    const { user } = renderWithProviders(<CountryPicker value="US" onChange={() => {}} disabled />);
    await user.click(trigger());
    expect(trigger()).toBeDisabled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
