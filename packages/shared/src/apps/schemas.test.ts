import { describe, expect, it } from 'vitest';
import { appSchema, isAbsoluteUrl, parseRedirectUrls } from './schemas.ts';

const base = { name: 'Tour Sync', type: 'PUBLIC', apiContactEmail: 'dev@example.com', chargeType: 'FREE_TO_INSTALL' } as const;

describe('appSchema', () => {
  it('reads form text for numbers: empty is missing, numeric text is a number', () => {
    expect(appSchema.parse({ ...base, chargeType: 'ONE_TIME', oneTimeChargeAmount: '12.5' }).oneTimeChargeAmount).toBe(12.5);
    const missing = appSchema.safeParse({ ...base, chargeType: 'RECURRING', freeTrialDays: '' });
    expect(missing.error?.issues.map((i) => i.message)).toEqual(['Must enter the free trial days']);
    const text = appSchema.safeParse({ ...base, chargeType: 'ONE_TIME', oneTimeChargeAmount: 'ten' });
    expect(text.error?.issues.map((i) => i.message)).toEqual(['Must be a number']);
  });

  it('takes the one-time charge in whole cents, as the App API takes amounts', () => {
    const charge = (amount: string) => appSchema.safeParse({ ...base, chargeType: 'ONE_TIME', oneTimeChargeAmount: amount });
    expect(charge('19.99').data?.oneTimeChargeAmount).toBe(19.99);
    expect(charge('19.999').error?.issues.map((i) => i.message)).toEqual(['Must have at most two decimals (whole cents)']);
  });

  it('asks public apps for a charge type and ignores pricing for custom apps', () => {
    expect(appSchema.safeParse({ ...base, chargeType: undefined }).error?.issues.map((i) => i.message)).toEqual([
      'You must select a charge type',
    ]);
    expect(appSchema.parse({ ...base, type: 'CUSTOM', chargeType: undefined })).toMatchObject({
      chargeType: 'FREE_TO_INSTALL',
      oneTimeChargeAmount: 0,
      freeTrialDays: 0,
    });
  });

  it('requires a type', () => {
    expect(appSchema.safeParse({ ...base, type: undefined }).error?.issues[0]?.message).toBe('You must select app type');
  });
});

describe('redirect URLs', () => {
  it('splits on lines and commas and accepts only absolute http(s) URLs', () => {
    expect(parseRedirectUrls(' https://a.example/cb,\nhttps://b.example/cb \n\n')).toEqual([
      'https://a.example/cb',
      'https://b.example/cb',
    ]);
    expect(['https://a.example/cb', 'http://localhost:3000/cb'].every(isAbsoluteUrl)).toBe(true);
    expect(['/relative', 'ftp://a.example', 'javascript:alert(1)', 'https://a b.example'].some(isAbsoluteUrl)).toBe(false);
  });
});
