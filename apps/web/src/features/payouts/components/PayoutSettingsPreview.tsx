import Link from '@mui/material/Link';
import { PAYMENT_TYPE_OPTIONS } from '@appstore/shared/payouts/payout-settings';
import type { PayoutSettingsFieldsFragment } from '../../../gql/graphql';
import { FormSection } from '../../../shared/forms/FormSection';
import { payoutSettingsUrl } from '../../../shared/urls/payouts';
import { DetailList, type DetailItem } from './DetailList';

function paymentTypeLabel(value: string): string {
  return PAYMENT_TYPE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** The payout settings the request is paid by, read-only (bank numbers masked, as the server shows them). */
export function PayoutSettingsPreview({ settings }: { settings: PayoutSettingsFieldsFragment }) {
  const bank: DetailItem[] = settings.usResident
    ? [{ label: 'ABA/Routing number', value: settings.abaRouting ?? '—' }]
    : [
        { label: 'SWIFT code', value: settings.swift ?? '—' },
        { label: 'IBAN', value: settings.iban ?? '—' },
        { label: 'Bank ID', value: settings.bankId ?? '—' },
        ...(settings.branchId ? [{ label: 'Branch ID', value: settings.branchId }] : []),
      ];
  return (
    <FormSection
      title="Payout settings"
      description={
        <>
          The payout is sent by these settings.{' '}
          <Link href={payoutSettingsUrl()} underline="always" data-testid="preview-edit-settings">
            Change
          </Link>
        </>
      }
      data-testid="payout-settings-preview"
    >
      <DetailList
        items={[
          { label: 'Payable to', value: settings.payableTo },
          { label: 'Contact e-mail', value: settings.payoutContactEmail },
          { label: 'Contact phone', value: settings.payoutContactPhoneNumber },
          { label: 'Payment type', value: paymentTypeLabel(settings.paymentType) },
          { label: 'Currency', value: settings.currencyCode },
          ...(settings.paymentTerms ? [{ label: 'Payment terms', value: settings.paymentTerms }] : []),
          { label: 'US resident', value: settings.usResident ? 'Yes' : 'No' },
          { label: 'Bank name', value: settings.bankName },
          { label: 'Bank account number', value: settings.bankAccountNumber },
          ...bank,
        ]}
      />
    </FormSection>
  );
}
