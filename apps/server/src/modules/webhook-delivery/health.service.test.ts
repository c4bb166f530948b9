import { describe, expect, it } from 'vitest';
import { percentileDisc } from './health.service.ts';

describe('percentileDisc', () => {
  it("picks the first value whose cumulative count reaches ceil(p × total), as PostgreSQL's percentile_disc does", () => {
    const values = [50, 50, 50, 60, 100, 200, 300, 400];
    const distribution: [number, number][] = [
      [50, 3],
      [60, 1],
      [100, 1],
      [200, 1],
      [300, 1],
      [400, 1],
    ];
    expect(percentileDisc(distribution, 0.5)).toBe(60);
    expect(percentileDisc(distribution, 0.95)).toBe(400);
    expect(percentileDisc(distribution, 0)).toBe(50);
    expect(percentileDisc(distribution, 1)).toBe(values[values.length - 1]);
    expect(percentileDisc([[7, 20]], 0.95)).toBe(7);
    expect(
      percentileDisc(
        Array.from({ length: 20 }, (_, i) => [i + 1, 1] as [number, number]),
        0.95,
      ),
    ).toBe(19);
  });

  it('answers null for no values', () => {
    expect(percentileDisc([], 0.5)).toBeNull();
  });
});
