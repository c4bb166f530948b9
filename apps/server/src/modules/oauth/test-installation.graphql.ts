import { builder } from '../../graphql/builder.ts';
import { audit } from '../accounts/viewer.ts';
import { AppRef } from '../apps/apps.graphql.ts';
import { getOwnApp } from '../apps/apps.service.ts';
import { uninstallTestInstallation } from './installation-flow.ts';

builder.mutationField('appUninstallTest', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: AppRef,
    description: "Removes the organisation's test installation of the app (id = the app); its tokens stop working at once.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await ctx.viewer();
      const app = await getOwnApp(ctx.db, viewer, args.id);
      await uninstallTestInstallation(ctx.db, app);
      await audit(ctx.db, viewer, 'app.test_installation.remove', { type: 'app', id: app.id });
      return app;
    },
  }),
);
