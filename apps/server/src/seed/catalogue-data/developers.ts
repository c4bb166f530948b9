import type { SeedDeveloper } from '../catalogue-types.ts';

function dev(key: string, businessName: string, domain: string, phoneNumber: string): SeedDeveloper {
  return {
    key,
    businessName,
    businessEmail: `hello@${domain}.example`,
    supportEmail: `support@${domain}.example`,
    websiteUrl: `https://${domain}.example`,
    phoneNumber,
  };
}

/** Developer organisations of the demo catalogue; `key` is referenced by SeedApp.developer. */
export const developers: SeedDeveloper[] = [
  dev('tourcast', 'TourCast Labs', 'tourcast', '+354 555 0101'),
  dev('bridgeworks', 'Bridgeworks Software', 'bridgeworks', '+44 20 7946 0102'),
  dev('harbor', 'Harbor Payments', 'harborpay', '+1 415 555 0103'),
  dev('fivestar', 'Fivestar Feedback', 'fivestar-feedback', '+1 646 555 0104'),
  dev('tidewater', 'Tidewater Marketing', 'tidewater', '+61 2 5550 0105'),
  dev('ledgerline', 'Ledgerline', 'ledgerline', '+44 161 496 0106'),
  dev('crewcraft', 'Crewcraft', 'crewcraft', '+353 1 555 0107'),
  dev('gatepost', 'Gatepost Systems', 'gatepost', '+1 303 555 0108'),
  dev('northlight', 'Northlight Analytics', 'northlight', '+47 555 00 109'),
  dev('webfoot', 'Webfoot Studio', 'webfoot', '+34 955 550 110'),
  dev('yieldwise', 'Yieldwise', 'yieldwise', '+49 30 5550 0111'),
  dev('fieldkit', 'Fieldkit Logistics', 'fieldkit', '+64 9 555 0112'),
  dev('atlasoak', 'Atlas & Oak', 'atlas-oak', '+31 20 555 0113'),
  dev('demo', 'Demo Partner', 'demo-partner', '+354 555 0199'),
];
