import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signParams, verifySignedParams, withSignedParams } from './signing.ts';

const SECRET = 'app-secret-key';
const hex = (message: string) => createHmac('sha256', SECRET).update(message).digest('hex');

describe('launch and redirect signatures (platform-protocol §1 step 2)', () => {
  it('signs sorted name=value pairs joined by &, repeated names joined by a comma', () => {
    const params: [string, string][] = [
      ['user', '42'],
      ['domain', 'demo-tours'],
      ['timestamp', '1735689600'],
      ['scope', 'A'],
      ['scope', 'B'],
    ];
    expect(signParams(params, SECRET)).toBe(hex('domain=demo-tours&scope=A,B&timestamp=1735689600&user=42'));
  });

  it('escapes % and & in names and values and = in names before joining', () => {
    expect(
      signParams(
        [
          ['state', 'x&domain=evil'],
          ['domain', 'demo-tours'],
        ],
        SECRET,
      ),
    ).toBe(hex('domain=demo-tours&state=x%26domain=evil'));
    expect(
      signParams(
        [
          ['state', '100%&'],
          ['a=b', '1'],
        ],
        SECRET,
      ),
    ).toBe(hex('a%3Db=1&state=100%25%26'));
  });

  it('gives a value holding "&name=" a signature that no other set of parameters shares', () => {
    const genuine = new URLSearchParams({ code: 'c0de', domain: 'demo-tours', state: 'x&domain=evil', timestamp: '1735689600' });
    const signed = new URLSearchParams(new URL(withSignedParams('https://partner.example/cb', Object.fromEntries(genuine), SECRET)).search);
    // under the plain rule this set writes the very same string as the genuine one, with domain=evil
    const forged = new URLSearchParams({
      code: 'c0de&domain=demo-tours&state=x',
      domain: 'evil',
      timestamp: '1735689600',
      hmac: signed.get('hmac')!,
    });
    expect(verifySignedParams(signed, SECRET)).toBe(true);
    expect(verifySignedParams(forged, SECRET)).toBe(false);
  });

  it('signs what the platform generates (no %, & or =) exactly as the plain rule does', () => {
    const launch = { domain: 'demo-tours', timestamp: '1735689600', user: '42' };
    const url = new URL(withSignedParams('https://app.example.com/launch?ref=store', launch, SECRET));
    expect(url.searchParams.get('hmac')).toBe(hex('domain=demo-tours&ref=store&timestamp=1735689600&user=42'));
  });
});
