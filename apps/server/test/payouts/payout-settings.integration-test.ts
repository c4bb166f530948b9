import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { maskSecret, type PayoutSettingsInput } from '@appstore/shared';
import { auditLog, payoutSettings } from '../../src/db/schema/index.ts';
import { decryptSecret } from '../../src/lib/crypto.ts';
import { getPayoutSettingsView, hasValidPayoutSettings } from '../../src/modules/payouts/payout-settings.service.ts';
import { getTaxFormPreview, hasValidTaxForm } from '../../src/modules/payouts/tax-form.service.ts';
import { seedPayoutSettingsAndTaxForm } from '../../src/seed/payout-settings.ts';
import { createOrganization } from '../fixtures.ts';
import { classification, fieldMessages, twoOrganizationsAndStaff } from '../apps-session.ts';

const FIELDS = `abaRouting bankAccountNumber bankId bankName branchId currencyCode iban payableTo paymentTerms paymentType
  payoutContactEmail payoutContactPhoneNumber swift usResident`;
const GET = `{ getPayoutSettings { ${FIELDS} } }`;
const UPDATE = `mutation($s: PayoutSettingsInput!) { payoutSettingsUpdate(payoutSettings: $s) { ${FIELDS} } }`;
const CURRENCIES = `{ currencies { label value } }`;
const DISGUISE = `mutation($id: ID!) { appAccountUserChangeOrg(id: $id) { id } }`;

const nonUs = (over: Partial<PayoutSettingsInput> = {}): PayoutSettingsInput => ({
  payableTo: 'Acme ehf.',
  payoutContactEmail: 'finance@acme.example',
  payoutContactPhoneNumber: '+354 555 0101',
  paymentType: 'SEPA',
  paymentTerms: null,
  currencyCode: 'EUR',
  bankName: 'Landsbankinn',
  bankAccountNumber: '0101-26-123456',
  isUsResident: false,
  nonUSBankInput: { swift: 'NBIIISRE', iban: 'IS140159260076545510730339', bankId: '0101', branchId: null },
  ...over,
});

const us = (over: Partial<PayoutSettingsInput> = {}): PayoutSettingsInput => ({
  payableTo: 'Acme Inc.',
  payoutContactEmail: 'finance@acme.example',
  payoutContactPhoneNumber: '+1 555 0100',
  paymentType: 'ACH',
  currencyCode: 'USD',
  bankName: 'Chase',
  bankAccountNumber: '000123456789',
  isUsResident: true,
  usBankInput: { abaRouting: '021000021' },
  ...over,
});

describe('payout settings', () => {
  const ctx = twoOrganizationsAndStaff();

  const save = (input: PayoutSettingsInput, who = 'acmeOwner') => ctx.t.gql(UPDATE, { s: input }, ctx.as[who]);
  const storedRow = async (organizationId = ctx.acme.org.id) =>
    (await ctx.t.db.select().from(payoutSettings).where(eq(payoutSettings.organizationId, organizationId)))[0];

  it('answers null before anything is saved, and needs a session', async () => {
    expect((await ctx.t.gql(GET, {}, ctx.as.acmeOwner)).data.getPayoutSettings).toBeNull();
    expect(await hasValidPayoutSettings(ctx.t.db, ctx.acme.org.id)).toBe(false);
    expect(classification(await ctx.t.gql(GET))).toBe('UnauthorizedError');
    expect(classification(await ctx.t.gql(UPDATE, { s: nonUs() }))).toBe('UnauthorizedError');
  });

  it("gives the spec's message for each missing field of a non-US resident", async () => {
    const r = await save({ isUsResident: false, nonUSBankInput: {} });
    expect(classification(r)).toBe('ValidationError');
    expect(fieldMessages(r).sort()).toEqual(
      [
        'bankAccountNumber: You have to enter the bank account number',
        'bankId: Fill out the ID number of your bank',
        'bankName: You have to enter the name of the bank',
        'iban: Fill out the IBAN number of your bank account',
        'payableTo: You have to enter the name of the payment receiver',
        'paymentType: Select the type of payment',
        'payoutContactEmail: You have to enter a valid e-mail address',
        'payoutContactPhoneNumber: You have to enter a contact phone number',
        'swift: Fill out the swift code from your bank',
      ].sort(),
    );
    expect(await storedRow()).toBeUndefined();
  });

  it("gives the spec's message for each missing field of a US resident, and asks for the residency", async () => {
    const r = await save({
      isUsResident: true,
      paymentType: 'ACH',
      payoutContactEmail: '   ',
      bankName: '',
      usBankInput: { abaRouting: ' ' },
    });
    expect(fieldMessages(r)).toEqual(
      expect.arrayContaining([
        'abaRouting: Fill out the ABA/Routing number of your bank account',
        'payoutContactEmail: You have to enter a valid e-mail address',
        'bankName: You have to enter the name of the bank',
      ]),
    );
    expect(fieldMessages(r).some((m) => /^(swift|iban|bankId):/.test(m))).toBe(false);
    const noResidency = await save(nonUs({ isUsResident: null }));
    expect(fieldMessages(noResidency)).toContain('usResident: Please fill in if you live in the states or not');
    expect(fieldMessages(await save(nonUs({ payoutContactEmail: 'not-an-email' })))).toEqual([
      'payoutContactEmail: You have to enter a valid e-mail address',
    ]);
  });

  it('allows only the payment types of the residency', async () => {
    expect(fieldMessages(await save(nonUs({ paymentType: 'ACH' })))).toEqual(['paymentType: Select the type of payment']);
    expect(fieldMessages(await save(us({ paymentType: 'SEPA' })))).toEqual(['paymentType: Select the type of payment']);
    expect(fieldMessages(await save(us({ paymentType: 'ACHGIRO' })))).toEqual(['paymentType: Select the type of payment']);
    expect(await storedRow()).toBeUndefined();
  });

  it('refuses text over 255 characters', async () => {
    const long = 'x'.repeat(256);
    const r = await save(
      nonUs({ bankName: long, paymentTerms: long, nonUSBankInput: { swift: 'NBIIISRE', iban: 'IS14', bankId: '0101', branchId: long } }),
    );
    expect(fieldMessages(r).sort()).toEqual(['bankName: Max 255 chars', 'branchId: Max 255 chars', 'paymentTerms: Max 255 chars']);
    expect((await save(nonUs({ bankName: 'x'.repeat(255) }))).errors).toBeUndefined();
  });

  it('saves, answers the bank numbers masked and keeps them encrypted at rest', async () => {
    const r = await save(nonUs({ currencyCode: 'eur', paymentTerms: '  ' }));
    expect(r.errors).toBeUndefined();
    expect(r.data.payoutSettingsUpdate).toEqual({
      abaRouting: null,
      bankAccountNumber: '•••• 3456',
      bankId: '0101',
      bankName: 'Landsbankinn',
      branchId: null,
      currencyCode: 'EUR',
      iban: '•••• 0339',
      payableTo: 'Acme ehf.',
      paymentTerms: null,
      paymentType: 'SEPA',
      payoutContactEmail: 'finance@acme.example',
      payoutContactPhoneNumber: '+354 555 0101',
      swift: 'NBIIISRE',
      usResident: false,
    });
    expect((await ctx.t.gql(GET, {}, ctx.as.acmeOwner)).data.getPayoutSettings).toEqual(r.data.payoutSettingsUpdate);

    const row = (await storedRow())!;
    expect(JSON.stringify(row)).not.toContain('123456');
    expect(JSON.stringify(row)).not.toContain('IS1401592600');
    expect(decryptSecret(row.bankAccountNumberEncrypted, ctx.t.config.secretKey)).toBe('0101-26-123456');
    expect(decryptSecret(row.ibanEncrypted!, ctx.t.config.secretKey)).toBe('IS140159260076545510730339');
    expect(row.abaRoutingEncrypted).toBeNull();
    expect(await hasValidPayoutSettings(ctx.t.db, ctx.acme.org.id)).toBe(true);
    expect((await getPayoutSettingsView(ctx.t.db, ctx.t.config, ctx.acme.org.id))?.iban).toBe('•••• 0339');
  });

  it('keeps the stored number when its mask is sent back, and refuses a mask of anything else', async () => {
    const kept = await save(
      nonUs({
        bankName: 'Arion',
        bankAccountNumber: '•••• 3456',
        nonUSBankInput: { swift: 'NBIIISRE', iban: maskSecret('IS140159260076545510730339'), bankId: '0101' },
      }),
    );
    expect(kept.errors).toBeUndefined();
    expect(kept.data.payoutSettingsUpdate).toMatchObject({ bankName: 'Arion', bankAccountNumber: '•••• 3456', iban: '•••• 0339' });
    const row = (await storedRow())!;
    expect(decryptSecret(row.bankAccountNumberEncrypted, ctx.t.config.secretKey)).toBe('0101-26-123456');
    expect(decryptSecret(row.ibanEncrypted!, ctx.t.config.secretKey)).toBe('IS140159260076545510730339');

    const wrongMask = await save(
      nonUs({ bankAccountNumber: '•••• 9999', nonUSBankInput: { swift: 'NBIIISRE', iban: '•••• 1111', bankId: '0101' } }),
    );
    expect(fieldMessages(wrongMask).sort()).toEqual([
      'bankAccountNumber: You have to enter the bank account number',
      'iban: Fill out the IBAN number of your bank account',
    ]);
    expect(decryptSecret((await storedRow())!.bankAccountNumberEncrypted, ctx.t.config.secretKey)).toBe('0101-26-123456');
  });

  it('answers a masked number with nothing stored behind it with the field message', async () => {
    const r = await save(nonUs({ bankAccountNumber: '•••• 3456' }), 'globexOwner');
    expect(fieldMessages(r)).toEqual(['bankAccountNumber: You have to enter the bank account number']);
    const rUs = await save(us({ usBankInput: { abaRouting: '•••• 0021' } }), 'globexOwner');
    expect(fieldMessages(rUs)).toEqual(['abaRouting: Fill out the ABA/Routing number of your bank account']);
    expect(await storedRow(ctx.globex.org.id)).toBeUndefined();
  });

  it('drops the other residency group when the residency changes', async () => {
    const toUs = await save(us({ nonUSBankInput: { swift: 'NBIIISRE', iban: 'IS14', bankId: '0101', branchId: '1' } }));
    expect(toUs.errors).toBeUndefined();
    expect(toUs.data.payoutSettingsUpdate).toMatchObject({
      usResident: true,
      abaRouting: '•••• 0021',
      swift: null,
      iban: null,
      bankId: null,
      branchId: null,
    });
    let row = (await storedRow())!;
    expect([row.ibanEncrypted, row.swift, row.bankId, row.branchId]).toEqual([null, null, null, null]);
    expect(decryptSecret(row.abaRoutingEncrypted!, ctx.t.config.secretKey)).toBe('021000021');

    // back again: the ABA number is not kept, and the IBAN must be given anew (its old mask holds nothing)
    const back = await save(
      nonUs({
        bankAccountNumber: '•••• 6789',
        usBankInput: { abaRouting: '•••• 0021' },
        nonUSBankInput: { swift: 'NBIIISRE', iban: '•••• 0339', bankId: '0101' },
      }),
    );
    expect(fieldMessages(back)).toEqual(['iban: Fill out the IBAN number of your bank account']);
    const ok = await save(nonUs({ bankAccountNumber: '•••• 6789', usBankInput: { abaRouting: '021000021' } }));
    expect(ok.data.payoutSettingsUpdate).toMatchObject({
      usResident: false,
      abaRouting: null,
      bankAccountNumber: '•••• 6789',
      iban: '•••• 0339',
    });
    row = (await storedRow())!;
    expect(row.abaRoutingEncrypted).toBeNull();
    expect(decryptSecret(row.bankAccountNumberEncrypted, ctx.t.config.secretKey)).toBe('000123456789');
  });

  it("never shows one organisation's settings to another", async () => {
    expect((await ctx.t.gql(GET, {}, ctx.as.globexOwner)).data.getPayoutSettings).toBeNull();
    expect(await hasValidPayoutSettings(ctx.t.db, ctx.globex.org.id)).toBe(false);
    await save(us({ payableTo: 'Globex Inc.' }), 'globexOwner');
    expect((await ctx.t.gql(GET, {}, ctx.as.acmeOwner)).data.getPayoutSettings.payableTo).toBe('Acme ehf.');
    expect((await ctx.t.gql(GET, {}, ctx.as.globexOwner)).data.getPayoutSettings.payableTo).toBe('Globex Inc.');
  });

  it('lets members read but only owners and staff change them, auditing each change', async () => {
    expect((await ctx.t.gql(GET, {}, ctx.as.acmeMember)).data.getPayoutSettings.payableTo).toBe('Acme ehf.');
    expect(classification(await save(nonUs({ payableTo: 'Member was here' }), 'acmeMember'))).toBe('ForbiddenError');
    expect((await storedRow())!.payableTo).toBe('Acme ehf.');

    expect((await ctx.t.gql(DISGUISE, { id: String(ctx.acme.org.id) }, ctx.as.admin)).errors).toBeUndefined();
    const byStaff = await save(nonUs({ payableTo: 'Acme (by staff)', bankAccountNumber: '•••• 6789' }), 'admin');
    expect(byStaff.data.payoutSettingsUpdate).toMatchObject({ payableTo: 'Acme (by staff)', bankAccountNumber: '•••• 6789' });
    const [entry] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, ctx.acme.org.id), eq(auditLog.action, 'payout_settings.update')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ actorUserId: ctx.staff.owner.id, targetType: 'organization', targetId: String(ctx.acme.org.id) });
    expect(entry!.details).toMatchObject({ disguised: true, changedBankNumbers: [] });
    expect(JSON.stringify(entry!.details)).not.toContain('6789');
    const created = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, ctx.acme.org.id), eq(auditLog.action, 'payout_settings.create')));
    expect(created).toHaveLength(1);
    await ctx.t.gql(DISGUISE, { id: String(ctx.staff.org.id) }, ctx.as.admin);
  });

  it('finds settings that no longer pass the rules not valid', async () => {
    await ctx.t.db.update(payoutSettings).set({ swift: null }).where(eq(payoutSettings.organizationId, ctx.acme.org.id));
    expect(await hasValidPayoutSettings(ctx.t.db, ctx.acme.org.id)).toBe(false);
    await ctx.t.db.update(payoutSettings).set({ swift: 'NBIIISRE' }).where(eq(payoutSettings.organizationId, ctx.acme.org.id));
    expect(await hasValidPayoutSettings(ctx.t.db, ctx.acme.org.id)).toBe(true);
  });

  it('lists common currencies, USD first', async () => {
    const r = await ctx.t.gql(CURRENCIES, {}, ctx.as.acmeMember);
    const values = r.data.currencies.map((c: { value: string }) => c.value);
    expect(values[0]).toBe('USD');
    expect(values).toEqual(expect.arrayContaining(['EUR', 'GBP', 'ISK', 'DKK', 'NOK', 'SEK', 'CHF', 'CAD', 'AUD', 'NZD', 'JPY']));
    expect(new Set(values).size).toBe(values.length);
    for (const c of r.data.currencies) {
      expect(c.value).toMatch(/^[A-Z]{3}$/);
      expect(c.label).toContain(c.value);
    }
  });

  it("seeds Demo Partner's settings and W-8BEN valid by the same rules", async () => {
    const demo = await createOrganization(ctx.t.db, 'Demo Partner');
    await seedPayoutSettingsAndTaxForm(ctx.t.db, ctx.t.config.secretKey, demo.id, new Date());
    expect(await hasValidPayoutSettings(ctx.t.db, demo.id)).toBe(true);
    expect(await getPayoutSettingsView(ctx.t.db, ctx.t.config, demo.id)).toMatchObject({
      usResident: false,
      paymentType: 'WIRE',
      currencyCode: 'USD',
      iban: '•••• 5678',
    });
    expect(await hasValidTaxForm(ctx.t.db, demo.id)).toBe(true);
    expect(await getTaxFormPreview(ctx.t.db, ctx.t.config, demo.id)).toMatchObject({
      formType: 'W8BEN',
      country: 'Iceland',
      taxIdLast4: '4569',
    });
  });
});
