import { describe, expect, it } from 'vitest';
import { renderIndexHtml } from './index-html';

// The shape of the built index.html (vite build).
const template =
  '<!doctype html><html lang="fr"><head><title>Maneno</title><!--maneno:head-->' +
  '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/dist-b.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-c.css">' +
  '</head><body><div id="root"></div></body></html>';

describe('renderIndexHtml', () => {
  it('fetches the code of a page the server rendered at low priority, after its stylesheet', () => {
    const html = renderIndexHtml(template, {
      siteName: 'Maneno',
      isSignInPage: false,
      rendered: { html: '<h1>mbwa</h1>', state: {} },
    });
    expect(html).toContain('<div id="root"><h1>mbwa</h1></div>');
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/dist-b.js">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
  });

  it('leaves the code of a page the browser renders at its usual priority', () => {
    const html = renderIndexHtml(template, { siteName: 'Maneno', isSignInPage: true });
    expect(html).not.toContain('fetchpriority');
    expect(html).toContain('<meta name="maneno:page" content="sign-in" />');
  });
});
