import { getCountryCallingCode } from 'libphonenumber-js/min';
import {
  PHONE_COUNTRY_CODES,
  PHONE_COUNTRY_TABLE,
  findPhoneCountry,
  isPhoneCountryCode,
  phoneCountries,
  searchPhoneCountries,
} from './countries';

const codesOf = (list: ReadonlyArray<{ code: string }>) => list.map((c) => c.code);

describe('phone country list', () => {
  it('offers about 70 countries, each once, with name and dial code', () => {
    expect(phoneCountries.length).toBeGreaterThanOrEqual(65);
    expect(phoneCountries.length).toBeLessThanOrEqual(75);
    expect(new Set(codesOf(phoneCountries)).size).toBe(PHONE_COUNTRY_CODES.length);
    for (const country of phoneCountries) {
      expect(country.name).not.toBe(country.code);
      expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
      // A name that renders everywhere, where an emoji flag shows as two letters without an emoji font.
      expect(Object.values(country).join(' ')).not.toMatch(/\p{Regional_Indicator}/u);
    }
  });

  it("has libphonenumber's dial code and Intl's English name for every country", () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of PHONE_COUNTRY_CODES) {
      expect({ code, ...PHONE_COUNTRY_TABLE[code] }).toEqual({ code, name: names.of(code), dialCode: getCountryCallingCode(code) });
    }
  });

  it('names and numbers countries as a visitor knows them', () => {
    expect(findPhoneCountry('GB')).toEqual({ code: 'GB', name: 'United Kingdom', dialCode: '+44' });
    expect(findPhoneCountry('IN')).toMatchObject({ name: 'India', dialCode: '+91' });
    expect(findPhoneCountry('SG')).toMatchObject({ name: 'Singapore', dialCode: '+65' });
    expect(findPhoneCountry('AE')).toMatchObject({ name: 'United Arab Emirates', dialCode: '+971' });
  });

  it('lets the United States and Canada share +1 as two entries', () => {
    const us = findPhoneCountry('US');
    const canada = findPhoneCountry('CA');
    expect(us).toMatchObject({ name: 'United States', dialCode: '+1' });
    expect(canada).toMatchObject({ name: 'Canada', dialCode: '+1' });
  });

  it('defaults to +1 (the United States), also for an unknown code', () => {
    expect(findPhoneCountry('XX').code).toBe('US');
  });

  it('is sorted by name', () => {
    const names = phoneCountries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('knows its own codes', () => {
    expect(isPhoneCountryCode('CA')).toBe(true);
    expect(isPhoneCountryCode('XX')).toBe(false);
    expect(isPhoneCountryCode(1)).toBe(false);
  });
});

describe('searchPhoneCountries', () => {
  it.each([
    ['part of a name, any case', 'KINGDOM', ['GB']],
    ['a name without its accents', 'turkiye', ['TR']],
    ['a dial code with +', '+44', ['GB']],
    ['a dial code without +', '971', ['AE']],
    ['the start of a dial code', '+35', ['BG', 'FI', 'IE', 'LU', 'PT']],
  ])('finds countries by %s', (_, query, expected) => {
    expect(codesOf(searchPhoneCountries(phoneCountries, query)).sort()).toEqual(expected);
  });

  it('puts the best matches first: ISO code, then names that start with the text, then the rest', () => {
    expect(codesOf(searchPhoneCountries(phoneCountries, 'ca'))).toEqual(['CA', 'CR', 'JM', 'ZA']);
    expect(codesOf(searchPhoneCountries(phoneCountries, 'new'))).toEqual(['NZ']);
    expect(codesOf(searchPhoneCountries(phoneCountries, 'arab'))).toEqual(['SA', 'AE']);
    expect(codesOf(searchPhoneCountries(phoneCountries, 'in')).slice(0, 2)).toEqual(['IN', 'ID']);
  });

  it('finds every +1 country for "+1", the United States and Canada among them', () => {
    const found = codesOf(searchPhoneCountries(phoneCountries, '+1'));
    expect(found).toEqual(expect.arrayContaining(['US', 'CA']));
    expect(found.every((code) => findPhoneCountry(code).dialCode.startsWith('+1'))).toBe(true);
  });

  it('returns the whole list for an empty query and nothing for a miss', () => {
    expect(searchPhoneCountries(phoneCountries, '  ')).toHaveLength(phoneCountries.length);
    expect(searchPhoneCountries(phoneCountries, 'atlantis')).toEqual([]);
  });
});
