import { describe, expect, it } from 'vitest';
import { DASHBOARD_RANGES, DEFAULT_DASHBOARD_RANGE_DAYS, formatBucketLabel, isoWeek } from './dashboard.ts';

describe('dashboard ranges', () => {
  it('offers spec §9 ranges with their splits, monthly first from 93 days, and defaults to 30 days', () => {
    expect(DASHBOARD_RANGES.map((r) => [r.days, r.splits.join(',')])).toEqual([
      [7, 'DAILY'],
      [30, 'DAILY,WEEKLY'],
      [93, 'MONTHLY,DAILY,WEEKLY'],
      [182, 'MONTHLY,DAILY,WEEKLY'],
      [365, 'MONTHLY,DAILY,WEEKLY'],
    ]);
    expect(DASHBOARD_RANGES.some((r) => r.days === DEFAULT_DASHBOARD_RANGE_DAYS)).toBe(true);
  });
});

describe('bucket labels', () => {
  it('numbers ISO weeks across year ends', () => {
    expect(isoWeek(new Date('2026-01-01T00:00:00Z'))).toBe(1);
    expect(isoWeek(new Date('2027-01-01T00:00:00Z'))).toBe(53);
    expect(isoWeek(new Date('2026-11-16T00:00:00Z'))).toBe(47);
    expect(isoWeek(new Date('2024-12-30T00:00:00Z'))).toBe(1);
  });

  it("formats daily 'd. MMM yyyy', monthly 'MMM yyyy' and weekly 'Week(w) MMM yyyy' in UTC", () => {
    expect(formatBucketLabel('2026-11-03', 'DAILY')).toBe('3. Nov 2026');
    expect(formatBucketLabel('2026-09-01', 'MONTHLY')).toBe('Sep 2026');
    expect(formatBucketLabel('2026-11-16', 'WEEKLY')).toBe('Week(47) Nov 2026');
  });
});
