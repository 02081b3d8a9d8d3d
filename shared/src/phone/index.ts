// Entry point `@vital/shared/phone`: the phone country list and picker. Kept
// out of the main entry because `@vital/shared` is a federation singleton that
// the host loads on every page, and its dial-code metadata is only needed by
// the pages with a phone field.
export { DEFAULT_PHONE_COUNTRY, findPhoneCountry, isPhoneCountryCode, type PhoneCountryCode } from './countries';
export { CountryPicker } from './country-picker';
