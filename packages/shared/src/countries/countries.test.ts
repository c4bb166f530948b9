import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, isCountryCode } from './countries.ts';

describe('countries', () => {
  it('names countries in English, with the Taiwan override and a fallback for unknown codes', () => {
    expect(countryName('IS')).toBe('Iceland');
    expect(countryName('TW')).toBe('Taiwan');
    expect(countryName('ZZ')).toBe('Not available');
    expect(countryName(null)).toBe('Not available');
  });

  it('offers every code once, sorted by name', () => {
    const options = countryOptions();
    expect(new Set(options.map((o) => o.code)).size).toBe(options.length);
    expect(options.length).toBeGreaterThan(240);
    expect(options.map((o) => o.name)).toEqual([...options.map((o) => o.name)].sort((a, b) => a.localeCompare(b)));
    expect(isCountryCode('TW') && !isCountryCode('tw')).toBe(true);
  });
});
