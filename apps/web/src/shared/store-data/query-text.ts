/**
 * The property under which each generated document carries its printed query (put there at build time by
 * build/gql-document-modules.ts), so the store sends queries without graphql-js's printer in its first load.
 */
export const QUERY_TEXT_PROPERTY = '__queryText';
