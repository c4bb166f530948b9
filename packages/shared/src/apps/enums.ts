export const APP_STATUSES = ['DRAFT', 'IN_REVIEW', 'REJECTED', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type AppStatus = (typeof APP_STATUSES)[number];

export const APP_TYPES = ['PUBLIC', 'CUSTOM'] as const;
export type AppType = (typeof APP_TYPES)[number];

export const CHARGE_TYPES = ['FREE_TO_INSTALL', 'ONE_TIME', 'RECURRING'] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];

export const PRICE_PLAN_TYPES = ['FREE', 'MONTHLY_CHARGE', 'YEARLY_CHARGE'] as const;
export type PricePlanType = (typeof PRICE_PLAN_TYPES)[number];

export const SCREENSHOT_DEVICES = ['DESKTOP', 'MOBILE'] as const;
export type ScreenshotDevice = (typeof SCREENSHOT_DEVICES)[number];

export const IMAGE_KINDS = ['ICON', 'KEY_BENEFIT', 'SCREENSHOT'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const PAYOUT_STATUSES = ['REQUESTED', 'PAID', 'REJECTED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYMENT_TYPES = ['WIRE', 'SEPA', 'ACHGIRO', 'ACH'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
