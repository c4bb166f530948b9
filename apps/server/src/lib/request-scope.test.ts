import { describe, expect, it } from 'vitest';
import { requestIdFor, safeRequestId } from './request-scope.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it("keeps a proxy's short safe id", () => {
    for (const id of ['f3a9c2d1e4b5', 'req-42', 'edge:7f.1_b', 'A'.repeat(64)]) expect(requestIdFor(id, true)).toBe(id);
  });

  it("never takes a client's own id, however safe: the request gets one of the platform's", () => {
    for (const id of ['f3a9c2d1e4b5', 'req-42']) expect(requestIdFor(id)).toMatch(UUID);
  });

  it('replaces anything that could forge or bloat a log line with a fresh id, even from a proxy', () => {
    for (const bad of ['', 'a b', 'x\ny', 'id"}', '<script>', '-leading-dash', 'A'.repeat(65), 'ünïcode', undefined, ['a', 'b']]) {
      expect(requestIdFor(bad as string | string[] | undefined, true)).toMatch(UUID);
      expect(safeRequestId(bad as string | string[] | undefined)).toBeUndefined();
    }
  });

  it('generates a different id for each request', () => {
    expect(requestIdFor(undefined)).not.toBe(requestIdFor(undefined));
  });
});
