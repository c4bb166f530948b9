import { useCallback, useMemo } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { PayoutSettingsValues } from '@appstore/shared/payouts/payout-settings';
import type { AuthorizeUpload, UploadedFile } from '../../shared/forms/upload';
import { invoiceFileInput } from './invoice-file';
import {
  AppOrgStatusQuery,
  InvoiceFileDeleteMutation,
  PayoutSettingsUpdateMutation,
  S3UploadPayoutInvoiceMutation,
  SubmitPayoutRequestMutation,
  UpdatePayoutRequestMutation,
} from './operations';
import { payoutSettingsInputFrom } from './payout-settings-values';

/* Each change refetches the organisation's payout status: the drawer badge and the payout screens read it. */
const refetchStatus = { refetchQueries: [AppOrgStatusQuery] };
/*
 * A request changes the list as well. The list is not on screen while the request form is, so its cached
 * pages are dropped: the list screen (where the user lands next) loads them afresh instead of showing the
 * old list first.
 */
const afterRequest = {
  refetchQueries: [AppOrgStatusQuery],
  awaitRefetchQueries: true,
  update: (cache: ApolloCache) => {
    cache.evict({ fieldName: 'getPayouts' });
    cache.gc();
  },
};

/** Saves the payout settings (`payoutSettingsUpdate`) and answers them as stored (masked). */
export function useSavePayoutSettings() {
  const [update] = useMutation(PayoutSettingsUpdateMutation, refetchStatus);
  return useCallback(
    async (values: PayoutSettingsValues) => {
      const { data } = await update({ variables: { payoutSettings: payoutSettingsInputFrom(values) } });
      if (!data) throw new Error('The payout settings were not saved');
      return data.payoutSettingsUpdate;
    },
    [update],
  );
}

export interface InvoiceServer {
  authorize: AuthorizeUpload;
  /** Deletes an uploaded invoice from storage (`invoiceFileDelete`). */
  remove: (file: UploadedFile) => Promise<unknown>;
}

/** The invoice field's server calls: a presigned PUT for a PDF, and deleting an upload. */
export function useInvoiceServer(): InvoiceServer {
  const [authorizeUpload] = useMutation(S3UploadPayoutInvoiceMutation);
  const [deleteFile] = useMutation(InvoiceFileDeleteMutation);
  return useMemo(
    () => ({
      authorize: async ({ contentType, fileName, size }) => {
        const { data } = await authorizeUpload({ variables: { contentType, fileName, size } });
        if (!data) throw new Error('The upload could not be prepared. Please try again.');
        return data.s3UploadPayoutInvoice;
      },
      remove: (file) => deleteFile({ variables: { fileKey: file.s3Key } }),
    }),
    [authorizeUpload, deleteFile],
  );
}

/** Claims the unclaimed payout with its invoice (`submitPayoutRequest`). */
export function useSubmitPayoutRequest() {
  const [submit] = useMutation(SubmitPayoutRequestMutation, afterRequest);
  return useCallback((invoice: UploadedFile) => submit({ variables: { fileInput: invoiceFileInput(invoice) } }), [submit]);
}

/** Sends a rejected request again with a new invoice (`updatePayoutRequest`). */
export function useUpdatePayoutRequest() {
  const [update] = useMutation(UpdatePayoutRequestMutation, afterRequest);
  return useCallback((id: string, invoice: UploadedFile) => update({ variables: { id, fileInput: invoiceFileInput(invoice) } }), [update]);
}
