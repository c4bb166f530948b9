// Types of chromium.mjs, for the TypeScript browser tests.

export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: readonly string[];
