/**
 * The API Terms and the Partner Terms that partners accept at sign-up and in Account settings. Each clause
 * states what the product actually does (server-behaviour: review, billing, payouts, token revocation), so the
 * terms and the product cannot tell different stories; numbers that operators configure come in as arguments.
 */
export interface TermsSection {
  title: string;
  paragraphs: string[];
}

export interface TermsDocument {
  title: string;
  summary: string;
  sections: TermsSection[];
}

export function apiTerms(supportEmail: string): TermsDocument {
  return {
    title: 'API Terms',
    summary:
      'These terms govern how your apps use the App API, the OAuth 2.0 install flow and webhooks. Your organisation accepts them for every app it builds.',
    sections: [
      {
        title: '1. Credentials',
        paragraphs: [
          'Each app gets an API key (its OAuth client_id) and a secret key (its client_secret and the key of every signature). Keep the secret key on your own server: never put it in a browser, a mobile app or a public repository.',
          'You are responsible for every call made with your credentials. If a secret key may have been exposed, rotate it at once on the app dashboard; the old key stops working.',
        ],
      },
      {
        title: '2. Access to a vendor',
        paragraphs: [
          'An app acts for a vendor only after that vendor installed it and approved the scopes it asked for. Ask only for the scopes your app needs, and use each access token only for the vendor it was issued for.',
          'When a vendor uninstalls your app, its tokens are revoked and you receive an APP_UNINSTALL webhook. Stop acting for that vendor, and delete the data you kept for it unless the law requires you to keep it.',
        ],
      },
      {
        title: '3. Vendor and traveller data',
        paragraphs: [
          "Use the bookings, experiences and customer details you read only to provide your app's service to the vendor who installed it. Do not sell them, share them with third parties for their own purposes, or combine them across vendors.",
          'Protect the data you keep with security that fits its sensitivity, publish a privacy policy and link it from your listing, and tell us without delay about any breach that affects vendors.',
        ],
      },
      {
        title: '4. Webhooks',
        paragraphs: [
          'Verify the signature of every webhook before you trust it, and answer with a 2xx status quickly. Failed deliveries are retried; a subscription that keeps failing is disabled and your API contact is told by e-mail.',
        ],
      },
      {
        title: '5. Limits',
        paragraphs: [
          'The App API limits request rates, query depth and query cost. Stay within them, and do not try to get around them, probe other apps or vendors, or test the platform’s security without our written consent.',
        ],
      },
      {
        title: '6. Suspension and changes',
        paragraphs: [
          'We may unpublish an app, disable its webhooks or revoke its tokens when it breaks these terms or puts vendors at risk. We announce changes to the App API and to these terms in the developer docs before they take effect.',
          `Questions about these terms: ${supportEmail}.`,
        ],
      },
    ],
  };
}

export function partnerTerms(supportEmail: string, partnerSharePercent: string): TermsDocument {
  return {
    title: 'Partner Terms',
    summary:
      'These terms govern how your organisation lists apps in the App Store, how vendors are charged for them and how you are paid. The account owner accepts them for the organisation.',
    sections: [
      {
        title: '1. Your organisation',
        paragraphs: [
          'Your organisation is the business named in Account settings; that name appears on your listings. Keep its business, support and emergency developer contacts up to date: we and vendors use them to reach you.',
          'Account owners add and remove the users of the organisation and are responsible for what those users do in the partner portal.',
        ],
      },
      {
        title: '2. Listings and review',
        paragraphs: [
          'Your listings must describe what your app does truthfully, show its real prices, and give at least one support contact, a privacy policy and your terms of service.',
          'Apps reach the App Store only after review. We approve an app or reject it with a reason, which you receive by e-mail; you may fix it and submit it again. We may unpublish an app that no longer meets these terms.',
          'Custom apps are built for one vendor. Linking a custom app to its vendor cannot be undone, and once it is published its listing and pricing no longer change.',
        ],
      },
      {
        title: '3. Prices and charges',
        paragraphs: [
          'All prices are in US dollars. Vendors are charged what your listing shows: a one-time fee when they install, a recurring plan every 30 days (monthly plans) or once a year (yearly plans) after any free trial, and your booking fee on bookings paid while your app is installed.',
          'Price plans cannot change while an app is in review or published, so vendors always pay the price they agreed to.',
        ],
      },
      {
        title: '4. Earnings and payouts',
        paragraphs: [
          `You earn ${partnerSharePercent} % of what vendors are charged for your apps; the rest is the platform's fee for hosting, billing and payment processing.`,
          'Earnings are counted per calendar month (UTC). Once a month has ended you may request the payout of everything not yet paid, with a PDF invoice, after you have filled in your payout settings and your tax form (W-9 for US residents, W-8BEN otherwise). Each period is paid once; we pay a request or reject it with a reason, and a rejected request can be corrected and sent again.',
        ],
      },
      {
        title: '5. Support for vendors',
        paragraphs: [
          'Answer vendors who use your app through the support contacts on your listing, and keep your emergency developer contact reachable for incidents that stop vendors from taking bookings.',
        ],
      },
      {
        title: '6. Ending',
        paragraphs: [
          'You may withdraw a published app from the App Store at any time from its dashboard; its installation history is kept for billing and payouts, and earnings for months that have ended remain yours to claim.',
          `Questions about these terms: ${supportEmail}.`,
        ],
      },
    ],
  };
}
