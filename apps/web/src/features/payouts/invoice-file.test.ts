import { describe, expect, it } from 'vitest';
import { PAYOUT_INVOICE_RULES } from '@appstore/shared/payouts/invoice';
import { checkInvoiceFile, invoiceFileInput } from './invoice-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkInvoiceFile', () => {
  it('accepts a PDF, also when the browser reports no type but the name ends in .pdf', () => {
    expect(checkInvoiceFile(file('invoice.pdf', 'application/pdf'))).toEqual({ contentType: 'application/pdf' });
    expect(checkInvoiceFile(file('INVOICE.PDF', ''))).toEqual({ contentType: 'application/pdf' });
    expect(checkInvoiceFile(file('invoice.pdf', 'application/octet-stream'))).toEqual({ contentType: 'application/pdf' });
  });

  it('refuses other types with the spec rule text', () => {
    expect(checkInvoiceFile(file('invoice.png', 'image/png'))).toEqual({ problem: PAYOUT_INVOICE_RULES.typeMessage });
    expect(checkInvoiceFile(file('invoice.docx', ''))).toEqual({ problem: PAYOUT_INVOICE_RULES.typeMessage });
    expect(checkInvoiceFile(file('invoice', ''))).toEqual({ problem: PAYOUT_INVOICE_RULES.typeMessage });
  });

  it('refuses files over 20,000,000 bytes and empty files', () => {
    expect(checkInvoiceFile(file('big.pdf', 'application/pdf', 20_000_001))).toEqual({ problem: PAYOUT_INVOICE_RULES.sizeMessage });
    expect(checkInvoiceFile(file('max.pdf', 'application/pdf', 20_000_000))).toEqual({ contentType: 'application/pdf' });
    expect(checkInvoiceFile(file('empty.pdf', 'application/pdf', 0))).toEqual({ problem: 'The file is empty' });
  });
});

describe('invoiceFileInput', () => {
  it('sends the uploaded file as saved (temp false)', () => {
    expect(invoiceFileInput({ s3Key: 'k', fileName: 'a.pdf', fileType: 'application/pdf', size: 5, temp: true })).toEqual({
      s3Key: 'k',
      fileName: 'a.pdf',
      fileType: 'application/pdf',
      size: 5,
      temp: false,
    });
  });
});
