import type { TestApp } from '../harness.ts';

/** A store API request as the web app sends it, with whether the catalogue cache answered it (hit or miss). */
export async function catalogRequest(t: TestApp, query: string, variables: Record<string, unknown> = {}) {
  const { status, headers, ...body } = await t.gql(query, variables);
  return { status, cache: headers['x-catalog-cache'], body };
}
