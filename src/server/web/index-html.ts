import type { Preferences } from '@shared/preferences';

/** What a page's first HTML says about it, for link previews and crawlers (no JavaScript run). */
export interface PageHead {
  title: string;
  description?: string;
  /** Absolute URL of the page's address in its language. */
  canonical?: string;
  /** The page's address in each language, and `x-default` (decision 036). */
  alternates?: { hreflang: string; href: string }[];
  /** e.g. 'noindex, nofollow' for pages that must stay out of search engines. */
  robots?: string;
  openGraph?: {
    type: 'website' | 'article';
    title: string;
    description?: string;
    url: string;
    siteName: string;
    /** e.g. fr_FR */
    locale: string;
    /** The locales of the page's other languages, e.g. en_US. */
    alternateLocales?: string[];
  };
  /** A schema.org object, written as a JSON-LD data block (not executed, so CSP allows it). */
  jsonLd?: unknown;
  /** The picture link previews show (og:image); with it, Twitter's large-image card. */
  image?: PageImage;
}

export interface PageImage {
  /** Absolute URL. */
  url: string;
  type: string;
  width: number;
  height: number;
  /** What the picture shows, for those who cannot see it. */
  alt: string;
}

export interface IndexHtmlOptions {
  siteName: string;
  /** True only on ADMIN_PATH: the client then shows the sign-in page. The path itself is never sent. */
  isSignInPage: boolean;
  head?: PageHead;
  /** The interface language and theme the page is sent in (<html lang> and the dark class). */
  preferences?: Preferences;
  /** A page the server rendered (decision 014): its HTML and the reads behind it. */
  rendered?: { html: string; state: unknown };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON inside <script>: `<` is escaped so that no value can close the element ("</script>") or
 * open a comment, and U+2028/2029 so that older parsers read it as JSON.
 */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
  content === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** og:image and its Twitter counterparts; without a picture, Twitter's small summary card. */
function imageTags(image: PageImage | undefined): string[] {
  if (!image) return [meta('name', 'twitter:card', 'summary')];
  return [
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:type', image.type),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
  ];
}

function headTags(head: PageHead): string {
  const og = head.openGraph;
  return [
    meta('name', 'description', head.description),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    ...(head.alternates ?? []).map(
      (a) =>
        `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" />`,
    ),
    meta('name', 'robots', head.robots),
    ...(og
      ? [
          meta('property', 'og:type', og.type),
          meta('property', 'og:site_name', og.siteName),
          meta('property', 'og:title', og.title),
          meta('property', 'og:description', og.description),
          meta('property', 'og:url', og.url),
          meta('property', 'og:locale', og.locale),
          ...(og.alternateLocales ?? []).map((l) => meta('property', 'og:locale:alternate', l)),
          ...imageTags(head.image),
        ]
      : []),
    head.jsonLd === undefined
      ? ''
      : `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`,
  ].join('');
}

/** Fills the placeholders of index.html with per-request values, without inline script (CSP). */
export function renderIndexHtml(
  template: string,
  { siteName, isSignInPage, head, preferences, rendered }: IndexHtmlOptions,
) {
  const tags = [
    `<meta name="maneno:site-name" content="${escapeHtml(siteName)}" />`,
    isSignInPage ? '<meta name="maneno:page" content="sign-in" />' : '',
    head ? headTags(head) : '',
  ].join('');
  const title = escapeHtml(head?.title ?? siteName);
  let html = template
    .replace('<!--maneno:head-->', () => tags)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  if (preferences) {
    const dark = preferences.theme === 'dark' ? ' class="dark"' : '';
    html = html.replace(
      /<html lang="[^"]*">/,
      () => `<html lang="${preferences.language}"${dark}>`,
    );
  }
  if (rendered) {
    // A JSON data block is not executed, so the Content-Security-Policy needs no inline script.
    const state = `<script type="application/json" id="maneno-state">${jsonForScript(rendered.state)}</script>`;
    html = html
      .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>${state}`)
      // The page is already there to read: its code only makes it interactive, so it yields the
      // connection to the stylesheet, which the first paint waits for.
      .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  }
  return html;
}
