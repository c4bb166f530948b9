import type { ReportRange } from '../../shared/urls/exports';

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The screen's date range as the UTC days the funnel counts: as many days as the range, ending the day it ends. */
export function funnelDays(range: ReportRange): { from: string; to: string } {
  const days = Math.max(1, Math.round((range.timestampTo - range.timestampFrom) / DAY_MS));
  return { from: utcDay(range.timestampTo - (days - 1) * DAY_MS), to: utcDay(range.timestampTo) };
}

/** A count against the previous period's, as the table says it: '+25%', '−10%', 'No change', 'New'; null when both are 0. */
export function changeText(count: number, previous: number): string | null {
  if (previous === 0) return count === 0 ? null : 'New';
  const percent = Math.round(((count - previous) / previous) * 100);
  if (percent === 0) return 'No change';
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

/** A conversion as shown: '12.5%', or a dash when there is none. */
export const conversionText = (conversion: number | null | undefined) =>
  conversion === null || conversion === undefined ? null : `${conversion.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
