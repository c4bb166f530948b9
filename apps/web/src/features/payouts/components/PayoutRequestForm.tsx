import { useState, type ReactNode } from 'react';
import { useController, useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { PAYOUT_INVOICE_RULES } from '@appstore/shared/payouts/invoice';
import { FileUpload } from '../../../shared/forms/FileUpload';
import { FormBottomBar } from '../../../shared/forms/FormBottomBar';
import { FormPage } from '../../../shared/forms/FormPage';
import { FormSection } from '../../../shared/forms/FormSection';
import type { UploadedFile } from '../../../shared/forms/upload';
import { useServerError } from '../../../shared/forms/useServerError';
import { checkInvoiceFile, INVOICE_ACCEPT, INVOICE_HINT, INVOICE_REFUSAL } from '../invoice-file';
import type { InvoiceServer } from '../usePayoutMutations';

interface InvoiceFormValues {
  invoice: UploadedFile | null;
}

type InvoiceFormOutput = { invoice: UploadedFile };

/** Spec §5: one invoice is required. */
const resolver: Resolver<InvoiceFormValues, unknown, InvoiceFormOutput> = (values) => {
  const result: ResolverResult<InvoiceFormValues, InvoiceFormOutput> = values.invoice
    ? { values: { invoice: values.invoice }, errors: {} }
    : { values: {}, errors: { invoice: { type: 'required', message: PAYOUT_INVOICE_RULES.requiredMessage } } };
  return result;
};

// The server names the invoice after the mutation's argument.
const SERVER_FIELDS = { fileInput: 'invoice', 'fileInput.s3Key': 'invoice', s3Key: 'invoice' } as const;

export interface PayoutRequestFormProps {
  title: string;
  subtitle?: ReactNode;
  /** What is being claimed, above the invoice. */
  summary: ReactNode;
  invoiceTitle: string;
  invoiceDescription: string;
  /** Read-only details below the invoice (tax form and payout settings). */
  details?: ReactNode;
  /** Whether there is anything to send (e.g. an unclaimed payout exists). */
  allowed: boolean;
  saveLabel: string;
  invoiceServer: InvoiceServer;
  /** Sends the request; a thrown error is shown in the form. */
  onSubmit: (invoice: UploadedFile) => Promise<unknown>;
  cancelHref: string;
  'data-testid'?: string;
}

/** A payout request as a form: what is claimed, the PDF invoice, and the bottom bar that sends it. */
export function PayoutRequestForm({
  title,
  subtitle,
  summary,
  invoiceTitle,
  invoiceDescription,
  details,
  allowed,
  saveLabel,
  invoiceServer,
  onSubmit,
  cancelHref,
  'data-testid': testId,
}: PayoutRequestFormProps) {
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormOutput>({ resolver, defaultValues: { invoice: null }, mode: 'onTouched' });
  const { field, fieldState } = useController({ control: form.control, name: 'invoice' });
  const { serverError, reportError, clearError } = useServerError(form, SERVER_FIELDS);
  const [uploading, setUploading] = useState(false);
  const { isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ invoice }) => {
    clearError();
    try {
      await onSubmit(invoice);
    } catch (error) {
      reportError(error);
    }
  });

  return (
    <FormPage
      title={title}
      subtitle={subtitle}
      onSubmit={submit}
      data-testid={testId}
      bottomBar={
        <FormBottomBar
          dirty={isDirty}
          loading={uploading}
          submitting={isSubmitting}
          allowed={allowed}
          error={serverError}
          cancelHref={cancelHref}
          saveLabel={saveLabel}
        />
      }
    >
      {summary}
      {/* nothing to send (no unclaimed payout): no upload either */}
      {allowed && (
        <FormSection title={invoiceTitle} description={invoiceDescription}>
          <FileUpload
            name="invoice"
            label="Invoice"
            accept={INVOICE_ACCEPT}
            check={checkInvoiceFile}
            refusal={INVOICE_REFUSAL}
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              field.onBlur();
            }}
            authorize={invoiceServer.authorize}
            onDelete={invoiceServer.remove}
            hint={INVOICE_HINT}
            error={fieldState.error?.message}
            disabled={!allowed || isSubmitting}
            onUploadingChange={setUploading}
            buttonRef={field.ref}
          />
        </FormSection>
      )}
      {details}
    </FormPage>
  );
}
