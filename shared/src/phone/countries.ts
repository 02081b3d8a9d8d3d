import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

/**
 * The countries offered by the phone country picker (SPEC §3: about 70, with
 * dial code and flag). Only the choice of countries is ours: dial codes come
 * from libphonenumber's metadata and names from the browser's Intl data, so
 * neither goes stale in a hand-typed table. The country's name stands in for
 * its flag: an emoji flag shows as two letters wherever no emoji font is
 * installed (decision 009).
 */
export const PHONE_COUNTRY_CODES = [
  // Americas
  'US', 'CA', 'MX', 'BR', 'AR', 'CL', 'CO', 'PE', 'CR', 'JM',
  // Europe
  'GB', 'IE', 'FR', 'DE', 'ES', 'IT', 'PT', 'NL', 'BE', 'LU', 'CH', 'AT', 'SE', 'NO', 'DK', 'FI', 'PL', 'CZ',
  'HU', 'RO', 'BG', 'GR', 'HR', 'UA', 'TR',
  // Middle East and Africa
  'AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'JO', 'IL', 'EG', 'MA', 'NG', 'GH', 'KE', 'ET', 'UG', 'ZA', 'TZ',
  // Asia and Pacific
  'IN', 'PK', 'BD', 'LK', 'NP', 'CN', 'HK', 'JP', 'KR', 'TW', 'SG', 'MY', 'ID', 'PH', 'TH', 'VN', 'AU', 'NZ',
] as const satisfies readonly CountryCode[];

export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number];

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2: the identity of an entry, since several countries share a dial code. */
  code: PhoneCountryCode;
  name: string;
  /** E.g. "+44". */
  dialCode: string;
}

/** SPEC §9: the default dial code is +1; the United States is its first country. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountryCode = 'US';

function regionNames(locale: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    // A browser without Intl.DisplayNames still gets a usable list.
    return (code) => code;
  }
}

/** The picker's countries, named in `locale` and sorted by name. */
export function buildPhoneCountries(locale = 'en'): PhoneCountry[] {
  const nameOf = regionNames(locale);
  return PHONE_COUNTRY_CODES.map((code) => ({
    code,
    name: nameOf(code),
    dialCode: `+${getCountryCallingCode(code)}`,
  })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The site's list, in English like the rest of the site. */
export const phoneCountries: readonly PhoneCountry[] = buildPhoneCountries('en');

export function isPhoneCountryCode(value: unknown): value is PhoneCountryCode {
  return typeof value === 'string' && (PHONE_COUNTRY_CODES as readonly string[]).includes(value);
}

/** The entry of a code; the default country for anything unknown. */
export function findPhoneCountry(code: string, countries: readonly PhoneCountry[] = phoneCountries): PhoneCountry {
  const found = countries.find((c) => c.code === code) ?? countries.find((c) => c.code === DEFAULT_PHONE_COUNTRY);
  if (!found) throw new Error(`The phone country list has neither ${code} nor ${DEFAULT_PHONE_COUNTRY}`);
  return found;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * Countries matching what the visitor typed: the start of the dial code ("+4",
 * "44"), the ISO code ("gb") or part of the name ("king" finds the United
 * Kingdom), best matches first: the ISO code, then names that start with the
 * text, then names with a word that does, then the rest, each in list order.
 */
export function searchPhoneCountries(countries: readonly PhoneCountry[], query: string): PhoneCountry[] {
  const text = fold(query);
  if (!text) return [...countries];
  const digits = text.replace(/^\+/, '').replace(/\s+/g, '');
  if (/^\d+$/.test(digits)) return countries.filter((country) => country.dialCode.slice(1).startsWith(digits));

  const rank = (country: PhoneCountry): number => {
    const name = fold(country.name);
    if (country.code.toLowerCase() === text) return 0;
    if (name.startsWith(text)) return 1;
    if (name.split(/[\s-]+/).some((word) => word.startsWith(text))) return 2;
    return name.includes(text) ? 3 : -1;
  };
  return countries
    .map((country) => ({ country, rank: rank(country) }))
    .filter((match) => match.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map((match) => match.country);
}
