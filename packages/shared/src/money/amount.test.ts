import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountSchema, apiAmountMessages } from './amount.ts';
import { centsText, fromCents } from './cents.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('amountSchema', () => {
  it('takes whole cents and gives them back rounded', () => {
    expect(amountSchema().parse(10)).toBe(10);
    expect(amountSchema().parse(9.99)).toBe(9.99);
    expect(amountSchema().parse(0.1 + 0.2)).toBe(0.3);
    expect(amountSchema().parse(0)).toBe(0);
  });

  it('says what is wrong with each refused amount', () => {
    expect(messages(amountSchema().safeParse(1.005))).toEqual(['Must have at most two decimals (whole cents)']);
    expect(messages(amountSchema().safeParse(-1))).toEqual(['Must not be a negative number']);
    expect(messages(amountSchema().safeParse(Number.POSITIVE_INFINITY))).toContain('Must be a number');
    expect(messages(amountSchema().safeParse('10'))).toEqual(['Must be a number']);
  });

  it("words the App API's messages with the field's name", () => {
    expect(messages(amountSchema(apiAmountMessages('price')).safeParse(1.234))).toEqual(['price must have at most two decimals']);
    expect(messages(amountSchema(apiAmountMessages('price')).safeParse(-5))).toEqual(['price must not be negative']);
  });

  it('accepts every amount made of cents, unchanged', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (c) => amountSchema().parse(fromCents(c)) === fromCents(c)));
  });

  it('refuses every amount with a third decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 9 }), (c, thousandth) => {
        return !amountSchema().safeParse(Number(`${centsText(c)}${thousandth}`)).success;
      }),
    );
  });
});
