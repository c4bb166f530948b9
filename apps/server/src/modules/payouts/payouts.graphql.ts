import { formatUsdCents, PAYOUT_STATUSES } from '@appstore/shared';
import { builder } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import { defineConnection } from '../../graphql/connection.ts';
import type { FileRow } from '../files/files.service.ts';
import { markPayoutPaid, rejectPayout } from './payout-decisions.service.ts';
import {
  deleteInvoiceFile,
  getOwnPayout,
  listPayoutRequests,
  listPayouts,
  submitPayoutRequest,
  updatePayoutRequest,
  type PayoutView,
} from './payouts.service.ts';

export const PayoutStatusEnum = builder.enumType('PayoutStatus', { values: PAYOUT_STATUSES });

/** The session-checked download of a payout's invoice (payout-invoice.routes.ts). */
export const payoutInvoicePath = (payoutId: number) => `/appstore/payouts/${payoutId}/invoice`;

const PayoutInvoiceRef = builder.objectRef<FileRow>('PayoutInvoice').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    fileName: t.exposeString('fileName'),
    fileType: t.exposeString('fileType'),
    s3Key: t.exposeString('s3Key'),
    size: t.exposeInt('size'),
  }),
});

const PayoutOrganizationRef = builder.objectRef<PayoutView['organization']>('PayoutOrganization').implement({
  fields: (t) => ({ id: t.exposeID('id'), businessName: t.exposeString('businessName') }),
});

export const PayoutRef = builder.objectRef<PayoutView>('Payout').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.exposeFloat('amount'),
    displayAmount: t.string({ resolve: (p) => formatUsdCents(p.amount) }),
    creationDate: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    invoiceDateFrom: t.exposeString('periodFrom', { description: "First day of the period covered ('YYYY-MM-DD')." }),
    invoiceDateTo: t.exposeString('periodTo', { description: "Last day of the period covered ('YYYY-MM-DD')." }),
    pdfInvoiceUrl: t.string({
      nullable: true,
      description: 'Where the invoice opens for the organisation and staff; null without an invoice.',
      resolve: (p) => (p.invoice ? payoutInvoicePath(p.id) : null),
    }),
    status: t.field({ type: PayoutStatusEnum, resolve: (p) => p.status }),
    reason: t.exposeString('reason', { nullable: true, description: "Staff's reason for a rejection." }),
    payoutInvoice: t.field({ type: PayoutInvoiceRef, nullable: true, resolve: (p) => p.invoice }),
    organization: t.field({ type: PayoutOrganizationRef, resolve: (p) => p.organization }),
  }),
});

const PayoutConnectionRef = defineConnection('Payout', PayoutRef, (p: PayoutView) => p);

const FileInput = builder.inputType('FileInput', {
  description: 'An uploaded file; the server trusts only s3Key and reads the rest from the stored file.',
  fields: (t) => ({
    s3Key: t.string({ required: true }),
    fileName: t.string(),
    fileType: t.string(),
    size: t.int(),
    temp: t.boolean(),
  }),
});

const uploadDeps = (ctx: Context) => ({ db: ctx.db, storage: ctx.storage, config: ctx.config });
const reviewDeps = (ctx: Context) => ({ db: ctx.db, config: ctx.config, mail: ctx.mail });

builder.queryFields((t) => ({
  getPayouts: t.withAuth({ signedIn: true }).field({
    type: PayoutConnectionRef,
    description: "The organisation's payout requests, newest first (page size 100).",
    args: { first: t.arg.int({ defaultValue: 100 }), after: t.arg.string() },
    resolve: async (_root, args, ctx) => listPayouts(ctx.db, await ctx.viewer(), args),
  }),
  getPayoutDetails: t.withAuth({ signedIn: true }).field({
    type: PayoutRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => getOwnPayout(ctx.db, await ctx.viewer(), args.id),
  }),
  payoutRequests: t.withAuth({ staff: true }).field({
    type: PayoutConnectionRef,
    description: "Staff only: every organisation's payout requests; REQUESTED ones the longest-waiting first, others newest first.",
    args: { status: t.arg({ type: PayoutStatusEnum }), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, args, ctx) => listPayoutRequests(ctx.db, await ctx.viewer(), args),
  }),
}));

builder.mutationFields((t) => ({
  submitPayoutRequest: t.withAuth({ signedIn: true }).field({
    type: PayoutRef,
    description: 'Claims the unclaimed payout with an uploaded PDF invoice; needs valid payout settings and tax form.',
    args: { fileInput: t.arg({ type: FileInput, required: true }) },
    resolve: async (_root, args, ctx) => submitPayoutRequest(uploadDeps(ctx), await ctx.viewer(), args.fileInput),
  }),
  updatePayoutRequest: t.withAuth({ signedIn: true }).field({
    type: PayoutRef,
    description: 'Resubmits a REJECTED request with a new invoice (the old one is removed); it is REQUESTED again.',
    args: { id: t.arg.id({ required: true }), fileInput: t.arg({ type: FileInput, required: true }) },
    resolve: async (_root, args, ctx) => updatePayoutRequest(uploadDeps(ctx), await ctx.viewer(), args.id, args.fileInput),
  }),
  invoiceFileDelete: t.withAuth({ signedIn: true }).boolean({
    description: 'Removes an uploaded invoice not yet sent, or the invoice of a REJECTED request.',
    args: { fileKey: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => deleteInvoiceFile(uploadDeps(ctx), await ctx.viewer(), args.fileKey),
  }),
  payoutMarkPaid: t.withAuth({ staff: true }).field({
    type: PayoutRef,
    description: 'Staff only: REQUESTED → PAID; the organisation is e-mailed.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => markPayoutPaid(reviewDeps(ctx), await ctx.viewer(), args.id),
  }),
  payoutReject: t.withAuth({ staff: true }).field({
    type: PayoutRef,
    description: 'Staff only: REQUESTED → REJECTED with a reason (max 1000 characters) the partner sees and receives by e-mail.',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => rejectPayout(reviewDeps(ctx), await ctx.viewer(), args.id, args.reason),
  }),
}));
