import { describe, expect, it } from 'vitest';
import { appStatusLabel } from './app-labels';

describe('appStatusLabel', () => {
  it('names the status of public apps', () => {
    expect(appStatusLabel('DRAFT', 'PUBLIC')).toBe('Draft');
    expect(appStatusLabel('IN_REVIEW', 'PUBLIC')).toBe('In review');
    expect(appStatusLabel('UNPUBLISHED')).toBe('Unpublished');
  });

  it("calls every custom app 'Custom app' (spec §2 dashboard)", () => {
    expect(appStatusLabel('PUBLISHED', 'CUSTOM')).toBe('Custom app');
  });
});
