// Types of start.mjs, for the TypeScript benchmarks that build what `npm start` builds.

/** Whether the web build is missing or older than its sources. */
export function webBuildIsStale(): boolean;
/** Builds the web app (apps/web/dist and dist-ssr) when it is stale; exits the process if the build fails. */
export function buildWebIfStale(): void;
