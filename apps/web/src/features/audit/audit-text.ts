/** Who did it: their name, or a note that the user has since been removed. */
export function auditActorText(actor: { name: string } | null): string {
  return actor?.name || 'A removed user';
}
