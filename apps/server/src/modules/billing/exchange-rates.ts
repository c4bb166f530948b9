/**
 * US dollars per unit of each currency that booking fees are converted from. The ledger is in USD; a fee on a
 * payment in another currency is converted at the rate in this table when the fee is written, and the entry
 * keeps the original amount, its currency and the rate. These defaults are reference rates of November 2026;
 * EXCHANGE_RATES (config) overrides or adds rates, e.g. `EUR=1.09,ISK=0.0073`. Every server process must be
 * given the same table. A fee on a payment in a currency with no rate is kept in that currency until a rate is
 * configured, then converted (booking-fees.ts); it is never booked as dollars without one.
 */
export const DEFAULT_USD_RATES: Readonly<Record<string, string>> = {
  USD: '1',
  EUR: '1.08',
  GBP: '1.27',
  ISK: '0.0072',
  DKK: '0.145',
  NOK: '0.091',
  SEK: '0.094',
  CHF: '1.13',
  CAD: '0.72',
  AUD: '0.65',
  NZD: '0.59',
  JPY: '0.0066',
  PLN: '0.25',
  CZK: '0.043',
  HUF: '0.0027',
  MXN: '0.055',
  BRL: '0.18',
  ZAR: '0.055',
  SGD: '0.75',
  HKD: '0.128',
  INR: '0.012',
};

/** USD per unit of `currency` as a decimal string, or null when the table has no rate for it. */
export function usdRate(overrides: Readonly<Record<string, string>>, currency: string): string | null {
  return overrides[currency] ?? DEFAULT_USD_RATES[currency] ?? null;
}
