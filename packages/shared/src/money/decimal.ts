/**
 * USD amounts the server answers as exact decimal text ('-1234.5', '12.50'), shown without passing through a
 * float: '-$1,234.50', '$12.50'. The ledger's reports send their figures this way.
 */
export function formatUsdDecimal(text: string): string {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${text}`);
  const [, minus, whole, fraction = ''] = match;
  if (fraction.length > 2 && /[1-9]/.test(fraction.slice(2))) throw new RangeError(`More than cents: ${text}`);
  const digits = whole!.replace(/^0+(?=\d)/, '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = fraction.slice(0, 2).padEnd(2, '0');
  const zero = /^0+$/.test(digits) && cents === '00';
  return `${minus && !zero ? '-' : ''}$${grouped}.${cents}`;
}
