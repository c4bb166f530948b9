import { afterEach, describe, expect, it, vi } from 'vitest';
import { appApiHeaders, createAppApiFetcher, explorerTokenUrl, readResult, tokenFromResponse, TOKEN_PLACEHOLDER } from './app-api';

describe('appApiHeaders', () => {
  it("sends the explorer's token", () => {
    expect(appApiHeaders(undefined, 'tok')).toEqual({ 'X-Bokun-App-Access-Token': 'tok' });
    expect(appApiHeaders({}, null)).toEqual({});
  });

  it('drops a placeholder or blank token header, so introspection goes through without a token', () => {
    expect(appApiHeaders({ 'X-Bokun-App-Access-Token': TOKEN_PLACEHOLDER }, null)).toEqual({});
    expect(appApiHeaders({ 'x-bokun-app-access-token': '  ' }, null)).toEqual({});
    expect(appApiHeaders({ 'X-Bokun-App-Access-Token': TOKEN_PLACEHOLDER }, 'tok')).toEqual({ 'X-Bokun-App-Access-Token': 'tok' });
  });

  it('lets a pasted token replace the explorer token, whatever the case of the name', () => {
    expect(appApiHeaders({ 'x-bokun-app-access-token': 'pasted' }, 'tok')).toEqual({ 'x-bokun-app-access-token': 'pasted' });
  });

  it('keeps other headers as text and skips values that are not', () => {
    expect(appApiHeaders({ 'X-Debug': 1, 'X-Flag': true, 'X-Obj': { a: 1 }, 'X-Null': null }, null)).toEqual({
      'X-Debug': '1',
      'X-Flag': 'true',
    });
  });
});

describe('tokenFromResponse', () => {
  it('reads the access token', () => {
    expect(tokenFromResponse(200, { accessToken: 'abc' })).toEqual({ status: 'ready', accessToken: 'abc' });
  });

  it('maps 401 to a logged-out partner and 404 to a missing installation', () => {
    expect(tokenFromResponse(401, { error: 'Please log in.' })).toEqual({ status: 'loggedOut' });
    expect(tokenFromResponse(404, { error: 'Installation not found' })).toEqual({ status: 'notFound', message: 'Installation not found' });
    expect(tokenFromResponse(404, null)).toEqual({ status: 'notFound', message: 'Installation not found' });
  });

  it('fails on anything else', () => {
    expect(tokenFromResponse(500, { error: 'Boom' })).toEqual({ status: 'failed', message: 'Boom' });
    expect(tokenFromResponse(502, 'not json')).toEqual({ status: 'failed', message: 'The access token could not be fetched (HTTP 502).' });
    expect(tokenFromResponse(200, {})).toMatchObject({ status: 'failed' });
  });

  it('builds the token url', () => {
    expect(explorerTokenUrl('12')).toBe('/api/graphql/token/12');
  });
});

describe('readResult', () => {
  it("passes the server's answer through, errors and all", () => {
    expect(readResult(401, '{"errors":[{"message":"no"}]}')).toEqual({ errors: [{ message: 'no' }] });
  });

  it('turns what is not a GraphQL result into an error', () => {
    expect(readResult(502, '<html>Bad gateway</html>')).toEqual({
      errors: [{ message: 'The App API answered HTTP 502 without a GraphQL result.' }],
    });
  });
});

describe('createAppApiFetcher', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('POSTs JSON to /api/graphql with the token header and no cookies', async () => {
    const fetchMock = vi.fn(async () => new Response('{"data":{"vendor":{"id":"1"}}}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await createAppApiFetcher('tok')({ query: '{ vendor { id } }', operationName: null }, { headers: { 'X-Extra': 'x' } });
    expect(result).toEqual({ data: { vendor: { id: '1' } } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('omit');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'X-Bokun-App-Access-Token': 'tok', 'X-Extra': 'x' });
    expect(JSON.parse(String(init.body))).toEqual({ query: '{ vendor { id } }', operationName: null });
  });

  it('answers a network failure with an error result', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await createAppApiFetcher(null)({ query: '{ __typename }' })).toEqual({
      errors: [{ message: 'The App API could not be reached: Failed to fetch' }],
    });
  });
});
