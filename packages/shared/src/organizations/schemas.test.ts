import { describe, expect, it } from 'vitest';
import { organizationSchema } from './schemas.ts';

const valid = {
  businessName: 'Demo Partner',
  websiteUrl: 'https://demo.example',
  businessEmail: 'hello@demo.example',
  supportEmail: '',
  phoneNumber: null,
  emergencyDeveloperEmail: 'oncall@demo.example',
  emergencyDeveloperPhoneNumber: '+354 555 0101',
  termsApiAgreed: true,
  termsPartnerAgreed: true,
};

describe('organizationSchema', () => {
  it('accepts a valid organisation and stores empty optional fields as null', () => {
    expect(organizationSchema.parse(valid)).toMatchObject({ supportEmail: null, phoneNumber: null, businessName: 'Demo Partner' });
  });
  it('gives the spec messages', () => {
    const r = organizationSchema.safeParse({
      ...valid,
      businessName: ' ',
      businessEmail: 'x',
      supportEmail: 'y',
      emergencyDeveloperEmail: 'z',
      emergencyDeveloperPhoneNumber: '',
      termsApiAgreed: false,
      termsPartnerAgreed: false,
    });
    expect(Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      businessName: 'Business name is required',
      businessEmail: 'Business email is invalid',
      supportEmail: 'Support email is invalid',
      emergencyDeveloperEmail: 'Emergency developer email is invalid',
      emergencyDeveloperPhoneNumber: 'Emergency developer phone number is required',
      termsApiAgreed: 'You must agree to our API Terms',
      termsPartnerAgreed: 'You must agree to our Partner terms',
    });
  });
});
