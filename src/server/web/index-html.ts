export interface IndexHtmlOptions {
  siteName: string;
  /** True only on ADMIN_PATH: the client then shows the sign-in page. The path itself is never sent. */
  isSignInPage: boolean;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Fills the placeholders of index.html with per-request values, without inline script (CSP). */
export function renderIndexHtml(template: string, { siteName, isSignInPage }: IndexHtmlOptions) {
  const meta = [
    `<meta name="maneno:site-name" content="${escapeAttr(siteName)}" />`,
    isSignInPage ? '<meta name="maneno:page" content="sign-in" />' : '',
  ].join('');
  return template
    .replace('<!--maneno:head-->', meta)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(siteName)}</title>`);
}
