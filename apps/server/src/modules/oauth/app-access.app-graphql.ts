import { builder } from '../../graphql/app-api/builder.ts';
import { requireToken } from '../../graphql/app-api/context.ts';
import { findActiveInstallationAccess } from '../installations/installation-access.queries.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { findAppVersions } from '../apps/app-versions.queries.ts';
import { pendingAccess } from './app-access.ts';
import { vendorAccessPath } from './launch.ts';

interface AccessView {
  version: number;
  scopes: string[];
  latestVersion: number;
  pendingScopes: string[];
  acceptUrl: string | null;
}

const AppAccessRef = builder.objectRef<AccessView>('AppAccess').implement({
  description: "What this installation may do, and what the app's latest version asks for that the vendor has not accepted yet.",
  fields: (t) => ({
    version: t.exposeInt('version', { description: 'The app version whose access the vendor accepted.' }),
    scopes: t.exposeStringList('scopes', { description: "The scopes granted to this installation: this token's." }),
    latestVersion: t.exposeInt('latestVersion'),
    pendingScopes: t.exposeStringList('pendingScopes', {
      description: 'Scopes the latest version adds that the vendor has not accepted yet; empty when there is nothing to accept.',
    }),
    acceptUrl: t.exposeString('acceptUrl', {
      nullable: true,
      description: 'Where to send a user of the vendor to review and accept the pending scopes; null when none are pending.',
    }),
  }),
});

builder.queryField('appAccess', (t) =>
  t.field({
    type: AppAccessRef,
    description: 'The access of this installation and whether a newer app version waits for the vendor to accept it. Needs no scope.',
    resolve: async (_root, _args, ctx) => {
      const token = requireToken(ctx);
      const installation = await findActiveInstallationAccess(ctx.db, token.installationId);
      if (!installation) throw new NotFoundError('Installation not found');
      const versions = await findAppVersions(ctx.db, installation.appId);
      const pending = pendingAccess(installation, versions);
      return {
        version: installation.appVersion,
        scopes: [...token.scopes],
        latestVersion: versions[0]!.version,
        pendingScopes: pending?.toAccept ?? [],
        acceptUrl: pending ? `${ctx.config.publicUrl}${vendorAccessPath(installation.appId)}` : null,
      };
    },
  }),
);
