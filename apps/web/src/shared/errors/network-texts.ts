/**
 * What the user reads when the server is out of reach, instead of the browser's 'Failed to fetch': what
 * happened, and what to do. (No imports: the store's first load shows these too.)
 */
export const NETWORK_ERROR_TITLE = "Can't reach the server";
export const NETWORK_ERROR_MESSAGE = "Can't reach the server. Check your internet connection and try again.";
