import { centsText, roundMoney, toCents } from './cents.ts';

const usdWithCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The store's short amount (spec §4 labels): '$10', '$9.99', '$1234.50'; whole dollars lose their cents. */
export function formatUsd(amount: number): string {
  const cents = toCents(amount);
  const sign = cents < 0 ? '-' : '';
  const text = centsText(Math.abs(cents));
  return `${sign}$${text.endsWith('.00') ? text.slice(0, -3) : text}`;
}

/**
 * The exact amount, always with cents and thousands separators: '$10.00', '$1,234.50'. The portal's plans,
 * payouts, e-mails and invoices show money this way. Rounded by toCents first, so it shows the same cents
 * as the store's short form and as what is stored.
 */
export function formatUsdCents(amount: number): string {
  return usdWithCents.format(roundMoney(amount));
}
