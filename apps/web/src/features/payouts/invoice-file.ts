import { PAYOUT_INVOICE_RULES } from '@appstore/shared/payouts/invoice';
import type { FileCheck } from '../../shared/forms/FileUpload';
import type { UploadedFile } from '../../shared/forms/upload';

/** The invoice picker offers PDFs only. */
export const INVOICE_ACCEPT = `${PAYOUT_INVOICE_RULES.contentType},.${PAYOUT_INVOICE_RULES.extension}`;
export const INVOICE_HINT = `PDF, up to ${PAYOUT_INVOICE_RULES.maxBytes / 1_000_000} MB`;
export const INVOICE_EMPTY_MESSAGE = 'The file is empty';
export const INVOICE_REFUSAL = { type: PAYOUT_INVOICE_RULES.typeMessage, size: PAYOUT_INVOICE_RULES.sizeMessage };

/**
 * Spec §5 "Payout invoice": a PDF of at most 20,000,000 bytes, checked before it is sent. A browser that
 * reports no type (or a generic one) is trusted on the '.pdf' extension; the server checks the bytes.
 */
export function checkInvoiceFile(file: { name: string; type: string; size: number }): FileCheck {
  const type = file.type.trim().toLowerCase();
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const untyped = type === '' || type === 'application/octet-stream';
  const isPdf = type === PAYOUT_INVOICE_RULES.contentType || (untyped && extension === PAYOUT_INVOICE_RULES.extension);
  if (!isPdf) return { problem: PAYOUT_INVOICE_RULES.typeMessage };
  if (file.size > PAYOUT_INVOICE_RULES.maxBytes) return { problem: PAYOUT_INVOICE_RULES.sizeMessage };
  if (file.size === 0) return { problem: INVOICE_EMPTY_MESSAGE };
  return { contentType: PAYOUT_INVOICE_RULES.contentType };
}

/** Spec §7: the `fileInput` of submitPayoutRequest / updatePayoutRequest, sent as saved (temp false). */
export function invoiceFileInput(file: UploadedFile) {
  return { s3Key: file.s3Key, fileName: file.fileName, fileType: file.fileType, size: file.size, temp: false };
}
