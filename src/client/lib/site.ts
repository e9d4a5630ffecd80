/**
 * Per-page values the server writes into the HTML head (see src/server/web/index-html.ts). They are
 * read once, at boot: the client never knows the secret sign-in path otherwise.
 */
const readMeta = (name: string) =>
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

// `let`: the server renderer, which has no page to read, names the site once (setSiteName).
export let siteName = readMeta('maneno:site-name') || 'Maneno';

/** For src/client/entry-server.tsx: the site's name from the server's own settings. */
export function setSiteName(name: string) {
  siteName = name;
}

/** The path the app was opened on when the server marked it as the sign-in page, else null. */
export const signInPath = readMeta('maneno:page') === 'sign-in' ? window.location.pathname : null;
