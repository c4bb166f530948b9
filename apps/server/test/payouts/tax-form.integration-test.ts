import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { payoutSettingsSchema } from '@appstore/shared';
import { auditLog, taxForms } from '../../src/db/schema/index.ts';
import { decryptSecret } from '../../src/lib/crypto.ts';
import { writePayoutSettings } from '../../src/modules/payouts/payout-settings.service.ts';
import { getTaxFormPreview, hasValidTaxForm } from '../../src/modules/payouts/tax-form.service.ts';
import { COMPRESSION_THRESHOLD } from '../../src/http/compression.ts';
import { twoOrganizationsAndStaff } from '../apps-session.ts';
import { w9Form } from '../support/payout-fixtures.ts';

const TAX_FORM = `{ taxForm { formType name country taxIdLast4 signedName signedAt } }`;
const DISGUISE = `mutation($id: ID!) { appAccountUserChangeOrg(id: $id) { id } }`;
const SAME_ORIGIN = { origin: 'http://store.test', 'sec-fetch-site': 'same-origin' };

const w8ben = {
  formType: 'W8BEN',
  name: 'Jón Jónsson',
  citizenshipCountry: 'IS',
  address: 'Laugavegur 1',
  city: '101 Reykjavík',
  country: 'IS',
  mailingAddress: '',
  usTin: '',
  foreignTin: '1203894569',
  dateOfBirth: '1985-03-12',
  treatyCountry: 'IS',
  certify: 'on',
  signatureName: 'Jón Jónsson',
};

/** The payout settings of a US resident, which decide that the page offers the W-9. */
const usPayoutSettings = (payableTo: string, payoutContactEmail: string) =>
  payoutSettingsSchema.parse({
    payableTo,
    payoutContactEmail,
    payoutContactPhoneNumber: '+1 555 0100',
    paymentType: 'ACH',
    usResident: 'true',
    bankName: 'Chase',
    bankAccountNumber: '000123456789',
    abaRouting: '021000021',
  });

const w9 = w9Form('Jane Doe', { businessName: 'Globex LLC' });

describe('the tax form page', () => {
  const ctx = twoOrganizationsAndStaff();

  const get = (who?: string, query = '') =>
    ctx.t.app.inject({ method: 'GET', url: `/appstore/tax-form${query}`, headers: who ? ctx.as[who] : {} });
  const post = (who: string | undefined, form: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN) =>
    ctx.t.app.inject({
      method: 'POST',
      url: '/appstore/tax-form',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(who ? ctx.as[who] : {}), ...headers },
      payload: new URLSearchParams(form).toString(),
    });
  const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const tokenFor = async (who: string) => csrfOf((await get(who)).body);
  const rowOf = async (organizationId: number) =>
    (await ctx.t.db.select().from(taxForms).where(eq(taxForms.organizationId, organizationId)))[0];
  /** The value an input is rendered with. */
  const inputValue = (html: string, name: string) => new RegExp(`<input id="${name}" name="${name}"[^>]* value="([^"]*)"`).exec(html)?.[1];

  it('asks a logged-out visitor to log in', async () => {
    const page = await get();
    expect(page.statusCode).toBe(401);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Please <a href="/developer/login" target="_top">log in</a>');
    expect(page.body).not.toContain('<form');
    const sent = await post(undefined, { ...w8ben, csrf: 'x' });
    expect(sent.statusCode).toBe(401);
    expect(await ctx.t.db.select().from(taxForms)).toHaveLength(0);
  });

  it('may be framed by the portal only', async () => {
    const page = await get('acmeOwner');
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    // the form's data cannot leave by an injected image to another host
    expect(csp).toContain("img-src 'self' data:;");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('is sent uncompressed, as it holds a CSRF token beside the form’s values (BREACH)', async () => {
    const page = await ctx.t.app.inject({
      method: 'GET',
      url: '/appstore/tax-form',
      headers: { ...ctx.as['acmeOwner'], 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.statusCode).toBe(200);
    expect(csrfOf(page.body)).not.toBe('');
    // big enough that it would be compressed without the route's opt-out
    expect(page.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(page.headers['content-encoding']).toBeUndefined();
  });

  it('offers the W-8BEN by default and the W-9 by its switch link, with labels tied to inputs', async () => {
    const page = (await get('acmeOwner')).body;
    expect(page).toContain('W-8BEN (non-US individuals)');
    expect(page).toContain('<input type="hidden" name="formType" value="W8BEN">');
    expect(page).toContain('href="/appstore/tax-form?form=W9"');
    expect(page).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    for (const name of ['name', 'address', 'city', 'foreignTin', 'dateOfBirth', 'signatureName']) {
      expect(page).toContain(`<label for="${name}">`);
      expect(page).toContain(`<input id="${name}" name="${name}"`);
    }
    expect(page).toMatch(/<label for="citizenshipCountry">[^<]*<\/label><select id="citizenshipCountry" name="citizenshipCountry"/);
    expect(page).toContain('<label class="choice" for="foreignTinNotRequired"><input type="checkbox" id="foreignTinNotRequired"');
    expect(page).not.toContain('<option value="US"');

    const w9Page = (await get('acmeOwner', '?form=W9')).body;
    expect(w9Page).toContain('<input type="hidden" name="formType" value="W9">');
    expect(w9Page).toContain('Individual/sole proprietor');
    expect(w9Page).toContain('<input type="radio" id="tinType-EIN" name="tinType" value="EIN">');
    expect(w9Page).toContain('href="/appstore/tax-form?form=W8BEN"');
  });

  it('offers the W-9 to a US resident by their payout settings', async () => {
    const settings = usPayoutSettings('Globex Inc.', 'pay@globex.example');
    await writePayoutSettings(ctx.t.db, ctx.t.config.secretKey, ctx.globex.org.id, settings);
    expect((await get('globexOwner')).body).toContain('<input type="hidden" name="formType" value="W9">');
    expect((await get('globexOwner', '?form=W8BEN')).body).toContain('<input type="hidden" name="formType" value="W8BEN">');
  });

  it('refuses a post without the session token or from another site, saving nothing', async () => {
    const csrf = await tokenFor('acmeOwner');
    const otherSessionToken = await tokenFor('globexOwner');
    for (const [form, headers] of [
      [{ ...w8ben }, SAME_ORIGIN],
      [{ ...w8ben, csrf: 'forged' }, SAME_ORIGIN],
      [{ ...w8ben, csrf: otherSessionToken }, SAME_ORIGIN],
      [
        { ...w8ben, csrf },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      ],
      [{ ...w8ben, csrf }, { origin: 'https://evil.example' }],
      [{ ...w8ben, csrf }, { origin: 'null' }],
      [{ ...w8ben, csrf }, { 'sec-fetch-site': 'same-site' }],
      [{ ...w8ben, csrf }, {}],
    ] as const) {
      const r = await post('acmeOwner', form, headers);
      expect(r.statusCode, JSON.stringify(headers)).toBe(403);
      expect(r.body).toContain('This form has expired. Reload the page and try again.');
    }
    expect(await rowOf(ctx.acme.org.id)).toBeUndefined();
  });

  it('re-renders an invalid form with the messages next to the fields and the values kept, saving nothing', async () => {
    const csrf = await tokenFor('acmeOwner');
    const r = await post('acmeOwner', {
      ...w8ben,
      csrf,
      name: '<b>Jón</b>',
      foreignTin: '',
      dateOfBirth: '1985-02-30',
      certify: '',
      signatureName: '',
    });
    expect(r.statusCode).toBe(422);
    expect(r.body).toContain('Please correct the fields marked below.');
    expect(r.body).toContain(
      `<p class="field-error" id="foreignTin-error" data-testid="error-foreignTin">Enter your foreign tax identifying number or tick &#39;not legally required&#39;</p>`,
    );
    expect(r.body).toContain('aria-describedby="dateOfBirth-error"');
    expect(r.body).toContain('data-testid="error-dateOfBirth">Enter a valid date of birth</p>');
    expect(r.body).toContain('data-testid="error-certify">You have to certify that the information is correct</p>');
    expect(r.body).toContain('data-testid="error-signatureName">Type your full name to sign the form</p>');
    expect(r.body).not.toContain('error-name');
    expect(inputValue(r.body, 'name')).toBe('&lt;b&gt;Jón&lt;/b&gt;');
    expect(r.body).not.toContain('<b>Jón</b>');
    expect(inputValue(r.body, 'address')).toBe('Laugavegur 1');
    expect(r.body).toContain('<option value="IS" selected>Iceland</option>');
    expect(await rowOf(ctx.acme.org.id)).toBeUndefined();
    expect(await ctx.t.db.select().from(auditLog).where(eq(auditLog.action, 'tax_form.create'))).toHaveLength(0);

    const w9Errors = await post('acmeOwner', { ...w9, csrf, tin: '1234', zip: '' });
    expect(w9Errors.statusCode).toBe(422);
    expect(w9Errors.body).toContain('<input type="hidden" name="formType" value="W9">');
    expect(w9Errors.body).toContain('data-testid="error-tin">The taxpayer identification number has 9 digits</p>');
    expect(w9Errors.body).toContain('data-testid="error-zip">Enter the ZIP code</p>');
    expect(await rowOf(ctx.acme.org.id)).toBeUndefined();
  });

  it('saves a valid form encrypted, tells the portal, and shows only a summary with the number masked', async () => {
    expect(await hasValidTaxForm(ctx.t.db, ctx.acme.org.id)).toBe(false);
    expect((await ctx.t.gql(TAX_FORM, {}, ctx.as.acmeOwner)).data.taxForm).toBeNull();
    const csrf = await tokenFor('acmeOwner');
    const r = await post('acmeOwner', { ...w8ben, csrf });
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe('/appstore/tax-form?saved=1');

    const row = (await rowOf(ctx.acme.org.id))!;
    expect(row).toMatchObject({ formType: 'W8BEN', signedName: 'Jón Jónsson' });
    expect(row.dataEncrypted).not.toContain('1203894569');
    expect(row.dataEncrypted).not.toContain('Laugavegur');
    expect(JSON.parse(decryptSecret(row.dataEncrypted, ctx.t.config.secretKey))).toMatchObject({
      foreignTin: '1203894569',
      dateOfBirth: '1985-03-12',
      certify: true,
    });
    expect(Date.now() - row.signedAt.getTime()).toBeLessThan(60_000);
    expect(await hasValidTaxForm(ctx.t.db, ctx.acme.org.id)).toBe(true);

    const preview = {
      formType: 'W8BEN',
      name: 'Jón Jónsson',
      country: 'Iceland',
      taxIdLast4: '4569',
      signedName: 'Jón Jónsson',
      signedAt: row.signedAt.toISOString(),
    };
    expect((await ctx.t.gql(TAX_FORM, {}, ctx.as.acmeOwner)).data.taxForm).toEqual(preview);
    expect((await ctx.t.gql(TAX_FORM, {}, ctx.as.acmeMember)).data.taxForm).toEqual(preview);
    expect(await getTaxFormPreview(ctx.t.db, ctx.t.config, ctx.acme.org.id)).toEqual(preview);

    const saved = await get('acmeOwner', '?saved=1');
    expect(saved.body).toContain('Tax form saved!');
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(saved.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(saved.body).toContain(
      `<script nonce="${nonce}">window.parent.postMessage({ type: 'tax-form-saved' }, location.origin);</script>`,
    );
    expect(saved.body).toContain('•••• 4569');
    expect(saved.body).not.toContain('1203894569');
    expect(saved.body).toContain('href="/appstore/tax-form?edit=1&amp;form=W8BEN"');
    expect(saved.body).not.toContain('<form');

    const again = await get('acmeOwner');
    expect(again.body).not.toContain('Tax form saved!');
    expect(again.body).not.toContain('<script');
    const [created] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tax_form.create'), eq(auditLog.organizationId, ctx.acme.org.id)));
    expect(created).toMatchObject({ actorUserId: ctx.acme.owner.id });
    expect(JSON.stringify(created!.details)).not.toContain('1203894569');
  });

  it('prefills an update with the number masked and keeps the saved number when the mask comes back', async () => {
    const edit = (await get('acmeOwner', '?edit=1&form=W8BEN')).body;
    expect(inputValue(edit, 'foreignTin')).toBe('•••• 4569');
    expect(inputValue(edit, 'name')).toBe('Jón Jónsson');
    expect(inputValue(edit, 'signatureName')).toBe('');
    expect(edit).not.toContain('1203894569');
    const csrf = csrfOf(edit);

    const invalid = await post('acmeOwner', { ...w8ben, csrf, foreignTin: '•••• 4569', city: '' });
    expect(invalid.statusCode).toBe(422);
    expect(inputValue(invalid.body, 'foreignTin')).toBe('•••• 4569');
    expect(invalid.body).not.toContain('1203894569');

    const ok = await post('acmeOwner', {
      ...w8ben,
      csrf,
      foreignTin: '•••• 4569',
      address: 'Skólavörðustígur 2',
      signatureName: 'J. Jónsson',
    });
    expect(ok.statusCode).toBe(303);
    const data = JSON.parse(decryptSecret((await rowOf(ctx.acme.org.id))!.dataEncrypted, ctx.t.config.secretKey));
    expect(data).toMatchObject({ foreignTin: '1203894569', address: 'Skólavörðustígur 2' });
    expect((await rowOf(ctx.acme.org.id))!.signedName).toBe('J. Jónsson');

    const wrongMask = await post('acmeOwner', { ...w8ben, csrf, foreignTin: '•••• 0000' });
    expect(wrongMask.statusCode).toBe(422);
    expect(wrongMask.body).toContain('data-testid="error-foreignTin"');
    expect(
      await ctx.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'tax_form.update'), eq(auditLog.organizationId, ctx.acme.org.id))),
    ).toHaveLength(1);
  });

  it('offers to update the form on file, whatever the payout settings say about residency', async () => {
    const settings = usPayoutSettings('Acme Inc.', 'pay@acme.example');
    await writePayoutSettings(ctx.t.db, ctx.t.config.secretKey, ctx.acme.org.id, settings);
    const page = (await get('acmeOwner')).body;
    expect(page).toContain('href="/appstore/tax-form?edit=1&amp;form=W8BEN"');
    expect(page).not.toContain('form=W9"');
  });

  it('shows members the summary read-only and refuses their posts', async () => {
    const page = await get('acmeMember');
    expect(page.body).toContain('Only the account owner can fill out the tax form.');
    expect(page.body).toContain('•••• 4569');
    expect(page.body).not.toContain('<form');
    expect(page.body).not.toContain('Update tax form');
    expect((await get('acmeMember', '?edit=1')).body).not.toContain('<form');
    const r = await post('acmeMember', { ...w8ben, csrf: await tokenFor('acmeMember'), name: 'Member was here' });
    expect(r.statusCode).toBe(403);
    expect(JSON.parse(decryptSecret((await rowOf(ctx.acme.org.id))!.dataEncrypted, ctx.t.config.secretKey)).name).toBe('Jón Jónsson');
  });

  it("never shows one organisation's form to another", async () => {
    const page = (await get('globexOwner')).body;
    expect(page).not.toContain('Jón');
    expect(page).not.toContain('4569');
    expect(page).not.toContain('data-testid="tax-form-summary"');
    expect((await ctx.t.gql(TAX_FORM, {}, ctx.as.globexOwner)).data.taxForm).toBeNull();
    expect(await hasValidTaxForm(ctx.t.db, ctx.globex.org.id)).toBe(false);
  });

  it('lets staff disguised as an organisation sign its W-9, auditing the real user', async () => {
    expect((await ctx.t.gql(DISGUISE, { id: String(ctx.globex.org.id) }, ctx.as.admin)).errors).toBeUndefined();
    const r = await post('admin', { ...w9, csrf: await tokenFor('admin') });
    expect(r.statusCode).toBe(303);
    expect((await ctx.t.gql(TAX_FORM, {}, ctx.as.globexOwner)).data.taxForm).toMatchObject({
      formType: 'W9',
      name: 'Jane Doe',
      country: 'United States',
      taxIdLast4: '6789',
    });
    const [entry] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tax_form.create'), eq(auditLog.organizationId, ctx.globex.org.id)));
    expect(entry).toMatchObject({ actorUserId: ctx.staff.owner.id });
    expect(entry!.details).toMatchObject({ disguised: true, formType: 'W9' });
    expect((await get('acmeOwner')).body).not.toContain('Jane Doe');
  });
});
