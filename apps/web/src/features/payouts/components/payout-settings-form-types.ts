import type { UseFormReturn } from 'react-hook-form';
import type { PayoutSettingsValues } from '@appstore/shared/payouts/payout-settings';
import type { PayoutSettingsFormValues } from '../payout-settings-values';

export type PayoutSettingsFormApi = UseFormReturn<PayoutSettingsFormValues, unknown, PayoutSettingsValues>;
