import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useVariableAwareCostLimit } from './page-size-cost.ts';

type ArmorConfig = NonNullable<Parameters<typeof EnvelopArmorPlugin>[0]>;

/** How deep graphql's getIntrospectionQuery() goes, with any of its options: GraphiQL loads the schema with it. */
export const INTROSPECTION_MAX_DEPTH = 15;

/**
 * The query limits of an API as envelop plugins. Armor's depth and cost rules skip everything under `__schema`,
 * so a second pass counts every field, introspection included, with fragments flattened into the fields that
 * spread them: at most INTROSPECTION_MAX_DEPTH deep and within the same cost limit. The standard introspection
 * query (depth 15, cost about 15,600) passes; a deeper or wider one is refused before it runs. The alias, token
 * and directive limits already count every field. When the operation runs, the cost is weighed again with the
 * page sizes its variables give (useVariableAwareCostLimit).
 */
export function queryLimitPlugins(limits: ArmorConfig & Required<Pick<ArmorConfig, 'costLimit'>>) {
  return [
    EnvelopArmorPlugin(limits),
    EnvelopArmorPlugin({
      maxDepth: { n: INTROSPECTION_MAX_DEPTH, ignoreIntrospection: false, flattenFragments: true },
      costLimit: { ...limits.costLimit, ignoreIntrospection: false, flattenFragments: true },
      maxAliases: { enabled: false },
      maxDirectives: { enabled: false },
      maxTokens: { enabled: false },
      blockFieldSuggestion: { enabled: false },
    }),
    useVariableAwareCostLimit(limits.costLimit),
  ];
}
