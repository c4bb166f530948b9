import { pgEnum } from 'drizzle-orm/pg-core';
import {
  APP_STATUSES,
  APP_TYPES,
  CHARGE_TYPES,
  PAYMENT_TYPES,
  PAYOUT_STATUSES,
  PRICE_PLAN_TYPES,
  SCREENSHOT_DEVICES,
  WEBHOOK_TOPICS,
} from '@appstore/shared';

export const appStatus = pgEnum('app_status', APP_STATUSES);
export const appType = pgEnum('app_type', APP_TYPES);
export const chargeType = pgEnum('charge_type', CHARGE_TYPES);
export const pricePlanType = pgEnum('price_plan_type', PRICE_PLAN_TYPES);
export const webhookTopic = pgEnum('webhook_topic', WEBHOOK_TOPICS);
export const screenshotDevice = pgEnum('screenshot_device', SCREENSHOT_DEVICES);
export const payoutStatus = pgEnum('payout_status', PAYOUT_STATUSES);
export const paymentType = pgEnum('payment_type', PAYMENT_TYPES);
export const fileKind = pgEnum('file_kind', ['IMAGE', 'INVOICE']);
export const emailTokenPurpose = pgEnum('email_token_purpose', ['VERIFY_EMAIL', 'PASSWORD_RESET']);
export const installationEventType = pgEnum('installation_event_type', ['INSTALL', 'UNINSTALL']);
/** WITHDRAWN: never sent (or not again) because the installation lost the topic's scope or was uninstalled; re-sends skip it. */
export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', ['PENDING', 'SUCCEEDED', 'FAILED', 'WITHDRAWN']);
export const ledgerEntryKind = pgEnum('ledger_entry_kind', [
  'ONE_TIME',
  'RECURRING',
  'BOOKING_FEE',
  'BOOKING_FEE_REVERSAL',
  'PRORATION_CREDIT',
  'PRORATION_CHARGE',
]);
export const reviewDecision = pgEnum('review_decision', ['SUBMITTED', 'APPROVED', 'REJECTED', 'UNPUBLISHED', 'WITHDRAWN']);
export const taxFormType = pgEnum('tax_form_type', ['W9', 'W8BEN']);
