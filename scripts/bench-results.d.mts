// Types of bench-results.mjs, for the server's TypeScript benchmarks.

/** Keeps one benchmark run in bench/results/<name>/<date>-<commit>.json. */
export function saveResults(name: string, header: string[], rows: string[][], notes?: Record<string, unknown>): void;
