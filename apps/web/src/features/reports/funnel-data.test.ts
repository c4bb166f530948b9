import { describe, expect, it } from 'vitest';
import { changeText, conversionText, funnelDays } from './funnel-data';

describe('funnelDays', () => {
  it('counts as many UTC days as the range, ending the day it ends', () => {
    const to = Date.parse('2026-11-26T13:52:00Z');
    expect(funnelDays({ timestampFrom: to - 30 * 86_400_000, timestampTo: to })).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(funnelDays({ timestampFrom: to - 365 * 86_400_000, timestampTo: to })).toEqual({ from: '2025-11-27', to: '2026-11-26' });
    expect(funnelDays({ timestampFrom: to - 1000, timestampTo: to })).toEqual({ from: '2026-11-26', to: '2026-11-26' });
  });
});

describe('changeText', () => {
  it('says the change against the previous period', () => {
    expect(changeText(125, 100)).toBe('+25%');
    expect(changeText(90, 100)).toBe('−10%');
    expect(changeText(100, 100)).toBe('No change');
    expect(changeText(5, 0)).toBe('New');
    expect(changeText(0, 0)).toBeNull();
    expect(changeText(0, 7)).toBe('−100%');
  });
});

describe('conversionText', () => {
  it('shows one decimal at most, and nothing without a conversion', () => {
    expect(conversionText(12.5)).toBe('12.5%');
    expect(conversionText(20)).toBe('20%');
    expect(conversionText(null)).toBeNull();
  });
});
