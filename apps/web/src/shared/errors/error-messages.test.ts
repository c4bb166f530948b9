import { describe, expect, it } from 'vitest';
import { joinErrorMessages } from './error-messages';

describe('joinErrorMessages (spec §8)', () => {
  it('ends every message with one full stop', () => {
    expect(joinErrorMessages(['Name is required', 'Max 30 chars.'])).toBe('Name is required. Max 30 chars.');
  });

  it('skips blank messages', () => {
    expect(joinErrorMessages([' ', 'Failed to fetch'])).toBe('Failed to fetch.');
    expect(joinErrorMessages([])).toBe('');
  });
});
