/** Builds the client and the server bundle when they are older than their sources; true if it built. */
export function buildIfStale(): boolean;
/** Whether dist/ holds a build of the sources as they are now. */
export function isBuildFresh(): boolean;
