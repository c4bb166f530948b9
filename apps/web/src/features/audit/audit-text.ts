const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** When an entry was written, in the viewer's time zone: '26. Nov 2026, 14:05' (the portal's 'd. MMM yyyy' and the time). */
export function formatAuditTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return `${date.getDate()}. ${MONTHS[date.getMonth()]} ${date.getFullYear()}, ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** Who did it: their name, or a note that the user has since been removed. */
export function auditActorText(actor: { name: string } | null): string {
  return actor?.name || 'A removed user';
}
