import { LIMITS } from '@appstore/shared';
import { installations } from '../../db/schema/installations.ts';
import { builder } from '../../graphql/builder.ts';
import { defineConnection } from '../../graphql/connection.ts';
import { defineCursor, pageSize, toConnection } from '../../lib/paging.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { decryptSecret } from '../../lib/crypto.ts';
import { getOwnApp, maskSecret } from '../apps/apps.service.ts';
import type { VendorRow } from '../vendors/vendors.queries.ts';
import { findOwnInstallation, listAppInstallations, revealRestCredentials } from './partner-installations.ts';

type Row = { installation: typeof installations.$inferSelect; vendor: VendorRow };

const InstallationVendorRef = builder.objectRef<Row['vendor']>('InstallationVendor').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    domain: t.exposeString('domain'),
    country: t.exposeString('country'),
  }),
});

const RestCredentialsRef = builder.objectRef<{ accessKey: string; secretKey: string }>('RestApiCredentials').implement({
  fields: (t) => ({ accessKey: t.exposeString('accessKey'), secretKey: t.exposeString('secretKey') }),
});

const InstallationRef = builder.objectRef<Row>('Installation').implement({
  fields: (t) => ({
    id: t.id({ resolve: (r) => r.installation.id }),
    creationDate: t.string({ resolve: (r) => r.installation.installedAt.toISOString() }),
    vendor: t.field({ type: InstallationVendorRef, resolve: (r) => r.vendor }),
    isTest: t.boolean({ resolve: (r) => r.installation.isTest }),
    scopes: t.stringList({ resolve: (r) => r.installation.scopes }),
    oldRestApiCredentials: t.field({
      type: RestCredentialsRef,
      nullable: true,
      description:
        'The old REST API credentials, when the installation has them (LEGACY_API): the secret key masked; ' +
        'installationRestCredentialsReveal answers it in the clear.',
      resolve: (r, _a, ctx) =>
        r.installation.legacyAccessKey && r.installation.legacySecretKeyEncrypted
          ? {
              accessKey: r.installation.legacyAccessKey,
              secretKey: maskSecret(decryptSecret(r.installation.legacySecretKeyEncrypted, ctx.config.secretKey)),
            }
          : null,
    }),
  }),
});

const InstallationConnectionRef = defineConnection('Installation', InstallationRef, (row: Row) => row);
// newest installation first: the installation time (µs) and the id of the row a page follows
const INSTALLATIONS_CURSOR = defineCursor('installations:NEWEST', ['micros', 'id']);

builder.queryFields((t) => ({
  installations: t.withAuth({ signedIn: true }).field({
    type: InstallationConnectionRef,
    description: "Active installations of one of the caller's organisation's apps (id = the app), newest first; first defaults to 10.",
    args: { id: t.arg.id({ required: true }), first: t.arg.int(), after: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const app = await getOwnApp(ctx.db, await ctx.viewer(), args.id);
      const size = pageSize(args.first, LIMITS.installationsPageSize);
      const after = INSTALLATIONS_CURSOR.decode(args.after);
      const { rows, totalCount } = await listAppInstallations(ctx.db, app.id, after, size + 1);
      return toConnection(rows, size, totalCount, (r) => INSTALLATIONS_CURSOR.encode(r.pageKey), after !== null);
    },
  }),
  installation: t.withAuth({ signedIn: true }).field({
    type: InstallationRef,
    description: "An installation of one of the caller's organisation's apps.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const row = await findOwnInstallation(ctx.db, await ctx.viewer(), args.id);
      if (!row) throw new NotFoundError('Installation not found');
      return row;
    },
  }),
}));

builder.mutationField('installationRestCredentialsReveal', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: RestCredentialsRef,
    description:
      "An installation's old REST API credentials with the secret key in the clear (id = the installation). Each reveal is recorded.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => revealRestCredentials(ctx.db, await ctx.viewer(), args.id, ctx.config.secretKey),
  }),
);
