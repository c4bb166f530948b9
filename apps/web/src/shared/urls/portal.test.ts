import { describe, expect, it } from 'vitest';
import { portalRoutePath } from './portal';

describe('portalRoutePath', () => {
  it('makes partner-area paths relative to /extranet', () => {
    expect(portalRoutePath('/extranet')).toBe('');
    expect(portalRoutePath('/extranet/team')).toBe('team');
    expect(portalRoutePath('/extranet/team/:id')).toBe('team/:id');
  });

  it('refuses paths outside the partner area', () => {
    expect(() => portalRoutePath('/developer/login')).toThrow();
    expect(() => portalRoutePath('/extranetwork')).toThrow();
  });
});
