/**
 * How the product writes dates, in one place: the spec's 'd. MMM yyyy' (§2: payout periods, daily tooltips) for
 * every day shown anywhere (store, portal, staff screens, server pages, e-mails), 'MMM yyyy' for a month, and the
 * day with 'HH:mm' (or 'HH:mm:ss') for a moment.
 *
 * Screens in the browser write moments in the viewer's time zone ('local'); what the server renders (store pages
 * that hydrate, server pages, mail) is in UTC, so the server and the browser write the same text.
 */

// fixed names: locales differ ('Sept' in en-GB), the spec's 'MMM' is three letters
export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export type TimeZone = 'local' | 'UTC';

/** Written when a value is not a date. */
export const NO_DATE = '—';

const two = (n: number) => String(n).padStart(2, '0');

/** A Date, epoch milliseconds, an ISO timestamp or a 'YYYY-MM-DD' day (midnight UTC); null when it is none of them. */
export function parseDate(value: string | number | Date | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface Parts {
  day: number;
  month: number;
  year: number;
  hours: number;
  minutes: number;
  seconds: number;
}

function partsOf(date: Date, zone: TimeZone): Parts {
  return zone === 'UTC'
    ? {
        day: date.getUTCDate(),
        month: date.getUTCMonth(),
        year: date.getUTCFullYear(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
        seconds: date.getUTCSeconds(),
      }
    : {
        day: date.getDate(),
        month: date.getMonth(),
        year: date.getFullYear(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
        seconds: date.getSeconds(),
      };
}

/** '26. Nov 2026'; '—' when the value is not a date. A bare day ('2026-11-26') is that day in every zone. */
export function formatDay(value: string | number | Date | null | undefined, zone: TimeZone = 'local'): string {
  const date = parseDate(value);
  if (!date) return NO_DATE;
  const bareDay = typeof value === 'string' && value.length === 10;
  const p = partsOf(date, bareDay ? 'UTC' : zone);
  return `${p.day}. ${MONTH_ABBREVIATIONS[p.month]} ${p.year}`;
}

/** 'Nov 2026'; '—' when the value is not a date. */
export function formatMonth(value: string | number | Date | null | undefined, zone: TimeZone = 'UTC'): string {
  const date = parseDate(value);
  if (!date) return NO_DATE;
  const p = partsOf(date, zone);
  return `${MONTH_ABBREVIATIONS[p.month]} ${p.year}`;
}

/** '26. Nov 2026, 14:05' (with ':07' when `seconds`); '—' when the value is not a date. */
export function formatMoment(
  value: string | number | Date | null | undefined,
  { zone = 'local', seconds = false }: { zone?: TimeZone; seconds?: boolean } = {},
): string {
  const date = parseDate(value);
  if (!date) return NO_DATE;
  const p = partsOf(date, zone);
  const time = `${two(p.hours)}:${two(p.minutes)}${seconds ? `:${two(p.seconds)}` : ''}`;
  return `${p.day}. ${MONTH_ABBREVIATIONS[p.month]} ${p.year}, ${time}`;
}
