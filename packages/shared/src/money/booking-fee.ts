import { toCents, centsText } from './cents.ts';

/** A percentage as the price texts write it: at most two decimals, no trailing zeros (2.5, 1.25, 3). */
export function percentText(percentage: number): string {
  return centsText(toCents(percentage)).replace(/\.?0+$/, '');
}

/** Spec §2: '+ N% booking fee', or null when there is no fee. */
export function bookingFeeText(percentage: number | null | undefined): string | null {
  return percentage && percentage > 0 ? `+ ${percentText(percentage)}% booking fee` : null;
}
