import { builder } from '../../graphql/builder.ts';
import { batchLoader } from '../../lib/batch-loader.ts';
import type { Services } from '../../services.ts';
import { AppRef } from '../apps/apps.graphql.ts';
import {
  countActiveInstallations,
  findActiveLinkedInstallations,
  findActiveTestInstallations,
  type InstallationRow,
} from './installations.queries.ts';

declare module '../../graphql/context.ts' {
  interface Loaders {
    installations: ReturnType<typeof createInstallationLoaders>;
  }
}

/** Per-request loaders for the installation fields of apps: one query per field for a whole page of apps. */
export function createInstallationLoaders({ db }: Services) {
  return {
    /** Active installations by real vendors. */
    count: batchLoader<number, number>((ids) => countActiveInstallations(db, ids), 0),
    /** The organisation's own test installation of each app (test vendor), if active. */
    test: batchLoader<number, InstallationRow | null>(
      async (ids) => new Map((await findActiveTestInstallations(db, ids)).map((r) => [r.appId, r])),
      null,
    ),
    /** The linked vendor's active installation of each custom app. */
    custom: batchLoader<number, InstallationRow | null>(
      async (ids) => new Map((await findActiveLinkedInstallations(db, ids)).map((r) => [r.appId, r])),
      null,
    ),
  };
}

const AppInstallationRefRef = builder.objectRef<InstallationRow>('AppInstallationRef').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    creationDate: t.string({ resolve: (i) => i.installedAt.toISOString() }),
    completed: t.boolean({ description: 'The OAuth token exchange completed.', resolve: (i) => i.tokenExchangedAt !== null }),
  }),
});

builder.objectFields(AppRef, (t) => ({
  numberOfInstallations: t.int({ resolve: (a, _args, ctx) => ctx.loaders.installations.count(a.id) }),
  customInstallation: t.field({
    type: AppInstallationRefRef,
    nullable: true,
    description: "The linked vendor's installation of a custom app: present once installed.",
    resolve: (a, _args, ctx) => (a.type === 'CUSTOM' && a.linkedVendorId !== null ? ctx.loaders.installations.custom(a.id) : null),
  }),
  testInstallation: t.field({
    type: AppInstallationRefRef,
    nullable: true,
    resolve: (a, _args, ctx) => ctx.loaders.installations.test(a.id),
  }),
}));
