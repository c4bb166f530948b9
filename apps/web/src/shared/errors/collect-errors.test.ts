import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { collectErrors, requestIdOfErrors } from './collect-errors';

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
