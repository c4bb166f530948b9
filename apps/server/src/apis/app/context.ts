import type { AppApiContext } from '../../graphql/app-api/context.ts';
import type { TokenContext } from '../../modules/oauth/tokens.ts';
import { createExperienceLoaders } from '../../modules/experiences/experiences.loaders.ts';
import type { Services } from '../../services.ts';

/** The App API's per-request context: the token's vendor scopes every loader. */
export function createAppApiContext(services: Services, token: TokenContext | null): AppApiContext {
  return { ...services, token, loaders: createExperienceLoaders(services.db, token?.vendorId ?? 0) };
}
