import { countryOptions, TAX_CLASSIFICATIONS, TAX_FORM_LABELS, TIN_TYPES, type TaxFormType } from '@appstore/shared';
import { escapeHtml as e } from '../../lib/html.ts';
import { serverPage } from '../../http/server-page.ts';
import type { TaxFormPreviewView } from './tax-form.service.ts';
import { formatDay } from '@appstore/shared/dates/format';

/**
 * The tax form page the portal shows in a frame (spec §2 /extranet/payouts/tax-form). Plain server-rendered
 * HTML so that the tax identification numbers never pass through the web app; in the product's look
 * (http/server-page.ts), without a header of its own: the portal around the frame has it.
 */
function page(title: string, body: string, script?: { nonce: string; source: string }): string {
  return serverPage({ title, body, header: null, script });
}

export function loggedOutPage(): string {
  return page(
    'Tax form',
    `<h1>Tax form</h1><div class="alert alert-error" role="alert" data-testid="tax-form-logged-out">Your session has ended. Please <a href="/developer/login" target="_top">log in</a> to fill out your tax form.</div>`,
  );
}

export interface TaxFormPageView {
  formType: TaxFormType;
  saved: TaxFormPreviewView | null;
  canSign: boolean;
  editing: boolean;
  justSaved: boolean;
  values: Record<string, string>;
  errors: Record<string, string>;
  csrf: string;
  /** For the one inline script (the saved notice to the portal). */
  nonce: string;
}

export function taxFormPage(v: TaxFormPageView): string {
  const parts = ['<h1>Tax form</h1>'];
  if (v.justSaved) parts.push('<div class="alert alert-success" role="status" data-testid="tax-form-saved">Tax form saved!</div>');
  const { form: formError, ...fieldErrors } = v.errors;
  if (formError) parts.push(`<div class="alert alert-error" role="alert" data-testid="tax-form-error">${e(formError)}</div>`);
  else if (Object.keys(fieldErrors).length > 0) {
    parts.push('<div class="alert alert-error" role="alert" data-testid="tax-form-errors">Please correct the fields marked below.</div>');
  }
  parts.push(
    '<p class="muted">The US tax authority (IRS) requires a tax form from everyone we pay. US persons fill out a W-9; individuals outside the US a W-8BEN.</p>',
  );
  if (v.saved) parts.push(summary(v.saved, v.canSign && !v.editing, v.formType));
  if (!v.canSign) {
    parts.push(
      `<div class="alert alert-info" data-testid="tax-form-read-only">${v.saved ? '' : 'No tax form has been filled out yet. '}Only the account owner can fill out the tax form.</div>`,
    );
  } else if (!v.saved || v.editing) {
    parts.push(form(v));
  }
  const script = v.justSaved
    ? { nonce: v.nonce, source: "window.parent.postMessage({ type: 'tax-form-saved' }, location.origin);" }
    : undefined;
  return page('Tax form', parts.join('\n'), script);
}

function summary(s: TaxFormPreviewView, offerUpdate: boolean, formType: TaxFormType): string {
  const row = (label: string, value: string | null) => (value ? `<dt>${e(label)}</dt><dd>${e(value)}</dd>` : '');
  return `<section class="card" data-testid="tax-form-summary" aria-labelledby="summary-title"><h2 id="summary-title" class="top">Your tax form</h2><dl>
${row('Form', TAX_FORM_LABELS[s.formType])}${row('Name', s.name)}${row('Country', s.country)}${row('Tax ID', s.taxIdLast4 ? `•••• ${s.taxIdLast4}` : null)}
${row('Signed by', s.signedName)}${row('Signed on', formatDay(s.signedAt, 'UTC'))}</dl>
${offerUpdate ? `<p class="actions"><a class="button secondary" href="/appstore/tax-form?edit=1&amp;form=${formType}" data-testid="tax-form-update">Update tax form</a></p>` : ''}</section>`;
}

function form(v: TaxFormPageView): string {
  const other: TaxFormType = v.formType === 'W9' ? 'W8BEN' : 'W9';
  const switchText = other === 'W9' ? 'I am a US person: fill out the W-9 instead' : 'I am not a US person: fill out the W-8BEN instead';
  return `<form method="post" action="/appstore/tax-form" novalidate data-testid="tax-form">
<h2>${e(TAX_FORM_LABELS[v.formType])}</h2>
<p class="muted"><a href="/appstore/tax-form?form=${other}${v.editing ? '&amp;edit=1' : ''}" data-testid="tax-form-switch">${e(switchText)}</a></p>
<input type="hidden" name="csrf" value="${e(v.csrf)}"><input type="hidden" name="formType" value="${v.formType}">
${v.formType === 'W9' ? w9Fields(v) : w8benFields(v)}
<fieldset><div class="certify">${v.formType === 'W9' ? W9_CERTIFICATION : W8BEN_CERTIFICATION}</div>
${checkbox(v, 'certify', 'I certify that the information above is correct')}</fieldset>
${text(v, 'signatureName', 'Signature (type your full name)', { autocomplete: 'name' })}
<p class="muted">Signed electronically on the day you save the form.</p>
<div class="actions"><button type="submit" class="button" data-testid="tax-form-submit">Save tax form</button>
${v.editing ? '<a class="button secondary" href="/appstore/tax-form">Cancel</a>' : ''}</div>
</form>`;
}

function w9Fields(v: TaxFormPageView): string {
  return `${text(v, 'name', 'Name (as shown on your income tax return)', { autocomplete: 'name' })}
${text(v, 'businessName', 'Business name / disregarded entity name (optional)', { autocomplete: 'organization' })}
${select(
  v,
  'taxClassification',
  'Federal tax classification',
  TAX_CLASSIFICATIONS.map((c) => ({ value: c.value, label: c.label })),
)}
${text(v, 'address', 'Address (number, street, and apt. or suite no.)', { autocomplete: 'street-address' })}
<div class="row">${text(v, 'city', 'City', { autocomplete: 'address-level2' })}${text(v, 'state', 'State (2-letter code)', { autocomplete: 'address-level1', maxlength: 2 })}</div>
${text(v, 'zip', 'ZIP code', { autocomplete: 'postal-code', inputmode: 'numeric', maxlength: 10 })}
${radios(
  v,
  'tinType',
  'Taxpayer identification number type',
  TIN_TYPES.map((t) => ({ value: t, label: t === 'SSN' ? 'Social security number (SSN)' : 'Employer identification number (EIN)' })),
)}
${text(v, 'tin', 'Taxpayer identification number (9 digits)', { autocomplete: 'off', inputmode: 'numeric' })}`;
}

function w8benFields(v: TaxFormPageView): string {
  const countries = countryOptions()
    .filter((c) => c.code !== 'US')
    .map((c) => ({ value: c.code, label: c.name }));
  return `${text(v, 'name', 'Name of individual who is the beneficial owner', { autocomplete: 'name' })}
${select(v, 'citizenshipCountry', 'Country of citizenship', countries)}
${text(v, 'address', 'Permanent residence address (street, apt. or suite no.)', { autocomplete: 'street-address' })}
${text(v, 'city', 'City or town, state or province, and postal code', { autocomplete: 'address-level2' })}
${select(v, 'country', 'Country of permanent residence', countries)}
${text(v, 'mailingAddress', 'Mailing address, if different (optional)')}
${text(v, 'usTin', 'US taxpayer identification number (SSN or ITIN), if any (optional)', { autocomplete: 'off', inputmode: 'numeric' })}
${text(v, 'foreignTin', 'Foreign tax identifying number', { autocomplete: 'off' })}
${checkbox(v, 'foreignTinNotRequired', 'A foreign tax identifying number is not legally required')}
${text(v, 'dateOfBirth', 'Date of birth', { type: 'date', autocomplete: 'bday' })}
${select(v, 'treatyCountry', 'Treaty benefits: country of residence for the tax treaty (optional)', countries, 'None')}`;
}

const W9_CERTIFICATION = `Under penalties of perjury, I certify that: (1) the number shown on this form is my correct taxpayer identification number;
(2) I am not subject to backup withholding; (3) I am a U.S. citizen or other U.S. person; and (4) the FATCA code(s) entered on this form (if any) are correct.`;
const W8BEN_CERTIFICATION = `Under penalties of perjury, I declare that I have examined the information on this form and to the best of my knowledge and
belief it is true, correct, and complete. I certify that I am the individual that is the beneficial owner of all the income to which this form relates,
that I am not a U.S. person, and that I am a resident of the treaty country listed (if any) within the meaning of the income tax treaty.`;

type Attrs = Record<string, string | number>;

function describedBy(v: TaxFormPageView, name: string): string {
  return v.errors[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
}

function fieldError(v: TaxFormPageView, name: string): string {
  const message = v.errors[name];
  return message ? `<p class="field-error" id="${name}-error" data-testid="error-${name}">${e(message)}</p>` : '';
}

function text(v: TaxFormPageView, name: string, label: string, attrs: Attrs = {}): string {
  const extra = Object.entries({ type: 'text', maxlength: 255, ...attrs })
    .map(([k, value]) => ` ${k}="${e(String(value))}"`)
    .join('');
  return `<div class="field"><label for="${name}">${e(label)}</label><input id="${name}" name="${name}"${extra} value="${e(v.values[name] ?? '')}"${describedBy(v, name)}>${fieldError(v, name)}</div>`;
}

function select(v: TaxFormPageView, name: string, label: string, options: { value: string; label: string }[], empty = 'Select…'): string {
  const current = v.values[name] ?? '';
  const items = [{ value: '', label: empty }, ...options]
    .map((o) => `<option value="${e(o.value)}"${o.value === current ? ' selected' : ''}>${e(o.label)}</option>`)
    .join('');
  return `<div class="field"><label for="${name}">${e(label)}</label><select id="${name}" name="${name}"${describedBy(v, name)}>${items}</select>${fieldError(v, name)}</div>`;
}

function radios(v: TaxFormPageView, name: string, legend: string, options: { value: string; label: string }[]): string {
  const items = options
    .map(
      (o) =>
        `<label class="choice" for="${name}-${o.value}"><input type="radio" id="${name}-${o.value}" name="${name}" value="${e(o.value)}"${v.values[name] === o.value ? ' checked' : ''}> ${e(o.label)}</label>`,
    )
    .join('');
  return `<fieldset${describedBy(v, name)}><legend class="legend">${e(legend)}</legend>${items}${fieldError(v, name)}</fieldset>`;
}

function checkbox(v: TaxFormPageView, name: string, label: string): string {
  const checked = v.values[name] === 'on' || v.values[name] === 'true';
  return `<div class="field"><label class="choice" for="${name}"><input type="checkbox" id="${name}" name="${name}"${checked ? ' checked' : ''}${describedBy(v, name)}> ${e(label)}</label>${fieldError(v, name)}</div>`;
}
