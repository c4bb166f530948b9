/**
 * The tags (search terms, integrations) after the user added or removed some: a pasted 'a, b' becomes
 * two tags; blanks and repeats (in any letter case) are dropped. Nothing is cut at the maximum: the schema says
 * 'Max 5 terms.' instead, as every limited field does.
 */
export function normaliseTags(next: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const entry of next.flatMap((tag) => tag.split(','))) {
    const tag = entry.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}
