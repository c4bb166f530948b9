/** Tax forms and payout settings as partners fill them in, for the payouts tests. */

/** A W-9 as the tax form page posts it, signed by `signer`. */
export const w9Form = (signer: string, over: Record<string, string> = {}) => ({
  formType: 'W9',
  name: signer,
  taxClassification: 'LLC',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  tinType: 'EIN',
  tin: '12-3456789',
  certify: 'on',
  signatureName: signer,
  ...over,
});
