/**
 * The tags (search terms, integrations) after the user added or removed some: a pasted 'a, b' becomes
 * two tags; blanks and repeats (in any letter case) are dropped; anything past `max` is not added.
 */
export function normaliseTags(next: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const entry of next.flatMap((tag) => tag.split(','))) {
    const tag = entry.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags.slice(0, max);
}
