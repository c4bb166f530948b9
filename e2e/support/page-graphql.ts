import type { Page } from 'playwright-core';

/**
 * The store/portal GraphQL endpoint with the page's own session: for the set-up a screen's test needs (ids in
 * its path, a category to pick) that no screen is under test for. Throws with the errors when there is no data.
 */
export async function pageGraphql<T>(page: Page, source: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await page.evaluate(
    async ({ source, variables }) => {
      const response = await fetch('/appstore/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-protection': '1' },
        body: JSON.stringify({ query: source, variables }),
      });
      return response.json();
    },
    { source, variables },
  );
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data as T;
}
