import type { WebhookTopic } from '@appstore/shared';
import type { SeedApp } from '../catalogue-types.ts';
import { benefit, links } from './helpers.ts';

/** Its name in the store; `npm start` finds it by its App URL, not by this name. */
export const EXAMPLE_PARTNER_APP_NAME = 'Example Partner App';

/** What the example app listens to: a booking it creates itself, its own uninstall, and a vendor accepting its new access. */
export const EXAMPLE_PARTNER_APP_TOPICS: WebhookTopic[] = ['BOOKINGS_CREATE', 'APP_UNINSTALL', 'APP_ACCESS_ACCEPT'];

/**
 * examples/partner-app as a published app of Demo Partner, at the address `npm start` runs it on
 * (config.demoPartnerApp.url), so a vendor can install it end to end. Its API key and secret key are generated
 * at seed time like every app's; `npm start` hands them to the process it starts.
 */
export function examplePartnerApp(url: string): SeedApp {
  return {
    slug: 'example-partner-app',
    developer: 'demo',
    name: EXAMPLE_PARTNER_APP_NAME,
    tagLine: 'The runnable example app: install it and watch the protocol work',
    description: [
      'Example Partner App is the small app in examples/partner-app of this repository, running beside the App Store on your machine. Install it as a vendor to see every step a partner app takes.',
      'It checks the signed launch, sends you to the consent page, exchanges the code for a token with PKCE, reads your vendor through the App API and shows the webhooks it receives with both signatures checked.',
      '• Signed launch and OAuth install\n• App API read and a test booking\n• Webhooks received, signatures checked',
      'Free to install. Copy its code to start your own app.',
    ].join('\n\n'),
    category: 'Developer tools',
    searchTerms: ['example', 'developer', 'oauth', 'webhooks'],
    integrations: ['App API', 'Webhooks'],
    chargeType: 'FREE_TO_INSTALL',
    plans: [],
    icon: 'icons/example-partner-app.png',
    includeKeyBenefitsImages: false,
    keyBenefits: [
      benefit('See the whole install', 'Launch, consent, token and App API call, each visible in the app.'),
      benefit('Webhooks you can watch', 'Create a test booking and see the signed bookings/create webhook arrive.'),
    ],
    screenshots: [],
    ...links('demo-partner', 'example-partner-app'),
    appUrl: `${url}/`,
    redirectUrls: [`${url}/oauth/callback`],
    showContactDetails: true,
    offerDemoRequest: false,
    activeInstalls: 0,
    publishedDaysAgo: 2,
  };
}

export const examplePartnerAppWebhookUrl = (url: string) => `${url}/webhooks`;
