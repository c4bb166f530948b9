import { accessChange } from '@appstore/shared/installations/app-access';
import { builder } from '../../graphql/builder.ts';
import { AppAccessInput, AppRef } from '../apps/apps.graphql.ts';
import { findAppVersions, type AppVersion } from '../apps/app-versions.queries.ts';
import type { AppRow } from '../apps/apps.queries.ts';
import { countInstallationsPerScope, countInstallationsPerVersion } from '../installations/installation-access.queries.ts';
import { changeAppAccess } from './app-access.ts';

type VersionRow = AppVersion & { previous: AppVersion | null; live: number; test: number };

const AppVersionRef = builder.objectRef<VersionRow>('AppVersion').implement({
  description: 'One version of the access an app may ask vendors for (issue 18 §8).',
  fields: (t) => ({
    version: t.exposeInt('version'),
    scopes: t.stringList({ resolve: (v) => v.scopes }),
    creationDate: t.string({
      nullable: true,
      description: 'Null for the implicit version 1 (every scope) of an app created before apps chose their access.',
      resolve: (v) => v.createdAt?.toISOString() ?? null,
    }),
    added: t.stringList({
      description: 'Scopes this version added to the one before.',
      resolve: (v) => (v.previous ? accessChange(v.previous.scopes, v.scopes).added : []),
    }),
    removed: t.stringList({
      description: 'Scopes this version took away.',
      resolve: (v) => (v.previous ? accessChange(v.previous.scopes, v.scopes).removed : []),
    }),
    installationCount: t.int({
      description: "Active installations by vendors on this version (the organisation's test vendor apart).",
      resolve: (v) => v.live,
    }),
    testInstallationCount: t.int({ resolve: (v) => v.test }),
  }),
});

const ScopeHoldersRef = builder.objectRef<{ scope: string; installationCount: number }>('ScopeHolders').implement({
  fields: (t) => ({ scope: t.exposeString('scope'), installationCount: t.exposeInt('installationCount') }),
});

const AppAccessVersionsRef = builder
  .objectRef<{ versions: VersionRow[]; appId: number; publishedAt: Date | null }>('AppAccessVersions')
  .implement({
    fields: (t) => ({
      holders: t.field({
        type: [ScopeHoldersRef],
        description: 'How many active installations (test ones included) hold each scope now: what removing it would take from.',
        resolve: async (a, _args, ctx) =>
          [...(await countInstallationsPerScope(ctx.db, a.appId))].map(([scope, installationCount]) => ({ scope, installationCount })),
      }),
      version: t.int({ description: 'The latest version: what new installs get.', resolve: (a) => a.versions[0]!.version }),
      scopes: t.stringList({ description: 'The scopes the app may ask vendors for now.', resolve: (a) => a.versions[0]!.scopes }),
      versions: t.field({ type: [AppVersionRef], description: 'Newest first.', resolve: (a) => a.versions }),
      publishedVersion: t.int({
        nullable: true,
        description:
          'The version that was the latest when staff last approved the app for the store (null if never): what the access has changed from since. A published app changes its access without a new review.',
        resolve: (a) => (a.publishedAt ? versionAt(a.versions, a.publishedAt) : null),
      }),
    }),
  });

/** The version that was the latest at `at` (versions newest first; an implicit version 1 has no date). */
const versionAt = (versions: readonly AppVersion[], at: Date) =>
  versions.find((v) => v.createdAt === null || v.createdAt.getTime() <= at.getTime())?.version ?? null;

async function appAccess(db: Parameters<typeof findAppVersions>[0], app: AppRow) {
  const [versions, counts] = await Promise.all([findAppVersions(db, app.id), countInstallationsPerVersion(db, app.id)]);
  return {
    appId: app.id,
    publishedAt: app.publishedAt,
    versions: versions.map((v, i) => ({
      ...v,
      previous: versions[i + 1] ?? null,
      live: counts.get(v.version)?.live ?? 0,
      test: counts.get(v.version)?.test ?? 0,
    })),
  };
}

// the App resolves only for its own organisation (apps.graphql), so its access does too
builder.objectField(AppRef, 'access', (t) =>
  t.field({
    type: AppAccessVersionsRef,
    description: 'The scopes the app may ask vendors for, and its versions.',
    resolve: (app, _a, ctx) => appAccess(ctx.db, app),
  }),
);

builder.mutationField('appAccessUpdate', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AppRef,
    description:
      'Changes the scopes the app may ask for: a new version. Removed scopes leave every installation at once; added ones wait until each installed vendor accepts.',
    args: { appId: t.arg.id({ required: true }), input: t.arg({ type: AppAccessInput, required: true }) },
    resolve: async (_root, args, ctx) => (await changeAppAccess(ctx.db, await ctx.viewer(), args.appId, args.input)).app,
  }),
);
