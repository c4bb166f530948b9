import { z } from 'zod';

/**
 * The audit log as people read it: what kinds of action there are (the log's filter), and one sentence per
 * action. The server writes an `action` code per entry (`app.credentials.reveal`); the portal, the staff desk and
 * the CSV export all describe it from here.
 */
/** How a partner's log names platform staff: their names and addresses stay inside the platform. */
export const STAFF_ACTOR_NAME = 'Platform staff';

export const AUDIT_KINDS = {
  APPS: 'Apps',
  CREDENTIALS: 'API credentials',
  LISTINGS: 'Listings',
  PRICING: 'Price plans',
  WEBHOOKS: 'Webhooks',
  TEAM: 'Team',
  ORGANIZATION: 'Account settings',
  PAYOUTS: 'Payouts',
  TAX_FORM: 'Tax form',
  REVIEW: 'Review decisions',
  RATINGS: 'Ratings and reviews',
  CATEGORIES: 'Categories',
  DISGUISE: 'Staff disguise',
} as const;

export type AuditKind = keyof typeof AUDIT_KINDS;
export const AUDIT_KIND_VALUES = Object.keys(AUDIT_KINDS) as AuditKind[];

export interface AuditDescriptionInput {
  action: string;
  /** The target's name where it still has one (an app's, a listing's, a user's), else null. */
  targetLabel: string | null;
  details: Record<string, unknown> | null;
}

const named = (what: string, label: string | null) => (label ? `${what} “${label}”` : what);
const reason = (details: AuditDescriptionInput['details']) =>
  typeof details?.reason === 'string' && details.reason ? `: ${details.reason}` : '';

type Describe = (entry: AuditDescriptionInput) => string;

/** Every action the server writes, its kind and its sentence. */
const ACTIONS: Record<string, { kind: AuditKind; describe: Describe }> = {
  'app.create': { kind: 'APPS', describe: (e) => `Created ${named('app', e.targetLabel)}` },
  'app.update': { kind: 'APPS', describe: (e) => `Changed the setup of ${named('app', e.targetLabel)}` },
  'app.delete': { kind: 'APPS', describe: (e) => `Deleted ${named('app', e.targetLabel)}` },
  'app.submit': { kind: 'APPS', describe: (e) => `Submitted ${named('app', e.targetLabel)} for review` },
  'app.withdraw': { kind: 'APPS', describe: (e) => `Withdrew ${named('app', e.targetLabel)} from the store` },
  'app.custom.link': { kind: 'APPS', describe: (e) => `Linked ${named('custom app', e.targetLabel)} to a vendor` },
  'app.custom.publish': { kind: 'APPS', describe: (e) => `Published ${named('custom app', e.targetLabel)}` },
  'app.test_installation.remove': { kind: 'APPS', describe: (e) => `Removed the test installation of ${named('app', e.targetLabel)}` },
  'app.access.change': {
    kind: 'APPS',
    describe: (e) => {
      const list = (key: string) => (Array.isArray(e.details?.[key]) ? (e.details[key] as string[]).join(', ') : '');
      const parts = [list('added') && `added ${list('added')}`, list('removed') && `removed ${list('removed')}`].filter(Boolean);
      const version = typeof e.details?.version === 'number' ? ` (version ${e.details.version})` : '';
      return `Changed the access of ${named('app', e.targetLabel)}${version}${parts.length ? `: ${parts.join('; ')}` : ''}`;
    },
  },
  'app.credentials.reveal': { kind: 'CREDENTIALS', describe: (e) => `Revealed the secret key of ${named('app', e.targetLabel)}` },
  'app.credentials.rotate': { kind: 'CREDENTIALS', describe: (e) => `Rotated the secret key of ${named('app', e.targetLabel)}` },
  'installation.rest_credentials.reveal': {
    kind: 'CREDENTIALS',
    describe: (e) =>
      `Revealed the old REST API secret key of ${typeof e.details?.vendor === 'string' ? `${e.details.vendor}’s installation` : 'an installation'} of ${named('app', e.targetLabel)}`,
  },
  'app.review.approved': { kind: 'REVIEW', describe: (e) => `Approved ${named('app', e.targetLabel)} for the store` },
  'app.review.rejected': { kind: 'REVIEW', describe: (e) => `Rejected ${named('app', e.targetLabel)}${reason(e.details)}` },
  'app.review.unpublished': { kind: 'REVIEW', describe: (e) => `Unpublished ${named('app', e.targetLabel)}${reason(e.details)}` },
  'review.hide': { kind: 'RATINGS', describe: (e) => `Hid ${named('review', e.targetLabel)}${reason(e.details)}` },
  'review.reports.dismiss': { kind: 'RATINGS', describe: (e) => `Dismissed the reports of ${named('review', e.targetLabel)}` },
  'category.create': { kind: 'CATEGORIES', describe: (e) => `Added ${named('category', e.targetLabel)}` },
  'category.rename': {
    kind: 'CATEGORIES',
    describe: (e) =>
      `Renamed ${named('category', typeof e.details?.from === 'string' ? e.details.from : null)}${typeof e.details?.to === 'string' ? ` to “${e.details.to}”` : ''}`,
  },
  'category.retire': { kind: 'CATEGORIES', describe: (e) => `Retired ${named('category', e.targetLabel)}` },
  'category.restore': { kind: 'CATEGORIES', describe: (e) => `Brought back ${named('category', e.targetLabel)}` },
  'listing.create': { kind: 'LISTINGS', describe: (e) => `Created ${named('listing', e.targetLabel)}` },
  'listing.update': { kind: 'LISTINGS', describe: (e) => `Changed ${named('listing', e.targetLabel)}` },
  'listing.delete': { kind: 'LISTINGS', describe: (e) => `Deleted ${named('listing', e.targetLabel)}` },
  'listing.image.delete': { kind: 'LISTINGS', describe: (e) => `Deleted an image of ${named('listing', e.targetLabel)}` },
  'priceplan.create': { kind: 'PRICING', describe: (e) => `Created ${named('price plan', e.targetLabel)}` },
  'priceplan.update': { kind: 'PRICING', describe: (e) => `Changed ${named('price plan', e.targetLabel)}` },
  'priceplan.delete': { kind: 'PRICING', describe: (e) => `Deleted ${named('price plan', e.targetLabel)}` },
  'webhook.create': { kind: 'WEBHOOKS', describe: (e) => `Added ${named('webhook', e.targetLabel)}` },
  'webhook.update': { kind: 'WEBHOOKS', describe: (e) => `Changed ${named('webhook', e.targetLabel)}` },
  'webhook.delete': { kind: 'WEBHOOKS', describe: (e) => `Deleted ${named('webhook', e.targetLabel)}` },
  'webhook.enable': { kind: 'WEBHOOKS', describe: (e) => `Turned ${named('webhook', e.targetLabel)} back on` },
  'webhook.delivery.resend': { kind: 'WEBHOOKS', describe: () => 'Re-sent a webhook delivery' },
  'webhook.delivery.resend-failed': {
    kind: 'WEBHOOKS',
    describe: (e) =>
      `Re-sent ${typeof e.details?.count === 'number' ? e.details.count : 'the'} failed deliveries of ${named('webhook', e.targetLabel)}`,
  },
  'user.create': { kind: 'TEAM', describe: (e) => `Added ${named('team member', e.targetLabel)}` },
  'user.update': {
    kind: 'TEAM',
    describe: (e) => `Changed the profile${e.details?.passwordChanged ? ' and password' : ''} of ${e.targetLabel ?? 'a team member'}`,
  },
  'user.delete': {
    kind: 'TEAM',
    describe: (e) => `Removed ${named('team member', e.targetLabel ?? (typeof e.details?.email === 'string' ? e.details.email : null))}`,
  },
  'organization.update': { kind: 'ORGANIZATION', describe: () => 'Changed the account settings' },
  'organization.disguise': {
    kind: 'DISGUISE',
    describe: (e) =>
      e.details?.reason === 'staff role removed'
        ? 'Disguise ended: the staff role was removed'
        : e.details?.byStaff
          ? 'Platform staff started acting for this organization (disguise)'
          : 'Returned to their own organization',
  },
  'organization.disguise.end': { kind: 'DISGUISE', describe: () => 'Platform staff stopped acting for this organization' },
  'payout_settings.create': { kind: 'PAYOUTS', describe: () => 'Saved the payout settings' },
  'payout_settings.update': { kind: 'PAYOUTS', describe: () => 'Changed the payout settings' },
  'payout.request': { kind: 'PAYOUTS', describe: () => 'Requested a payout' },
  'payout.resubmit': { kind: 'PAYOUTS', describe: () => 'Resubmitted a rejected payout request' },
  'payout.invoice.delete': { kind: 'PAYOUTS', describe: () => 'Deleted a payout invoice' },
  'payout.paid': { kind: 'PAYOUTS', describe: () => 'Marked a payout as paid' },
  'payout.reject': { kind: 'PAYOUTS', describe: (e) => `Rejected a payout request${reason(e.details)}` },
  'tax_form.create': { kind: 'TAX_FORM', describe: (e) => `Signed the tax form${formType(e.details)}` },
  'tax_form.update': { kind: 'TAX_FORM', describe: (e) => `Signed a new tax form${formType(e.details)}` },
};

function formType(details: AuditDescriptionInput['details']) {
  return typeof details?.formType === 'string' ? ` (${details.formType.replace('_', '-')})` : '';
}

/** The actions of a kind (the log's kind filter). */
export function auditActionsOf(kind: AuditKind): string[] {
  return Object.entries(ACTIONS)
    .filter(([, a]) => a.kind === kind)
    .map(([action]) => action);
}

export function auditKindOf(action: string): AuditKind | null {
  return ACTIONS[action]?.kind ?? null;
}

/** One sentence for an entry; an action this list does not know yet shows its code rather than nothing. */
export function describeAuditEntry(entry: AuditDescriptionInput): string {
  return ACTIONS[entry.action]?.describe(entry) ?? entry.action;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
// year 0000 is a valid ISO date but not a PostgreSQL one
const validDay = (v: string) =>
  isoDay.test(v) &&
  v >= '0001-01-01' &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The log's filters (UTC days, both included), for the portal's form, the GraphQL field and the export. */
export const auditLogFilterSchema = z
  .object({
    actorId: z
      .string()
      .regex(/^\d{1,9}$/, 'Choose a person from the list')
      .optional(),
    kind: z.enum(AUDIT_KIND_VALUES as [AuditKind, ...AuditKind[]], 'Choose a kind of action from the list').optional(),
    from: z.string().refine(validDay, 'Enter the first day as YYYY-MM-DD').optional(),
    to: z.string().refine(validDay, 'Enter the last day as YYYY-MM-DD').optional(),
    organizationId: z
      .string()
      .regex(/^\d{1,9}$/, 'Choose an organization from the list')
      .optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], message: 'The last day cannot be before the first day' });

export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;
