import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** The partner's payout screens and staff's payout requests. */
export class PayoutsPage {
  constructor(readonly page: Page) {}

  /** Ticks a radio in the middle of the window: at its edge the form's fixed bottom bar would cover it. */
  async choose(testId: string) {
    const radio = this.page.getByTestId(testId);
    await radio.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await radio.check();
  }

  async open() {
    await this.page.goto('/extranet/payouts');
    await this.page.getByTestId('payouts-page').waitFor();
  }

  /** The drawer's Payouts badge (absent when there is nothing to do). */
  badge() {
    return this.page.getByTestId('nav-payouts-badge');
  }

  rows() {
    return this.page.locator('[data-testid^="payout-row-"]');
  }

  /** A request's row once it shows `status`. */
  rowWithStatus(id: string, status: string) {
    return this.page.locator(`[data-testid="payout-row-${id}"][data-status="${status}"]`);
  }

  /** The newest request's row (the table lists newest first). */
  newestRow() {
    return this.rows().first();
  }

  async newestRowId(): Promise<string> {
    const testId = await this.newestRow().getAttribute('data-testid');
    return testId!.replace('payout-row-', '');
  }

  /** Uploads an invoice file into the request form's drop zone through the file picker. */
  async chooseInvoice(path: string) {
    await this.page.getByTestId('file-upload-input-invoice').setInputFiles(path);
  }

  staffRow(id: string) {
    return this.page.getByTestId(`payout-request-row-${id}`);
  }

  async openStaffList(status: 'REQUESTED' | 'PAID' | 'REJECTED' | 'ALL' = 'REQUESTED') {
    await this.page.goto('/extranet/admin/payouts');
    await this.page.getByTestId('payout-requests-page').waitFor();
    await this.page.getByTestId('payout-requests-status').selectOption(status);
  }
}

/** A small real PDF (and a PNG) on disk, as a partner would pick them. */
export function invoiceFiles() {
  const dir = mkdtempSync(join(tmpdir(), 'appstore-invoice-'));
  const pdf = (name: string, text: string) => {
    const content = `BT /F1 12 Tf 72 770 Td (${text}) Tj ET`;
    const body = [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >> endobj',
      '4 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
      `5 0 obj << /Length ${content.length} >> stream\n${content}\nendstream endobj`,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n');
    const path = join(dir, name);
    writeFileSync(path, body, 'latin1');
    return path;
  };
  const png = join(dir, 'invoice.png');
  // a 1x1 PNG: the wrong type for an invoice
  writeFileSync(
    png,
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  );
  return { invoice: pdf('invoice.pdf', 'Invoice'), corrected: pdf('invoice-corrected.pdf', 'Corrected invoice'), png };
}
