import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './countries.ts';
import { countryName, countryOptions } from './country-names.ts';

describe('countries', () => {
  it('names countries in English, with the Taiwan override and a fallback for unknown codes', () => {
    expect(countryName('IS')).toBe('Iceland');
    expect(countryName('TW')).toBe('Taiwan');
    expect(countryName('ZZ')).toBe('Not available');
    expect(countryName(null)).toBe('Not available');
    expect(isCountryCode('TW') && !isCountryCode('tw')).toBe(true);
  });

  it('offers every supported code once, sorted by name', () => {
    const options = countryOptions();
    expect(options.map((o) => o.code).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(options.map((o) => o.name)).toEqual([...options.map((o) => o.name)].sort((a, b) => a.localeCompare(b)));
  });
});
