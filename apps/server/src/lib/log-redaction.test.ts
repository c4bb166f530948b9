import { describe, expect, it } from 'vitest';
import { redactQueryStrings } from './log-redaction.ts';

describe('redactQueryStrings', () => {
  it('replaces every query value and keeps the path and the parameter names', () => {
    expect(redactQueryStrings('{"req":{"url":"/appstore/verify-email?token=abc123"},"msg":"incoming request"}')).toBe(
      '{"req":{"url":"/appstore/verify-email?token=[redacted]"},"msg":"incoming request"}',
    );
    expect(redactQueryStrings('Route GET:/uploads/tmp/a.png?expires=1&sig=x%2By&ct=image%2Fpng not found')).toBe(
      'Route GET:/uploads/tmp/a.png?expires=[redacted]&sig=[redacted]&ct=[redacted] not found',
    );
    expect(redactQueryStrings('https://store.example/x?secret#frag and /y?a=1&&b')).toBe(
      'https://store.example/x?[redacted]#frag and /y?a=[redacted]&&[redacted]',
    );
  });

  it('redacts past a backslash in the query, as JSON writes it', () => {
    const line = JSON.stringify({ req: { url: '/appstore/verify-email?x=a\\&token=SECRET&y="q' } });
    expect(redactQueryStrings(line)).not.toContain('SECRET');
    expect(redactQueryStrings(line)).toContain('token=[redacted]');
  });

  it('leaves text without a query alone', () => {
    for (const text of ['{"msg":"request completed","res":{"statusCode":200}}', 'Did you mean "name"?', 'what? nothing']) {
      expect(redactQueryStrings(text)).toBe(text);
    }
  });
});
