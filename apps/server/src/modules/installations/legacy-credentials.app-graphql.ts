import { builder } from '../../graphql/app-api/builder.ts';
import { MissingScopeError, requireScope } from '../../graphql/app-api/context.ts';
import { restApiCredentials } from './legacy-credentials.ts';

const RestApiCredentialsRef = builder.objectRef<{ accessKey: string; secretKey: string }>('RestApiCredentials').implement({
  description: 'Access key and secret key of the old REST API for this installation.',
  fields: (t) => ({ accessKey: t.exposeString('accessKey'), secretKey: t.exposeString('secretKey') }),
});

// the credentials are the installation's (its legacy columns), so this domain declares the field
builder.queryField('restApiCredentials', (t) =>
  t.field({
    type: RestApiCredentialsRef,
    description: "This installation's old REST API credentials, made on first use. Needs LEGACY_API.",
    resolve: async (_root, _args, ctx) => {
      const credentials = await restApiCredentials(ctx.db, requireScope(ctx, 'LEGACY_API').installationId, ctx.config.secretKey);
      // the scope was taken away (an access change, an uninstall) after the token's scopes were read
      if (!credentials) throw new MissingScopeError('LEGACY_API');
      return credentials;
    },
  }),
);
