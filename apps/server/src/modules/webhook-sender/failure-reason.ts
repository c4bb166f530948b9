import type { WebhookFailureReason } from '@appstore/shared';

const TLS_CODE = /^(CERT_|ERR_TLS|ERR_SSL|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|EPROTO$|ERR_OSSL)/;

/** The grouped cause of an attempt that got an HTTP status that is not a success. */
export function reasonOfStatus(statusCode: number): WebhookFailureReason {
  if (statusCode >= 300 && statusCode < 400) return 'REDIRECT';
  if (statusCode >= 400 && statusCode < 500) return 'HTTP_4XX';
  if (statusCode >= 500 && statusCode < 600) return 'HTTP_5XX';
  return 'INVALID_RESPONSE';
}

/**
 * The grouped cause of an attempt that got no status: the error code node gives a socket or TLS failure (the
 * health figures count these, so a partner sees "Connection refused × 40", not 40 texts naming an address).
 */
export function reasonOfError(code: string | undefined, message = ''): WebhookFailureReason {
  if (!code) return 'OTHER';
  // the production lookup answers a name that does not resolve as a target error too
  if (code === 'EWEBHOOKTARGET') return /could not be resolved/.test(message) ? 'DNS' : 'TARGET_NOT_ALLOWED';
  if (code === 'ECONNREFUSED') return 'CONNECTION_REFUSED';
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ECONNABORTED') return 'CONNECTION_RESET';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'DNS';
  if (code === 'ETIMEDOUT') return 'TIMEOUT';
  if (code.startsWith('HPE_')) return 'INVALID_RESPONSE';
  if (TLS_CODE.test(code)) return 'TLS';
  return 'OTHER';
}
