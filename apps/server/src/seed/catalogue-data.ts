import type { SeedApp, SeedDeveloper } from './catalogue-types.ts';
import { accountingApps } from './catalogue-data/accounting.ts';
import { analyticsApps } from './catalogue-data/analytics.ts';
import { channelApps } from './catalogue-data/channels.ts';
import { conditionsApps } from './catalogue-data/conditions.ts';
import { demoDraftApps } from './catalogue-data/demo-drafts.ts';
import { demoApps } from './catalogue-data/demo.ts';
import { developers as developerList } from './catalogue-data/developers.ts';
import { extrasApps } from './catalogue-data/extras.ts';
import { guestExtrasApps } from './catalogue-data/guest-extras.ts';
import { logisticsApps } from './catalogue-data/logistics.ts';
import { marketingApps } from './catalogue-data/marketing.ts';
import { operationsApps } from './catalogue-data/operations.ts';
import { otaApps } from './catalogue-data/ota.ts';
import { paymentApps } from './catalogue-data/payments.ts';
import { pricingApps } from './catalogue-data/pricing.ts';
import { reviewApps } from './catalogue-data/reviews.ts';
import { staffApps } from './catalogue-data/staff.ts';
import { websiteApps } from './catalogue-data/website.ts';

/** Demo catalogue: developer organisations and their apps (data split per category under ./catalogue-data/). */
export const developers: SeedDeveloper[] = developerList;

export const apps: SeedApp[] = [
  ...channelApps,
  ...otaApps,
  ...paymentApps,
  ...reviewApps,
  ...marketingApps,
  ...accountingApps,
  ...staffApps,
  ...operationsApps,
  ...analyticsApps,
  ...websiteApps,
  ...pricingApps,
  ...logisticsApps,
  ...conditionsApps,
  ...extrasApps,
  ...guestExtrasApps,
  ...demoApps,
  ...demoDraftApps,
];
