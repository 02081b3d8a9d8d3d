import type { PhoneCountry } from '../countries';

export interface CountryPickerLabels {
  /** Accessible name of the button, whose country name may be cut short on a narrow screen. */
  trigger: (country: PhoneCountry) => string;
  search: string;
  searchPlaceholder: string;
  list: string;
  noResults: string;
}

/** The picker's default wording; a page may pass its own. */
export const countryPickerCopy = {
  trigger: (country) => `Country code: ${country.name} (${country.dialCode})`,
  search: 'Search by country or dial code',
  searchPlaceholder: 'Country or code',
  list: 'Countries',
  noResults: 'No country matches your search.',
} as const satisfies CountryPickerLabels;
