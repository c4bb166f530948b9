import { getIntrospectionQuery, type IntrospectionOptions } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupAppApi, type AppApiSetup } from '../app-api-fixtures.ts';

/** What GraphiQL 5 sends to load the schema: getIntrospectionQuery with its props' options (false by default). */
const GRAPHIQL_OPTIONS: IntrospectionOptions[] = [
  { inputValueDeprecation: false, schemaDescription: false },
  { inputValueDeprecation: true, schemaDescription: true },
  {
    descriptions: true,
    specifiedByUrl: true,
    directiveIsRepeatable: true,
    schemaDescription: true,
    inputValueDeprecation: true,
    oneOf: true,
  },
];

/** `__schema { types { fields { type { ofType { … } } } } }`, `levels` fields deep. */
const deepIntrospection = (levels: number) =>
  `{ __schema { types { fields { type { ${'ofType { '.repeat(levels - 4)}name${' }'.repeat(levels - 4)} } } } } }`;

describe('query limits apply to introspection, on the store API and the App API', () => {
  let s: AppApiSetup;
  let token: string;

  beforeAll(async () => {
    s = await setupAppApi();
    token = await s.token();
  });
  afterAll(() => s.t.close());

  /** The same document through both APIs: the store API, the App API without a token (the public explorer) and with one. */
  async function everyApi(query: string) {
    const store = await s.t.gql(query);
    const anonymous = await s.api(query, undefined, null);
    const withToken = await s.api(query, undefined, token);
    return [
      ['store API', { data: store.data, errors: store.errors }],
      ['App API without a token', anonymous.body],
      ['App API with a token', withToken.body],
    ] as const;
  }

  const refusal = (body: { data?: unknown; errors?: { message: string; extensions: { classification: string } }[] }) => {
    expect(body.data ?? undefined).toBeUndefined();
    expect(body.errors?.[0]?.extensions.classification).toBe('ValidationError');
    return body.errors![0]!.message;
  };

  it('refuses a 20-level-deep introspection query before it runs', async () => {
    for (const [api, body] of await everyApi(deepIntrospection(20))) expect(refusal(body), api).toMatch(/depth limit/i);
  });

  it('refuses introspection that costs more than the limit', async () => {
    const twice = getIntrospectionQuery().replace(/types \{\s*\.\.\.FullType\s*\}/, 'types { ...FullType } again: types { ...FullType }');
    expect(twice).toContain('again: types');
    for (const [api, body] of await everyApi(twice)) expect(refusal(body), api).toMatch(/cost limit/i);
  });

  it('counts introspection fields against the alias and token limits', async () => {
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `s${i}: __schema { queryType { name } }`).join(' ')} }`;
    for (const [api, body] of await everyApi(aliases)) expect(refusal(body), api).toMatch(/alias/i);
    const tokens = `{ __schema { queryType { ${Array.from({ length: 2100 }, () => 'name').join(' ')} } } }`;
    expect(refusal((await s.t.gql(tokens)) as any)).toMatch(/token limit/i);
    expect(refusal((await s.api(tokens, undefined, token)).body)).toMatch(/token limit/i);
    // without a token only documents the explorer could send get through, and this one is too big to be one
    expect((await s.api(tokens, undefined, null)).status).toBe(401);
  });

  it('answers GraphiQL’s own introspection queries in full', async () => {
    const queries = GRAPHIQL_OPTIONS.map((options) => getIntrospectionQuery(options));
    // GraphiQL retries without `subscriptionType { name }` when the first answer has no data
    queries.push(queries[0]!.replace('subscriptionType { name }', ''));
    for (const query of queries) {
      for (const [api, body] of await everyApi(query)) {
        expect(body.errors, api).toBeUndefined();
        expect((body.data as any).__schema.types.length, api).toBeGreaterThan(20);
      }
    }
  });
});
