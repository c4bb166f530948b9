import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, MOBILE, newPage, snapshot } from './support/browser.ts';
import { dropFile } from './support/drop-file.ts';
import { PortalPage } from './pages/portal.ts';
import { invoiceFiles, PayoutsPage } from './pages/payouts.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedIn(email: string, viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, viewport);
  await page.goto('/developer/login');
  await new PortalPage(page).logIn(email, 'demo-pass-1234');
  await page.waitForURL((url) => url.pathname === '/extranet');
  return { context, page, payouts: new PayoutsPage(page) };
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('payouts', () => {
  it('keeps the payout settings valid: spec messages, masked bank numbers, saved notice', async () => {
    const { context, page, payouts } = await signedIn('owner@demo.test');
    // Demo Partner has valid settings and tax form, and earnings not claimed yet: one task
    expect(await payouts.badge().innerText()).toBe('1');

    await page.getByTestId('nav-payout-settings').click();
    await page.waitForURL('**/extranet/payouts/settings');
    await page.getByRole('heading', { name: 'Payout settings', exact: true }).waitFor();
    for (const section of ['Contact information', 'Payment settings', 'Are you a US resident?', 'Bank details']) {
      await page.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    expect(await page.getByTestId('payout-iban').inputValue()).toMatch(/^•••• /);
    await page.getByText('Stored; type a new number to replace it').first().waitFor();

    await page.getByTestId('payout-payableTo').fill('');
    await page.getByTestId('payout-payoutContactEmail').fill('not-an-address');
    // leaving a field shows its message at once (and moves the fields below it)
    await page.getByTestId('payout-payoutContactEmail').press('Tab');
    await page.getByText('You have to enter a valid e-mail address').waitFor();
    await page.getByText('You have to enter the name of the payment receiver').waitFor();
    await payouts.choose('payout-usResident-true');
    // a US resident is offered wire and ACH transfer, and asked for the ABA/Routing number instead of SWIFT and IBAN
    expect(await page.getByTestId('payout-paymentType').locator('option').allInnerTexts()).toEqual(['Wire transfer', 'ACH transfer']);
    expect(await page.getByTestId('payout-swift').count()).toBe(0);
    await page.getByTestId('form-save').click();
    await page.getByText('Fill out the ABA/Routing number of your bank account').waitFor();

    await payouts.choose('payout-usResident-false');
    await page.getByTestId('payout-swift').waitFor();
    await page.getByTestId('payout-payableTo').fill('Demo Partner ehf. (payouts)');
    await page.getByTestId('payout-payoutContactEmail').fill('payouts@demo-partner.example');
    await page.getByTestId('payout-paymentType').selectOption('SEPA');
    await page.getByTestId('form-save').click();
    expect(await page.getByTestId('form-notice').innerText()).toBe('Payout settings saved!');
    await snapshot(page, 'payout-settings-desktop');

    await page.reload();
    await page.getByTestId('payout-payableTo').waitFor();
    expect(await page.getByTestId('payout-payableTo').inputValue()).toBe('Demo Partner ehf. (payouts)');
    expect(await page.getByTestId('payout-paymentType').inputValue()).toBe('SEPA');
    // the stored IBAN went back masked and unchanged
    expect(await page.getByTestId('payout-iban').inputValue()).toMatch(/^•••• \w{4}$/);

    await page.getByTestId('nav-tax-form').click();
    await page.waitForURL('**/extranet/payouts/tax-form');
    await page.frameLocator('[data-testid="tax-form-frame"]').getByRole('heading', { name: 'Tax form', exact: true }).waitFor();
    await page.getByTestId('loading').waitFor({ state: 'detached' });
    await context.close();
  });

  it('claims the unclaimed payout; staff reject it, the partner resubmits, staff mark it paid', async () => {
    const files = invoiceFiles();
    const partner = await signedIn('owner@demo.test');
    const { page, payouts } = partner;
    await payouts.open();
    const unclaimed = await page.getByTestId('unclaimed-payout').innerText();
    expect(unclaimed).toMatch(/You have an unclaimed payout of \$[\d,]+\.\d\d for \d{1,2}\. \w{3} \d{4} – \d{1,2}\. \w{3} \d{4}\./);
    await snapshot(page, 'payouts-desktop');

    await page.getByTestId('claim-payout').click();
    await page.waitForURL('**/extranet/payouts/request/create');
    await page.getByRole('heading', { name: 'Create a payout request' }).waitFor();
    expect(unclaimed).toContain(await page.getByTestId('claim-amount').innerText());
    await page.getByTestId('tax-form-preview').waitFor();
    await page.getByTestId('payout-settings-preview').getByText('Demo Partner ehf. (payouts)').waitFor();
    expect(await page.getByTestId('form-save').isDisabled()).toBe(true);

    // a PNG is refused in the browser; a dropped PDF uploads; deleting it makes the invoice required again
    await payouts.chooseInvoice(files.png);
    expect(await page.getByTestId('file-upload-error-invoice').innerText()).toBe('Only PDF files can be uploaded as an invoice');
    await dropFile(page, 'file-upload-invoice', files.invoice);
    await page.getByTestId('file-upload-file-invoice').getByText('invoice.pdf').waitFor();
    await page.getByTestId('file-upload-delete-invoice').click();
    expect(await page.getByTestId('file-upload-error-invoice').innerText()).toBe('You have to upload an invoice');
    await payouts.chooseInvoice(files.invoice);
    await page.getByTestId('file-upload-file-invoice').waitFor();
    await snapshot(page, 'payout-request-desktop');
    await page.getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === '/extranet/payouts');

    await page.locator('[data-testid^="payout-row-"][data-status="REQUESTED"]').waitFor();
    expect(await payouts.newestRow().getAttribute('data-status')).toBe('REQUESTED');
    const id = await payouts.newestRowId();
    expect(await page.getByTestId('unclaimed-payout').count()).toBe(0);
    // nothing left to do: the badge is gone
    await payouts.badge().waitFor({ state: 'detached' });

    const staff = await signedIn('admin@demo.test');
    const admin = new PayoutsPage(staff.page);
    await admin.openStaffList();
    await admin.staffRow(id).getByText('Demo Partner').waitFor();
    await staff.page.getByTestId(`payout-request-invoice-${id}`).waitFor();
    await snapshot(staff.page, 'admin-payouts-desktop');
    await staff.page.getByTestId(`payout-request-reject-${id}`).click();
    await staff.page.getByTestId('payout-reject-confirm').click();
    await staff.page.getByText('Please give a reason').waitFor();
    await staff.page.getByTestId('payout-reject-reason').fill('The invoice has no VAT number.');
    await staff.page.getByTestId('payout-reject-confirm').click();
    await staff.page.getByTestId('payout-decision-notice').waitFor();
    await admin.staffRow(id).waitFor({ state: 'detached' });

    await payouts.open();
    await payouts.rowWithStatus(id, 'REJECTED').waitFor();
    await page.getByTestId(`payout-edit-${id}`).click();
    await page.waitForURL(`**/extranet/payouts/request/${id}`);
    expect(await page.getByTestId('payout-rejected-banner').innerText()).toContain('Payout request rejected');
    expect(await page.getByTestId('payout-rejected-reason').innerText()).toBe('The invoice has no VAT number.');
    expect(await page.getByTestId('current-invoice-name').innerText()).toBe('invoice.pdf');
    await payouts.chooseInvoice(files.corrected);
    await page.getByTestId('file-upload-file-invoice').getByText('invoice-corrected.pdf').waitFor();
    await snapshot(page, 'payout-edit-desktop');
    await page.getByTestId('form-save').click();
    await page.waitForURL((url) => url.pathname === '/extranet/payouts');
    await payouts.rowWithStatus(id, 'REQUESTED').waitFor();

    await admin.openStaffList();
    await staff.page.getByTestId(`payout-request-mark-paid-${id}`).click();
    await staff.page.getByTestId('payout-mark-paid-dialog').getByTestId('confirm-dialog-confirm').click();
    await staff.page.getByTestId('payout-decision-notice').waitFor();
    await admin.openStaffList('PAID');
    await admin.staffRow(id).waitFor();
    await staff.context.close();

    await payouts.open();
    await payouts.rowWithStatus(id, 'PAID').waitFor();
    const invoiceLink = page.getByTestId(`payout-invoice-${id}`);
    expect(await invoiceLink.innerText()).toBe('View invoice');
    expect(await invoiceLink.getAttribute('target')).toBe('_blank');
    const download = await page.request.get((await invoiceLink.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain('application/pdf');

    // a request that is not rejected cannot be edited
    await page.goto(`/extranet/payouts/request/${id}`);
    expect(await page.getByTestId('payout-not-rejected-message').innerText()).toBe(
      'This payout request is not rejected, you cannot modify this request.',
    );
    await partner.context.close();
  });

  it('signs a W-8BEN in the framed tax form page: errors first, then saved, and the badge counts one task less', async () => {
    const { context, page, payouts } = await signedIn('newcomer@demo.test');
    // Fresh Partner has neither payout settings nor a tax form, and no earnings
    expect(await payouts.badge().innerText()).toBe('2');
    await page.getByTestId('nav-tax-form').click();
    await page.waitForURL('**/extranet/payouts/tax-form');
    const frame = page.frameLocator('[data-testid="tax-form-frame"]');
    await frame.getByRole('heading', { name: 'W-8BEN (non-US individuals)' }).waitFor();

    await frame.getByTestId('tax-form-submit').click();
    await frame.getByText('Enter the name of the individual who is the beneficial owner').waitFor();
    await frame.getByText("Enter your foreign tax identifying number or tick 'not legally required'").waitFor();

    await frame.getByLabel('Name of individual who is the beneficial owner').fill('Nina Newcomer');
    await frame.getByLabel('Country of citizenship').selectOption('IS');
    await frame.getByLabel('Permanent residence address (street, apt. or suite no.)').fill('Laugavegur 1');
    await frame.getByLabel('City or town, state or province, and postal code').fill('101 Reykjavik');
    await frame.getByLabel('Country of permanent residence').selectOption('IS');
    await frame.getByLabel('Foreign tax identifying number', { exact: true }).fill('120174-3399');
    await frame.getByLabel('Date of birth').fill('1974-01-12');
    await frame.getByLabel('I certify that the information above is correct').check();
    await frame.getByLabel('Signature (type your full name)').fill('Nina Newcomer');
    await frame.getByTestId('tax-form-submit').click();

    await frame.getByText('Tax form saved!').waitFor();
    // the number is shown masked from now on
    expect(await frame.locator('body').innerText()).not.toContain('120174-3399');
    // the page told the portal, which refreshed the badge without a reload
    await expect.poll(() => payouts.badge().innerText()).toBe('1');
    await context.close();
  });

  it('shows the payouts at 375 px without horizontal scrolling', async () => {
    const { context, page, payouts } = await signedIn('owner@demo.test', MOBILE);
    await payouts.open();
    await payouts.newestRow().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await snapshot(page, 'payouts-mobile');
    await page.goto('/extranet/payouts/settings');
    await page.getByTestId('payout-payableTo').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
