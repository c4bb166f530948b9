import { AUDIT_KINDS } from '@appstore/shared';
import { builder } from '../../graphql/builder.ts';
import { defineConnection } from '../../graphql/connection.ts';
import { listAuditActors, listAuditLog, listPlatformAuditLog, type AuditEntryView } from './audit-log.service.ts';

const AuditKindEnum = builder.enumType('AuditKind', {
  values: Object.fromEntries(Object.entries(AUDIT_KINDS).map(([value, label]) => [value, { description: label }])),
});

const AuditActorRef = builder.objectRef<{ id: number; name: string; email: string }>('AuditActor').implement({
  description: 'A person who appears in an audit log.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), email: t.exposeString('email') }),
});

const AuditLogEntryRef = builder.objectRef<AuditEntryView>('AuditLogEntry').implement({
  description: 'One action, by the real user (also while platform staff act for the organisation).',
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
    action: t.exposeString('action', { description: 'The action code, e.g. app.credentials.reveal.' }),
    kind: t.field({ type: AuditKindEnum, nullable: true, resolve: (e) => e.kind }),
    description: t.exposeString('description'),
    actor: t.field({
      type: AuditActorRef,
      nullable: true,
      description:
        "Null when the user has since been removed, and for platform staff in an organisation's log (byStaff): it names no staff member.",
      resolve: (e) => (e.actorId === null ? null : { id: e.actorId, name: e.actorName ?? e.actorEmail ?? '', email: e.actorEmail ?? '' }),
    }),
    byStaff: t.exposeBoolean('byStaff', { description: 'Done by platform staff (a review decision, or while disguised).' }),
    organizationId: t.id({ nullable: true, resolve: (e) => e.organizationId }),
    organizationName: t.exposeString('organizationName', { nullable: true }),
  }),
});

const AuditLogConnectionRef = defineConnection('AuditLogEntry', AuditLogEntryRef, (e: AuditEntryView) => e);

const AuditLogFilterInput = builder.inputType('AuditLogFilter', {
  description: 'Days are UTC (YYYY-MM-DD), both included. organizationId is for the staff platform log.',
  fields: (t) => ({
    actorId: t.id(),
    kind: t.field({ type: AuditKindEnum }),
    from: t.string(),
    to: t.string(),
    organizationId: t.id(),
  }),
});

const filterOf = (filter: Record<string, unknown> | null | undefined) =>
  filter && Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, v === null || v === undefined ? undefined : String(v)]));

builder.queryFields((t) => ({
  auditLog: t.withAuth({ signedIn: true }).field({
    type: AuditLogConnectionRef,
    description: "The organisation's audit log, newest first; every member may read it.",
    args: { filter: t.arg({ type: AuditLogFilterInput }), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, args, ctx) => listAuditLog(ctx.db, await ctx.viewer(), { ...args, filter: filterOf(args.filter) }),
  }),
  auditLogActors: t.withAuth({ signedIn: true }).field({
    type: [AuditActorRef],
    description: "The people in the organisation's log (its person filter).",
    resolve: async (_root, _args, ctx) => listAuditActors(ctx.db, await ctx.viewer(), false),
  }),
  platformAuditLog: t.withAuth({ staff: true }).field({
    type: AuditLogConnectionRef,
    description: 'Every organisation’s audit log, newest first (staff only).',
    args: { filter: t.arg({ type: AuditLogFilterInput }), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, args, ctx) => listPlatformAuditLog(ctx.db, await ctx.viewer(), { ...args, filter: filterOf(args.filter) }),
  }),
  platformAuditLogActors: t.withAuth({ staff: true }).field({
    type: [AuditActorRef],
    description: 'The people in the platform log (staff only).',
    resolve: async (_root, _args, ctx) => listAuditActors(ctx.db, await ctx.viewer(), true),
  }),
}));
