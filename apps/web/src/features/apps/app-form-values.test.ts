import { describe, expect, it } from 'vitest';
import { appSchema } from '@appstore/shared/apps/schemas';
import type { AppSetupFieldsFragment } from '../../gql/graphql';
import { appFormValues, appInput, newAppFormValues, type AppFormValues } from './app-form-values';

const parse = (values: AppFormValues) => appSchema.parse(values);

const app: AppSetupFieldsFragment = {
  id: '7',
  name: 'Tour sync',
  type: 'PUBLIC',
  status: 'DRAFT',
  appUrl: null,
  redirectUrlWhitelist: 'https://a.example/cb',
  apiContactEmail: 'dev@example.com',
  chargeType: 'ONE_TIME',
  oneTimeChargeAmount: 19.5,
  freeTrialDays: 0,
  installationCountries: ['DE', 'AT'],
  appReviewInstructions: null,
  pricingLocked: false,
  canDelete: true,
};

describe('newAppFormValues (spec §3 defaults)', () => {
  it('starts public, free to install, zero amounts, all countries, with the given contact', () => {
    expect(newAppFormValues('me@example.com')).toMatchObject({
      type: 'PUBLIC',
      chargeType: 'FREE_TO_INSTALL',
      oneTimeChargeAmount: '0',
      freeTrialDays: '0',
      installationCountries: [],
      apiContactEmail: 'me@example.com',
    });
  });
});

describe('appFormValues', () => {
  it('turns nulls into empty texts and numbers into text', () => {
    expect(appFormValues(app)).toEqual({
      name: 'Tour sync',
      type: 'PUBLIC',
      appUrl: '',
      redirectUrlWhitelist: 'https://a.example/cb',
      apiContactEmail: 'dev@example.com',
      chargeType: 'ONE_TIME',
      oneTimeChargeAmount: '19.5',
      freeTrialDays: '0',
      installationCountries: ['DE', 'AT'],
      appReviewInstructions: '',
    });
  });
});

describe('appInput', () => {
  it('sends numbers as numbers and cleared texts as null', () => {
    expect(appInput(parse(appFormValues(app)))).toEqual({
      name: 'Tour sync',
      type: 'PUBLIC',
      appUrl: null,
      redirectUrlWhitelist: 'https://a.example/cb',
      apiContactEmail: 'dev@example.com',
      installationCountries: ['AT', 'DE'],
      appReviewInstructions: null,
      chargeType: 'ONE_TIME',
      oneTimeChargeAmount: 19.5,
      freeTrialDays: 0,
    });
  });

  it('sends the free trial of a recurring app and resets the one-time amount', () => {
    const values = { ...appFormValues(app), chargeType: 'RECURRING' as const, freeTrialDays: '14' };
    expect(appInput(parse(values))).toMatchObject({ chargeType: 'RECURRING', freeTrialDays: 14, oneTimeChargeAmount: 0 });
  });

  it('leaves pricing out for custom apps', () => {
    const input = appInput(parse({ ...newAppFormValues('me@example.com'), name: 'Mine', type: 'CUSTOM', oneTimeChargeAmount: '' }));
    expect(input.type).toBe('CUSTOM');
    expect(input).not.toHaveProperty('chargeType');
    expect(input).not.toHaveProperty('oneTimeChargeAmount');
    expect(input).not.toHaveProperty('freeTrialDays');
  });

  it('leaves pricing out while it is locked', () => {
    const input = appInput(parse(appFormValues(app)), { pricingLocked: true });
    expect(input).not.toHaveProperty('chargeType');
    expect(input.name).toBe('Tour sync');
  });
});
