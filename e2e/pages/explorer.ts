import type { Page } from 'playwright-core';

/**
 * Runs the query explorer's example query and waits for `expected` in the response. GraphiQL shows its
 * frame before Monaco has the query loaded, so the run waits for the query text first and is retried
 * while the response stays empty (a click on a still-loading editor runs nothing).
 */
export async function runExampleQuery(page: Page, expected: string) {
  await page.getByTestId('graphiql').waitFor();
  await page.locator('.graphiql-query-editor').getByText('vendor').first().waitFor({ timeout: 30_000 });
  const response = page.locator('.graphiql-response').getByText(expected, { exact: false });
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.locator('.graphiql-execute-button').click();
    try {
      await response.waitFor({ timeout: 5_000 });
      return;
    } catch {
      // not answered yet: run it again
    }
  }
  await response.waitFor({ timeout: 5_000 });
}
