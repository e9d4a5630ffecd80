/*
 * The public pages' titles, in either interface language. The server writes them into the first
 * HTML (modules/pages) and the client sets the same ones after hydrating and on later navigations
 * (lib/use-document-title.ts): one function, so the title never changes as the browser takes over.
 */
import { enPublic } from './i18n/en-public';
import { fill } from './i18n/fill';
import { frPublic } from './i18n/fr-public';
import type { Language } from './i18n/languages';

const catalogs = { fr: frPublic, en: enPublic };

/** A page's own title followed by the site's name, or the site's name alone. */
export const titled = (siteName: string, title?: string) =>
  title ? `${title} — ${siteName}` : siteName;

/** Cut at a word boundary with an ellipsis (search engines show about 160 characters). */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.—-]+$/, '')}…`;
}

/** What a word page's title names: the first entry, and the languages of all. */
export interface TitledEntry {
  localWord: { localWord: string };
  languageName: string;
  frenchWord: { word: string } | null;
  englishWord: { word: string } | null;
}

export type PublicPage =
  | { page: 'home' }
  /** `q`: the search as the page runs it ('' below 2 characters). */
  | { page: 'browse'; q: string; languageName?: string }
  | { page: 'word'; entries: [TitledEntry, ...TitledEntry[]] }
  | { page: 'word-not-found' }
  /** `q` as for browse. */
  | { page: 'expressions'; q: string; languageName?: string }
  /** `text`: the expression's text (or its local text). */
  | { page: 'expression'; text: string; languageName: string | null }
  | { page: 'expression-not-found' }
  | { page: 'language'; languageName: string }
  | { page: 'language-not-found' }
  | { page: 'not-found' };

export function publicPageTitle(language: Language, siteName: string, page: PublicPage): string {
  const strings = catalogs[language];
  switch (page.page) {
    case 'home':
      return fill(strings.head.home, { siteName });
    case 'browse':
      if (page.q) return titled(siteName, fill(strings.head.browseSearch, { q: clip(page.q, 60) }));
      if (page.languageName) {
        return titled(
          siteName,
          fill(strings.browse.titleLanguage, { language: page.languageName }),
        );
      }
      return titled(siteName, strings.head.browseAll);
    case 'word': {
      const [first] = page.entries;
      // The gloss in the reader's language first.
      const glosses = [first.frenchWord?.word, first.englishWord?.word];
      const meanings = (language === 'en' ? glosses.reverse() : glosses).filter(Boolean).join(', ');
      const params = {
        word: first.localWord.localWord,
        languages: page.entries.map((e) => e.languageName).join(', '),
        meanings,
      };
      return titled(
        siteName,
        fill(meanings ? strings.head.wordMeanings : strings.head.word, params),
      );
    }
    case 'word-not-found':
      return titled(siteName, strings.wordPage.notFound);
    case 'expressions':
      if (page.q) {
        return titled(siteName, fill(strings.head.expressionsSearch, { q: clip(page.q, 60) }));
      }
      if (page.languageName) {
        return titled(
          siteName,
          fill(strings.head.expressionsLanguage, { language: page.languageName }),
        );
      }
      return titled(siteName, strings.head.expressions);
    case 'expression': {
      const text = clip(page.text, 70);
      return titled(
        siteName,
        page.languageName
          ? fill(strings.head.expression, { text, language: page.languageName })
          : text,
      );
    }
    case 'expression-not-found':
      return titled(siteName, strings.head.expressionNotFound);
    case 'language':
      return titled(siteName, fill(strings.head.language, { language: page.languageName }));
    case 'language-not-found':
      return titled(siteName, strings.languagePage.notFound);
    case 'not-found':
      return titled(siteName, strings.notFound.title);
  }
}
