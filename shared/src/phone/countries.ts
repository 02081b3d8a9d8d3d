/**
 * The countries offered by the phone country picker (SPEC §3: about 70, with
 * dial code and flag), with their dial codes. Only the choice of countries is
 * ours: the dial codes are libphonenumber's, checked against its metadata by
 * countries.test.ts (so a change there fails a test instead of going stale
 * here), and names come from the browser's Intl data. The metadata itself
 * (about 19 KB gzip) stays out of the pages: 70 short strings are all they
 * need. The country's name stands in for its flag: an emoji flag shows as two
 * letters wherever no emoji font is installed (decision 009).
 */
export const PHONE_DIAL_CODES = {
  // Americas
  US: '1', CA: '1', MX: '52', BR: '55', AR: '54', CL: '56', CO: '57', PE: '51', CR: '506', JM: '1',
  // Europe
  GB: '44', IE: '353', FR: '33', DE: '49', ES: '34', IT: '39', PT: '351', NL: '31', BE: '32', LU: '352', CH: '41', AT: '43',
  SE: '46', NO: '47', DK: '45', FI: '358', PL: '48', CZ: '420', HU: '36', RO: '40', BG: '359', GR: '30', HR: '385', UA: '380',
  TR: '90',
  // Middle East and Africa
  AE: '971', SA: '966', QA: '974', KW: '965', BH: '973', OM: '968', JO: '962', IL: '972', EG: '20', MA: '212', NG: '234',
  GH: '233', KE: '254', ET: '251', UG: '256', ZA: '27', TZ: '255',
  // Asia and Pacific
  IN: '91', PK: '92', BD: '880', LK: '94', NP: '977', CN: '86', HK: '852', JP: '81', KR: '82', TW: '886', SG: '65', MY: '60',
  ID: '62', PH: '63', TH: '66', VN: '84', AU: '61', NZ: '64',
} as const;

export const PHONE_COUNTRY_CODES = Object.keys(PHONE_DIAL_CODES) as Array<keyof typeof PHONE_DIAL_CODES>;

export type PhoneCountryCode = keyof typeof PHONE_DIAL_CODES;

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
    dialCode: `+${PHONE_DIAL_CODES[code]}`,
  })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** The site's list, in English like the rest of the site. */
export const phoneCountries: readonly PhoneCountry[] = buildPhoneCountries('en');

export function isPhoneCountryCode(value: unknown): value is PhoneCountryCode {
  return typeof value === 'string' && Object.hasOwn(PHONE_DIAL_CODES, value);
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
