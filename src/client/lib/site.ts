/**
 * Per-page values the server writes into the HTML head (see src/server/web/index-html.ts). They are
 * read once, at boot: the client never knows the secret sign-in path otherwise.
 */
const readMeta = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

export const siteName = readMeta('maneno:site-name') || 'Maneno';

/** The path the app was opened on when the server marked it as the sign-in page, else null. */
export const signInPath = readMeta('maneno:page') === 'sign-in' ? window.location.pathname : null;
