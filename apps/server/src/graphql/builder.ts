import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin, { type AuthFailure } from '@pothos/plugin-scope-auth';
import { ForbiddenError, SESSION_ENDED, STAFF_ONLY, UnauthorizedError } from '../lib/errors.ts';
import type { Context, SignedInContext } from './context.ts';

interface BuilderTypes {
  Context: Context;
  DefaultFieldNullability: false;
  Scalars: { ID: { Input: string; Output: string | number } };
  /**
   * `signedIn`: a session; `staff`: a session of platform staff (`adminUser`); `reviewer`: a session or a vendor
   * user's session (the store's Helpful and Report, which tour operators use).
   */
  AuthScopes: { signedIn: boolean; staff: boolean; reviewer: boolean };
  /** Inside a field that needs a scope, `ctx.viewer()` is the signed-in user, never null (except under `reviewer`). */
  AuthContexts: { signedIn: SignedInContext; staff: SignedInContext; reviewer: Context };
}

/** The schema's types as Pothos sees them, for helpers that take refs (e.g. defineConnection). */
export type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

/** The one schema builder; each module adds its types and fields in `<domain>.graphql.ts`. */
export const builder = new SchemaBuilder<BuilderTypes>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin],
  scopeAuth: {
    authScopes: async (ctx) => {
      const viewer = await ctx.viewer();
      // staff without a session is an ended session first, as the portal shows the login page for it
      return {
        signedIn: viewer !== null,
        // the vendor session is looked up only for the fields that take it, and only without a partner session
        reviewer: async () => viewer !== null || (await ctx.vendorViewer()) !== null,
        staff: () => {
          if (!viewer) throw new UnauthorizedError(SESSION_ENDED);
          return viewer.user.adminUser;
        },
      };
    },
    unauthorizedError: (_parent, _ctx, _info, result) =>
      failedScope(result.failure, 'staff') ? new ForbiddenError(STAFF_ONLY) : new UnauthorizedError(SESSION_ENDED),
  },
});

/** Whether `scope` is among the scopes that refused a field (a field's scopes arrive as a group of one or more). */
function failedScope(failure: AuthFailure, scope: string): boolean {
  if ('failures' in failure) return failure.failures.some((f) => failedScope(f, scope));
  return 'scope' in failure && failure.scope === scope;
}

builder.queryType({});
builder.mutationType({});
