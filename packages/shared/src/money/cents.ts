/**
 * Money is USD with cents. Amounts travel as numbers (GraphQL Float, numeric columns), but every rounding and
 * every text goes through whole cents, read from the number's decimal digits: `Math.round(1.005 * 100)` is 100
 * because 1.005 × 100 is 100.49999…, while the partner typed (and means) 1.005 → 101 cents.
 */

/** Whole cents of an amount, halves rounded away from zero, as written in decimal (1.005 → 101, -0.125 → -13). */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of money: ${amount}`);
  const [mantissa, exponent = '0'] = String(Math.abs(amount)).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const digits = `${whole}${fraction}`;
  // where the decimal point falls in `digits` once the amount is multiplied by 100
  const point = whole.length + Number(exponent) + 2;
  const kept = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const next = point < 0 ? 0 : Number(digits[point] ?? '0');
  const cents = Number(kept) + (next >= 5 ? 1 : 0);
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/** The amount of whole cents: the double nearest to `cents / 100`, which prints as those cents. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** An amount rounded to cents the decimal way (see toCents). */
export function roundMoney(amount: number): number {
  return fromCents(toCents(amount));
}

/**
 * Whether an amount has at most two decimals. Binary noise is not a decimal: 0.1 + 0.2 (0.30000000000000004)
 * counts as 0.30, since it lies a few units of the last binary place from it, at any magnitude.
 */
export function hasAtMostTwoDecimals(amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  return Math.abs(amount - roundMoney(amount)) <= Number.EPSILON * 8 * Math.max(1, Math.abs(amount));
}

/** Cents as plain decimal text with two places: 1050 → '10.50', -5 → '-0.05'. */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
