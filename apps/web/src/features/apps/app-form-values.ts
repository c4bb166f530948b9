import type { AppValues } from '@appstore/shared/apps/schemas';
import type { AppInput, AppSetupFieldsFragment, AppType, ChargeType } from '../../gql/graphql';

/**
 * The setup form's own values: texts rather than nulls, and the numbers as typed (the schema accepts ''
 * and numeric strings), so a half-typed amount is never turned into a number behind the user's back.
 */
export interface AppFormValues {
  name: string;
  type: AppType;
  appUrl: string;
  redirectUrlWhitelist: string;
  apiContactEmail: string;
  chargeType: ChargeType;
  oneTimeChargeAmount: string;
  freeTrialDays: string;
  installationCountries: string[];
  appReviewInstructions: string;
}

/** Spec §3 new-app defaults; the API contact starts as the logged-in user's address. */
export function newAppFormValues(apiContactEmail: string): AppFormValues {
  return {
    name: '',
    type: 'PUBLIC',
    appUrl: '',
    redirectUrlWhitelist: '',
    apiContactEmail,
    chargeType: 'FREE_TO_INSTALL',
    oneTimeChargeAmount: '0',
    freeTrialDays: '0',
    installationCountries: [],
    appReviewInstructions: '',
  };
}

/** What the form starts from when editing an app. */
export function appFormValues(app: AppSetupFieldsFragment): AppFormValues {
  return {
    name: app.name,
    type: app.type,
    appUrl: app.appUrl ?? '',
    redirectUrlWhitelist: app.redirectUrlWhitelist ?? '',
    apiContactEmail: app.apiContactEmail,
    chargeType: app.chargeType,
    oneTimeChargeAmount: String(app.oneTimeChargeAmount),
    freeTrialDays: String(app.freeTrialDays),
    installationCountries: [...app.installationCountries],
    appReviewInstructions: app.appReviewInstructions ?? '',
  };
}

export interface AppInputOptions {
  /** The app is in review or published: its pricing is left out, so the server keeps what it has. */
  pricingLocked?: boolean;
}

/**
 * The validated form as `appCreate` / `appUpdate` input. Cleared optional texts are sent as null (so an
 * update clears them). Custom apps are priced with their vendor outside the store, so they send no pricing.
 */
export function appInput(values: AppValues, { pricingLocked = false }: AppInputOptions = {}): AppInput {
  const input: AppInput = {
    name: values.name,
    type: values.type,
    appUrl: values.appUrl,
    redirectUrlWhitelist: values.redirectUrlWhitelist,
    apiContactEmail: values.apiContactEmail,
    installationCountries: values.installationCountries,
    appReviewInstructions: values.appReviewInstructions,
  };
  if (values.type === 'PUBLIC' && !pricingLocked) {
    input.chargeType = values.chargeType;
    input.oneTimeChargeAmount = values.oneTimeChargeAmount;
    input.freeTrialDays = values.freeTrialDays;
  }
  return input;
}
