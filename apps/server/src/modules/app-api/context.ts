import type { AppScope } from '@appstore/shared';
import type { Services } from '../../services.ts';
import { AppError, UnauthorizedError } from '../../lib/errors.ts';
import type { TokenContext } from '../installations/tokens.ts';
import { createAppApiLoaders } from './loaders.ts';

/** What an App API resolver knows: the services and the presented token (null only for introspection). */
export interface AppApiContext extends Services {
  token: TokenContext | null;
  loaders: ReturnType<typeof createAppApiLoaders>;
}

export function createAppApiContext(services: Services, token: TokenContext | null): AppApiContext {
  return { ...services, token, loaders: createAppApiLoaders(services.db, token?.vendorId ?? 0) };
}

/**
 * The token of the request. The HTTP layer already answers 401 to a request without a valid token unless
 * it only introspects; this keeps every data field closed even if that check were bypassed.
 */
export function requireToken(ctx: AppApiContext): TokenContext {
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
export function requireScope(ctx: AppApiContext, scope: AppScope): TokenContext {
  const token = requireToken(ctx);
  if (!token.scopes.includes(scope)) throw new MissingScopeError(scope);
  return token;
}
