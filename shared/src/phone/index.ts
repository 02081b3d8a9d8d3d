// Entry point `@vital/shared/phone`: the phone country list and picker. Kept
// out of the main entry because `@vital/shared` is a federation singleton that
// the host loads on every page, and its dial-code metadata is only needed by
// the pages with a phone field.
export {
  PHONE_COUNTRY_CODES,
  DEFAULT_PHONE_COUNTRY,
  phoneCountries,
  buildPhoneCountries,
  findPhoneCountry,
  isPhoneCountryCode,
  searchPhoneCountries,
  type PhoneCountry,
  type PhoneCountryCode,
} from './countries';
export { CountryPicker, type CountryPickerProps } from './country-picker';
export { countryPickerCopy, type CountryPickerLabels } from './content/country-picker';
