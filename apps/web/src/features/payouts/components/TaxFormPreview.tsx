import Link from '@mui/material/Link';
import { countryName } from '@appstore/shared/countries/country-names';

import { TAX_FORM_LABELS } from '@appstore/shared/payouts/tax-form';
import type { AppOrgStatusQuery } from '../../../gql/graphql';
import { FormSection } from '../../../shared/forms/FormSection';
import { taxFormUrl } from '../../../shared/urls/payouts';
import { DetailList } from './DetailList';
import { formatDay } from '@appstore/shared/dates/format';

/** The server may name the country or give its code. */
function countryText(country: string): string {
  return /^[A-Z]{2}$/.test(country) ? countryName(country) : country;
}

export type TaxFormPreviewData = NonNullable<AppOrgStatusQuery['appOrgStatus']['taxFormPreview']>;

/** The signed tax form the request relies on, read-only (the tax id shows its last 4 digits only). */
export function TaxFormPreview({ taxForm }: { taxForm: TaxFormPreviewData }) {
  return (
    <FormSection
      title="Tax form"
      description={
        <>
          Signed and on file.{' '}
          <Link href={taxFormUrl()} underline="always" data-testid="preview-edit-tax-form">
            Change
          </Link>
        </>
      }
      data-testid="tax-form-preview"
    >
      <DetailList
        items={[
          { label: 'Form', value: TAX_FORM_LABELS[taxForm.formType] },
          { label: 'Name', value: taxForm.name },
          ...(taxForm.country ? [{ label: 'Country', value: countryText(taxForm.country) }] : []),
          ...(taxForm.taxIdLast4 ? [{ label: 'Tax id', value: `•••• ${taxForm.taxIdLast4}` }] : []),
          { label: 'Signed by', value: taxForm.signedName },
          { label: 'Signed on', value: formatDay(taxForm.signedAt, 'UTC') },
        ]}
      />
    </FormSection>
  );
}
