import { describe, expect, it } from 'vitest';
import { webhookFailureLabel } from '@appstore/shared';
import { reasonOfError, reasonOfStatus } from './failure-reason.ts';

describe('failure reasons', () => {
  it('group an answer by its status class', () => {
    expect([301, 404, 410, 500, 503, 199, 600].map(reasonOfStatus)).toEqual([
      'REDIRECT',
      'HTTP_4XX',
      'HTTP_4XX',
      'HTTP_5XX',
      'HTTP_5XX',
      'INVALID_RESPONSE',
      'INVALID_RESPONSE',
    ]);
  });

  it('group a failure without an answer by its socket or TLS error code', () => {
    expect(reasonOfError('ECONNREFUSED')).toBe('CONNECTION_REFUSED');
    expect(reasonOfError('ECONNRESET')).toBe('CONNECTION_RESET');
    expect(reasonOfError('ENOTFOUND')).toBe('DNS');
    expect(reasonOfError('EWEBHOOKTARGET', 'URL host x.test could not be resolved')).toBe('DNS');
    expect(reasonOfError('EWEBHOOKTARGET', 'URL must not point to a private address (10.0.0.1)')).toBe('TARGET_NOT_ALLOWED');
    expect(reasonOfError('DEPTH_ZERO_SELF_SIGNED_CERT')).toBe('TLS');
    expect(reasonOfError('CERT_HAS_EXPIRED')).toBe('TLS');
    expect(reasonOfError('ERR_SSL_WRONG_VERSION_NUMBER')).toBe('TLS');
    expect(reasonOfError('HPE_INVALID_CONSTANT')).toBe('INVALID_RESPONSE');
    expect(reasonOfError('EWHATEVER')).toBe('OTHER');
    expect(reasonOfError(undefined)).toBe('OTHER');
  });

  it('label HTTP reasons with their status and the others without one', () => {
    expect(webhookFailureLabel('HTTP_5XX', 503)).toBe('HTTP 503 · Server error');
    expect(webhookFailureLabel('TIMEOUT', null)).toBe('No answer within 5 seconds');
    expect(webhookFailureLabel('CONNECTION_REFUSED', null)).toBe('Connection refused');
  });
});
