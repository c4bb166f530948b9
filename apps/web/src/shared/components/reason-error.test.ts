import { describe, expect, it } from 'vitest';
import { reasonError } from './reason-error';

describe('reasonError', () => {
  it('requires a rejection reason', () => {
    expect(reasonError('', true)).toBe('Please give a reason');
    expect(reasonError('   \n ', true)).toBe('Please give a reason');
    expect(reasonError('Screenshots are missing', true)).toBeNull();
  });

  it('lets an unpublish go without a reason, but not with an overlong one', () => {
    expect(reasonError('', false)).toBeNull();
    expect(reasonError('Broken install flow', false)).toBeNull();
    expect(reasonError('x'.repeat(2001), false)).toBe('Max 2000 chars');
    expect(reasonError('x'.repeat(2001), true)).toBe('Max 2000 chars');
  });
});
