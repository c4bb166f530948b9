/** The search page's address with its term trimmed ('/apps?q=' → '/apps'), or null when it is tidy already. */
export function tidySearchUrl(requestUrl: string): string | null {
  const url = new URL(requestUrl, 'http://store.invalid');
  const q = url.searchParams.get('q');
  if (q === null || (q !== '' && q === q.trim())) return null;
  if (q.trim()) url.searchParams.set('q', q.trim());
  else url.searchParams.delete('q');
  return url.pathname + url.search;
}
