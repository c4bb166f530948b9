/**
 * Every value from users or the database goes through this before it meets HTML, in text or in a quoted attribute:
 * the server's pages, the store's head tags and the mails' HTML part.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
