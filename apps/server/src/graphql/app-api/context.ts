import type { AppScope } from '@appstore/shared';
import type { Services } from '../../services.ts';
import { AppError, UnauthorizedError } from '../../lib/errors.ts';

/** The presented access token as resolvers see it; installations finds it (tokens.ts). */
export interface AppToken {
  installationId: number;
  vendorId: number;
  scopes: readonly AppScope[];
}

/**
 * Per-request loaders of the App API, already scoped to the token's vendor. Each domain adds its own in its
 * `*.app-graphql.ts` (declaration merging) and the API's composition root makes them, so this layer names no domain.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppApiLoaders {}

/** What an App API resolver knows: the services and the presented token (null only for introspection). */
export interface AppApiContext extends Services {
  token: AppToken | null;
  loaders: AppApiLoaders;
}

/**
 * The token of the request. The HTTP layer already answers 401 to a request without a valid token unless
 * it only introspects; this keeps every data field closed even if that check were bypassed.
 */
export function requireToken(ctx: AppApiContext): AppToken {
  if (!ctx.token) throw new UnauthorizedError('A valid app access token is required');
  return ctx.token;
}

/** A missing scope is a ForbiddenError that names it (platform-protocol §2), also as `extensions.requiredScope`. */
export class MissingScopeError extends AppError {
  constructor(scope: AppScope) {
    super(`This needs the ${scope} scope, which the vendor has not granted to this app`, 'ForbiddenError', { requiredScope: scope });
  }
}

/** The token, after checking it carries `scope`. */
export function requireScope(ctx: AppApiContext, scope: AppScope): AppToken {
  const token = requireToken(ctx);
  if (!token.scopes.includes(scope)) throw new MissingScopeError(scope);
  return token;
}
