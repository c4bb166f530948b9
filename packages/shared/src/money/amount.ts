import { z } from 'zod';
import { hasAtMostTwoDecimals, roundMoney } from './cents.ts';

/** What an amount field says when it is wrong; each caller words it for its audience. */
export interface AmountMessages {
  number: string;
  negative: string;
  decimals: string;
}

/** The portal forms' wording (the field's label stands above the message). */
export const FORM_AMOUNT_MESSAGES: AmountMessages = {
  number: 'Must be a number',
  negative: 'Must not be a negative number',
  decimals: 'Must have at most two decimals (whole cents)',
};

/**
 * An amount of money in USD: a finite number, not negative, in whole cents (at most two decimals), the same
 * rule for the portal's forms and the App API. The value comes out rounded to cents, so binary noise such as
 * 0.1 + 0.2 is stored as 0.3.
 */
export function amountSchema(messages: AmountMessages = FORM_AMOUNT_MESSAGES) {
  return z
    .number(messages.number)
    .refine(Number.isFinite, messages.number)
    .refine((n) => n >= 0, messages.negative)
    .refine(hasAtMostTwoDecimals, messages.decimals)
    .transform(roundMoney);
}

/** The App API's wording: the field's name leads each message ('price must have at most two decimals'). */
export function apiAmountMessages(field: string): AmountMessages {
  return {
    number: `${field} must be a number`,
    negative: `${field} must not be negative`,
    decimals: `${field} must have at most two decimals`,
  };
}
