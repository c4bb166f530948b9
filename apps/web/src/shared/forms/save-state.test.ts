import { describe, expect, it } from 'vitest';
import { isSaveDisabled } from './save-state';

describe('isSaveDisabled (spec §2 form bar)', () => {
  it('allows saving a changed, loaded, idle form', () => {
    expect(isSaveDisabled({ dirty: true, submitting: false })).toBe(false);
    expect(isSaveDisabled({ dirty: true, loading: false, submitting: false, allowed: true })).toBe(false);
  });

  it('disables Save when unchanged, loading, submitting or not allowed', () => {
    expect(isSaveDisabled({ dirty: false, submitting: false })).toBe(true);
    expect(isSaveDisabled({ dirty: true, loading: true, submitting: false })).toBe(true);
    expect(isSaveDisabled({ dirty: true, submitting: true })).toBe(true);
    expect(isSaveDisabled({ dirty: true, submitting: false, allowed: false })).toBe(true);
  });
});
