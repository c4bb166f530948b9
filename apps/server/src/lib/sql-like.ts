/** A user's text as a literal inside a LIKE pattern: percent, underscore and backslash match only themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
