import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  businessName: text('business_name').notNull(),
  businessEmail: text('business_email'),
  supportEmail: text('support_email'),
  phoneNumber: text('phone_number'),
  websiteUrl: text('website_url'),
  emergencyDeveloperEmail: text('emergency_developer_email'),
  emergencyDeveloperPhoneNumber: text('emergency_developer_phone_number'),
  termsApiAgreed: boolean('terms_api_agreed').notNull().default(false),
  termsPartnerAgreed: boolean('terms_partner_agreed').notNull().default(false),
  /** The partner's share of what vendors are charged, in percent (server-behaviour "Money"). */
  revenueSharePercent: integer('revenue_share_percent').notNull().default(80),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
