import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { collectErrors, requestIdOfErrors } from './collect-errors';
import { isNetworkFailure, NETWORK_ERROR_MESSAGE } from './network-failure';

describe('the request id of an error, for the user to quote to support', () => {
  it("is read from a GraphQL error's extensions.requestId", () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Something went wrong', extensions: { classification: 'InternalError', requestId: 'edge-91b2' } }],
    });
    const reported = collectErrors(error);
    expect(reported).toEqual([{ message: 'Something went wrong', classification: 'InternalError', requestId: 'edge-91b2' }]);
    expect(requestIdOfErrors(reported)).toBe('edge-91b2');
  });

  it('is read from the X-Request-Id header of an answer that carries no GraphQL errors (a proxy, a 500 page)', () => {
    const response = new Response('<html>Bad gateway</html>', { status: 502, headers: { 'x-request-id': 'lb-5521' } });
    const reported = collectErrors(new ServerError('Response not successful: Received status code 502', { response, bodyText: '<html>' }));
    expect(requestIdOfErrors(reported)).toBe('lb-5521');
  });

  it('is absent when the server never answered (no id to quote)', () => {
    expect(requestIdOfErrors(collectErrors(new TypeError('Failed to fetch')))).toBeUndefined();
  });
});

describe('a request that got no answer', () => {
  it("reads as what happened, not the browser's 'Failed to fetch', and is marked for Retry", () => {
    expect(collectErrors(new TypeError('Failed to fetch'))).toEqual([{ message: NETWORK_ERROR_MESSAGE, network: true }]);
  });
  it('is not an answer of the server, even a failed one', () => {
    const response = new Response('<html>Bad gateway</html>', { status: 502 });
    expect(isNetworkFailure(new ServerError('Response not successful', { response, bodyText: '<html>' }))).toBe(false);
    expect(isNetworkFailure(new CombinedGraphQLErrors({ errors: [{ message: 'x' }] }))).toBe(false);
    expect(isNetworkFailure(new Error('Something else'))).toBe(false);
    expect(isNetworkFailure(new TypeError('Load failed'))).toBe(true);
  });
});
