/** Builds the client and the server bundle when they are older than their sources; true if it built. */
export function buildIfStale(): boolean;
