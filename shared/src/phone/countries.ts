/**
 * The countries offered by the phone country picker (about 70, each with its
 * dial code; docs/product.md, Forms), named in English like the rest of the site. Only the
 * choice of countries is ours: each name is the one Intl gives (CLDR) and each
 * dial code libphonenumber's, both checked by countries.test.ts, so an update
 * of either that changes one fails a test instead of going stale here. Nothing
 * of either runs in the page: libphonenumber's metadata is about 19 KB gzip,
 * and naming 70 countries with Intl.DisplayNames took a 50 ms task on a phone
 * (issue 15); a table is also named the same by the server and every browser.
 * The country's name stands in for its flag: an emoji flag shows as two
 * letters wherever no emoji font is installed (decision 009).
 */
export const PHONE_COUNTRY_TABLE = {
  // Americas
  US: { name: 'United States', dialCode: '1' },
  CA: { name: 'Canada', dialCode: '1' },
  MX: { name: 'Mexico', dialCode: '52' },
  BR: { name: 'Brazil', dialCode: '55' },
  AR: { name: 'Argentina', dialCode: '54' },
  CL: { name: 'Chile', dialCode: '56' },
  CO: { name: 'Colombia', dialCode: '57' },
  PE: { name: 'Peru', dialCode: '51' },
  CR: { name: 'Costa Rica', dialCode: '506' },
  JM: { name: 'Jamaica', dialCode: '1' },
  // Europe
  GB: { name: 'United Kingdom', dialCode: '44' },
  IE: { name: 'Ireland', dialCode: '353' },
  FR: { name: 'France', dialCode: '33' },
  DE: { name: 'Germany', dialCode: '49' },
  ES: { name: 'Spain', dialCode: '34' },
  IT: { name: 'Italy', dialCode: '39' },
  PT: { name: 'Portugal', dialCode: '351' },
  NL: { name: 'Netherlands', dialCode: '31' },
  BE: { name: 'Belgium', dialCode: '32' },
  LU: { name: 'Luxembourg', dialCode: '352' },
  CH: { name: 'Switzerland', dialCode: '41' },
  AT: { name: 'Austria', dialCode: '43' },
  SE: { name: 'Sweden', dialCode: '46' },
  NO: { name: 'Norway', dialCode: '47' },
  DK: { name: 'Denmark', dialCode: '45' },
  FI: { name: 'Finland', dialCode: '358' },
  PL: { name: 'Poland', dialCode: '48' },
  CZ: { name: 'Czechia', dialCode: '420' },
  HU: { name: 'Hungary', dialCode: '36' },
  RO: { name: 'Romania', dialCode: '40' },
  BG: { name: 'Bulgaria', dialCode: '359' },
  GR: { name: 'Greece', dialCode: '30' },
  HR: { name: 'Croatia', dialCode: '385' },
  UA: { name: 'Ukraine', dialCode: '380' },
  TR: { name: 'Türkiye', dialCode: '90' },
  // Middle East and Africa
  AE: { name: 'United Arab Emirates', dialCode: '971' },
  SA: { name: 'Saudi Arabia', dialCode: '966' },
  QA: { name: 'Qatar', dialCode: '974' },
  KW: { name: 'Kuwait', dialCode: '965' },
  BH: { name: 'Bahrain', dialCode: '973' },
  OM: { name: 'Oman', dialCode: '968' },
  JO: { name: 'Jordan', dialCode: '962' },
  IL: { name: 'Israel', dialCode: '972' },
  EG: { name: 'Egypt', dialCode: '20' },
  MA: { name: 'Morocco', dialCode: '212' },
  NG: { name: 'Nigeria', dialCode: '234' },
  GH: { name: 'Ghana', dialCode: '233' },
  KE: { name: 'Kenya', dialCode: '254' },
  ET: { name: 'Ethiopia', dialCode: '251' },
  UG: { name: 'Uganda', dialCode: '256' },
  ZA: { name: 'South Africa', dialCode: '27' },
  TZ: { name: 'Tanzania', dialCode: '255' },
  // Asia and Pacific
  IN: { name: 'India', dialCode: '91' },
  PK: { name: 'Pakistan', dialCode: '92' },
  BD: { name: 'Bangladesh', dialCode: '880' },
  LK: { name: 'Sri Lanka', dialCode: '94' },
  NP: { name: 'Nepal', dialCode: '977' },
  CN: { name: 'China', dialCode: '86' },
  HK: { name: 'Hong Kong SAR China', dialCode: '852' },
  JP: { name: 'Japan', dialCode: '81' },
  KR: { name: 'South Korea', dialCode: '82' },
  TW: { name: 'Taiwan', dialCode: '886' },
  SG: { name: 'Singapore', dialCode: '65' },
  MY: { name: 'Malaysia', dialCode: '60' },
  ID: { name: 'Indonesia', dialCode: '62' },
  PH: { name: 'Philippines', dialCode: '63' },
  TH: { name: 'Thailand', dialCode: '66' },
  VN: { name: 'Vietnam', dialCode: '84' },
  AU: { name: 'Australia', dialCode: '61' },
  NZ: { name: 'New Zealand', dialCode: '64' },
} as const satisfies Record<string, { name: string; dialCode: string }>;

export const PHONE_COUNTRY_CODES = Object.keys(PHONE_COUNTRY_TABLE) as PhoneCountryCode[];

export type PhoneCountryCode = keyof typeof PHONE_COUNTRY_TABLE;

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2: the identity of an entry, since several countries share a dial code. */
  code: PhoneCountryCode;
  name: string;
  /** E.g. "+44". */
  dialCode: string;
}

/** The default dial code is +1; the United States is its first country. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountryCode = 'US';

/** The site's list, sorted by name. */
export const phoneCountries: readonly PhoneCountry[] = (() => {
  const { compare } = new Intl.Collator('en');
  return PHONE_COUNTRY_CODES.map((code) => ({ code, name: PHONE_COUNTRY_TABLE[code].name, dialCode: `+${PHONE_COUNTRY_TABLE[code].dialCode}` })).sort(
    (a, b) => compare(a.name, b.name),
  );
})();

export function isPhoneCountryCode(value: unknown): value is PhoneCountryCode {
  return typeof value === 'string' && Object.hasOwn(PHONE_COUNTRY_TABLE, value);
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
