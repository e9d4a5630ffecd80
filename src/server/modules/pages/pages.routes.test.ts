import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { localWords } from '@server/db/schema/words';
import { languages } from '@server/db/schema/languages';
import {
  buildEnglishWord,
  buildExpression,
  buildFrenchWord,
  buildLanguage,
  buildLocality,
  buildWord,
} from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import type { WordPage } from '@shared/schemas/pages';
import type { WordEntry } from '@shared/schemas/words';
import { matchAddress } from '@shared/language-addresses';
import { isPublicPage, PAGE_IDS, PAGES } from '@shared/pages';
import { sitemapFile, sitemapIndexOrPart } from './sitemap';

const clientDir = mkdtempSync(join(tmpdir(), 'maneno-pages-'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html lang="fr"><head><title>Maneno</title><!--maneno:head--></head><body><div id="root"></div></body></html>',
);

const BASE = 'https://kamusi.example.org';

/** A sitemap's addresses, each with its hreflang alternates by language. */
function sitemapUrls(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(url!)![1]!.replace(/&amp;/g, '&'),
    alternates: Object.fromEntries(
      [...url!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (m) => [m[1], m[2]!.replace(/&amp;/g, '&')],
      ),
    ),
  }));
}

/** The JSON-LD data blocks of a page, parsed. */
function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
/** A page's hreflang alternates, by language. */
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describeWithApp(
  'public pages: first HTML, sitemap, robots',
  (ctx) => {
    const db = () => ctx.database.db;
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url, headers });

    /** Swahili and Lingala both spell "mbwa"; a pending, a rejected and a deleted word too. */
    async function dictionary() {
      const swahili = await buildLanguage(db(), { name: 'Swahili', code: 'swh' });
      const lingala = await buildLanguage(db(), { name: 'Lingala', code: 'lin' });
      const place = await buildLocality(db(), { name: 'Mombasa' });
      const chien = await buildFrenchWord(db(), {
        word: 'chien',
        partOfSpeech: 'nom',
        definition: 'Mammifère domestique.',
      });
      const dog = await buildEnglishWord(db(), { word: 'dog', definition: 'A pet.' }, chien.id);
      const mbwa = await buildWord(db(), {
        languageId: swahili.id,
        localWord: 'mbwa',
        // Stored bare, as the API stores it: the page's description adds the slashes.
        pronunciation: 'ˈm̩.bwa',
        frenchId: chien.id,
        englishId: dog.id,
      });
      const mbwaLingala = await buildWord(db(), {
        languageId: lingala.id,
        localWord: 'mbwa',
        frenchId: chien.id,
      });
      const ngombe = await buildWord(db(), { languageId: lingala.id, localWord: 'ngɔ́mbɛ' });
      const pending = await buildWord(db(), {
        languageId: swahili.id,
        localWord: 'simba',
        status: 'pending',
      });
      const rejected = await buildWord(db(), {
        languageId: swahili.id,
        localWord: 'twiga',
        status: 'rejected',
      });
      const deleted = await buildWord(db(), {
        languageId: swahili.id,
        localWord: 'kiboko',
        isDeleted: true,
      });
      return { swahili, lingala, place, mbwa, mbwaLingala, ngombe, pending, rejected, deleted };
    }

    it('sends a word page with its title, description, canonical address, OpenGraph and JSON-LD', async () => {
      const { mbwa, mbwaLingala } = await dictionary();
      const res = await get('/word/mbwa');
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(title(html)).toBe('mbwa (Lingala, Swahili) : chien — Maneno');
      expect(metaContent(html, 'description')).toContain('mbwa (Lingala)');
      expect(metaContent(html, 'description')).toContain(
        'français : chien (nom) : Mammifère domestique.',
      );
      expect(html).toContain(`<link rel="canonical" href="${BASE}/word/mbwa" />`);
      expect(metaContent(html, 'og:title')).toBe(title(html));
      expect(metaContent(html, 'og:type')).toBe('article');
      expect(metaContent(html, 'og:locale')).toBe('fr_FR');

      const [data] = jsonLd(html) as { '@context': string; '@graph': Record<string, unknown>[] }[];
      expect(data!['@context']).toBe('https://schema.org');
      // Both languages' entries, each a DefinedTerm of its language's DefinedTermSet.
      expect(data!['@graph'].map((t) => t.termCode)).toEqual([mbwaLingala.code, mbwa.code]);
      for (const term of data!['@graph']) {
        expect(term).toMatchObject({ '@type': 'DefinedTerm', name: 'mbwa' });
        expect(term.inDefinedTermSet).toMatchObject({ '@type': 'DefinedTermSet' });
      }
      expect(data!['@graph'][1]!.inDefinedTermSet).toMatchObject({ name: 'Swahili — Maneno' });
      expect(data!['@graph'][1]!.description).toBe('chien : Mammifère domestique. / dog : A pet.');

      // The same page read by the client, in one request.
      const api = await get('/api/pages/word/mbwa');
      expect(api.statusCode).toBe(200);
      const page = api.json<WordPage>();
      expect(page.entries.map((e) => e.languageName)).toEqual(['Lingala', 'Swahili']);
      expect(page.entries[1]).toMatchObject({
        localities: [],
        expressions: [],
        nounClassLabel: null,
      });
    });

    it('describes each sense of a word as a DefinedTerm in its language, and names its noun class', async () => {
      const editor = await ctx.as('editor');
      const swahili = await buildLanguage(db(), { name: 'Kiswahili', code: 'swh', isoCode: 'sw' });
      const classes = await send(
        ctx.app,
        'PUT',
        `/api/languages/${swahili.id}/noun-classes`,
        editor,
        [
          { number: '1', label: 'm-/mw-', pluralNumber: '2' },
          { number: '2', label: 'wa-' },
        ],
      );
      expect(classes.statusCode, classes.body).toBe(200);
      const created = await send(ctx.app, 'POST', '/api/words', editor, {
        fields: {
          languageId: String(swahili.id),
          localWord: 'mtu',
          partOfSpeech: 'noun',
          nounClass: '1',
          senses: JSON.stringify([
            { frenchWord: 'personne', englishWord: 'person', frenchDefinition: 'Être humain.' },
            { frenchWord: 'quelqu’un', englishWord: 'someone' },
          ]),
          forms: JSON.stringify([{ kind: 'plural', form: 'watu' }]),
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { code } = created.json<WordEntry>().localWord;

      const [data] = jsonLd((await get('/word/mtu')).body) as {
        '@graph': Record<string, unknown>[];
      }[];
      expect(data!['@graph']).toEqual([
        expect.objectContaining({
          '@type': 'DefinedTerm',
          '@id': `${BASE}/word/mtu#${code}-1`,
          termCode: `${code}-1`,
          name: 'mtu',
          description: 'personne : Être humain. / person',
          inLanguage: 'sw',
        }),
        expect.objectContaining({
          '@type': 'DefinedTerm',
          '@id': `${BASE}/word/mtu#${code}-2`,
          name: 'mtu',
          description: 'quelqu’un / someone',
          inLanguage: 'sw',
        }),
      ]);

      // The page's read carries the class's label, so the page needs no other request.
      const page = (await get('/api/pages/word/mtu')).json<WordPage>();
      expect(page.entries[0]).toMatchObject({ nounClassLabel: 'm-/mw-' });
    });

    it('uses PUBLIC_URL for addresses when it is set, and decodes the slug', async () => {
      const { ngombe } = await dictionary();
      const res = await get(`/word/${encodeURIComponent('ngɔ́mbɛ')}`);
      expect(res.statusCode).toBe(200);
      expect(title(res.body)).toContain('ngɔ́mbɛ (Lingala)');
      // By id too, which words without text need.
      expect((await get(`/word/${ngombe.id}`)).statusCode).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(res.body)?.[1];
      expect(canonical).toBe(`${BASE}/word/${encodeURIComponent('ngɔ́mbɛ')}`);
    });

    it('answers 404 for unknown words and words visitors may not see, 400 for malformed slugs', async () => {
      const { pending, rejected, deleted } = await dictionary();
      for (const word of [pending, rejected, deleted]) {
        const res = await get(`/word/${word.localWord}`);
        expect(res.statusCode, word.localWord).toBe(404);
        expect(title(res.body)).toBe('Mot introuvable — Maneno');
        expect(res.body).not.toContain(word.localWord);
        expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
        expect((await get(`/api/pages/word/${word.localWord}`)).statusCode).toBe(404);
      }
      // A malformed address is refused by the router itself.
      expect((await get('/word/%E0%A4%A')).statusCode).toBe(400);
      const api = await get('/api/pages/word/nothing-here');
      expect(api.json()).toMatchObject({ message: 'Mot introuvable', code: 'NOT_FOUND' });
    });

    it('shows signed-in staff and contributors on public pages only what visitors see', async () => {
      const { swahili, pending, rejected, deleted } = await dictionary();
      const listed = (res: { json: () => unknown }) =>
        (res.json() as { data: { localWord: { localWord: string } }[] }).data.map(
          (w) => w.localWord.localWord,
        );
      for (const role of ['editor', 'contributor'] as const) {
        const cookie = await ctx.as(role);
        const asUser = (url: string) => get(url, { cookie });
        // The word page's read is the visitor's, whoever asks.
        for (const word of [pending, rejected, deleted]) {
          expect((await asUser(`/api/pages/word/${word.localWord}`)).statusCode, role).toBe(404);
        }
        // What the browse page asks for: published words only, searched or listed, and letters.
        const browse = await asUser(
          `/api/words/paginated?published=true&languageId=${swahili.id}&limit=100`,
        );
        expect(listed(browse)).toEqual(['mbwa']);
        for (const q of ['simba', 'twiga', 'kiboko']) {
          const res = await asUser(`/api/words/paginated?published=true&search=${q}`);
          expect(listed(res), `${role} ${q}`).toEqual([]);
        }
        const letters = await asUser(`/api/words/letters?published=true&languageId=${swahili.id}`);
        expect(letters.json()).toEqual({ letters: ['m'] });
      }
      // Without the flag, the back office's lists still show an editor the submissions.
      const editor = await ctx.as('editor');
      const backOffice = await get(`/api/words/paginated?languageId=${swahili.id}&limit=100`, {
        cookie: editor,
      });
      expect(listed(backOffice).sort()).toEqual(['mbwa', 'simba', 'twiga']);
    });

    it('lists the expressions that use a word, with only the words visitors may see', async () => {
      const { mbwa, pending } = await dictionary();
      await buildExpression(db(), [mbwa.id, pending.id], { expression: 'Mbwa mkali' });
      const page = (await get('/api/pages/word/mbwa')).json<WordPage>();
      const swahili = page.entries.find((e) => e.languageName === 'Swahili')!;
      expect(swahili.expressions.map((e) => e.expression)).toEqual(['Mbwa mkali']);
      expect(swahili.expressions[0]!.linkedWords.map((w) => w.localWord)).toEqual(['mbwa']);
    });

    it('escapes what users typed, in the title and in the JSON-LD', async () => {
      const swahili = await buildLanguage(db(), { name: 'Swahili' });
      const nasty = '</script><script>alert(1)</script>';
      await buildWord(db(), { languageId: swahili.id, localWord: nasty });
      const res = await get(`/word/${encodeURIComponent(nasty)}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert(1)');
      expect(title(res.body)).toContain('&lt;/script&gt;');
      const [data] = jsonLd(res.body) as { '@graph': { name: string }[] }[];
      expect(data!['@graph'][0]!.name).toBe(nasty);
    });

    it('describes the home and browse pages', async () => {
      const { swahili } = await dictionary();
      const home = await get('/');
      expect(home.statusCode).toBe(200);
      expect(title(home.body)).toBe('Maneno — Dictionnaire des langues africaines');
      // Approved words of live languages only: mbwa twice and ngɔ́mbɛ.
      expect(metaContent(home.body, 'description')).toContain('3 mots de 2 langues');
      expect(home.body).toContain(`<link rel="canonical" href="${BASE}/" />`);

      const language = await get(`/browse?language=${swahili.id}`);
      expect(title(language.body)).toBe('Mots en Swahili — Maneno');
      expect(metaContent(language.body, 'description')).toContain('1 mot en Swahili');
      expect(metaContent(language.body, 'robots')).toBeUndefined();

      const search = await get('/browse?q=mbwa');
      expect(title(search.body)).toBe('« mbwa » — Recherche — Maneno');
      expect(metaContent(search.body, 'robots')).toBeUndefined();
      expect((await get('/browse')).statusCode).toBe(200);
      expect(title((await get('/browse?language=99999')).body)).toBe('Tous les mots — Maneno');
      // One character is no search (2 needed): the page lists all words, and its head says so.
      expect(title((await get('/browse?q=m')).body)).toBe('Tous les mots — Maneno');
      // Nor is ɛ́, ɛ and a tone mark: one character once folded, as the search counts.
      expect(title((await get(`/browse?q=${encodeURIComponent('ɛ́')}`)).body)).toBe(
        'Tous les mots — Maneno',
      );
    });

    it('writes English pages at their /en addresses, whatever the cookie, each naming the other', async () => {
      const { swahili } = await dictionary();
      const english = (url: string) => get(url, { cookie: 'maneno_lang=fr' });

      const word = await english('/en/word/mbwa');
      expect(word.statusCode).toBe(200);
      expect(word.body).toContain('<html lang="en">');
      // The English gloss first where there is one; Lingala's entry has only its French.
      expect(title(word.body)).toBe('mbwa (Lingala, Swahili): chien — Maneno');
      expect(metaContent(word.body, 'description')).toBe(
        'mbwa (Lingala) — French: chien (nom): Mammifère domestique. · mbwa (Swahili) — /ˈm̩.bwa/; French: chien (nom): Mammifère domestique.; English: dog: A pet.',
      );
      expect(metaContent(word.body, 'og:locale')).toBe('en_US');
      expect(metaContent(word.body, 'og:locale:alternate')).toBe('fr_FR');
      expect(metaContent(word.body, 'og:title')).toBe(title(word.body));
      // Its own address is canonical, and both languages name each other.
      expect(canonicalOf(word.body)).toBe(`${BASE}/en/word/mbwa`);
      expect(metaContent(word.body, 'og:url')).toBe(`${BASE}/en/word/mbwa`);
      const both = {
        fr: `${BASE}/word/mbwa`,
        en: `${BASE}/en/word/mbwa`,
        'x-default': `${BASE}/word/mbwa`,
      };
      expect(alternatesOf(word.body)).toEqual(both);
      // The JSON-LD's addresses are the English ones too.
      const [data] = jsonLd(word.body) as { '@graph': Record<string, unknown>[] }[];
      expect(data!['@graph'][0]).toMatchObject({ url: `${BASE}/en/word/mbwa` });
      expect(data!['@graph'][0]!.inDefinedTermSet).toMatchObject({
        url: expect.stringMatching(new RegExp(`^${BASE}/en/browse\\?language=\\d+$`)),
      });

      // The French address stays French with an English cookie: the address chooses.
      const french = await get('/word/mbwa', { cookie: 'maneno_lang=en' });
      expect(french.body).toContain('<html lang="fr">');
      expect(title(french.body)).toBe('mbwa (Lingala, Swahili) : chien — Maneno');
      expect(metaContent(french.body, 'og:locale')).toBe('fr_FR');
      expect(metaContent(french.body, 'og:locale:alternate')).toBe('en_US');
      expect(canonicalOf(french.body)).toBe(`${BASE}/word/mbwa`);
      expect(alternatesOf(french.body)).toEqual(both);

      const home = await english('/en/');
      expect(title(home.body)).toBe('Maneno — Dictionary of African languages');
      expect(metaContent(home.body, 'description')).toMatch(
        /^Search and listen to 3 words from 2 African languages, /,
      );
      expect(metaContent(home.body, 'og:locale')).toBe('en_US');
      expect(canonicalOf(home.body)).toBe(`${BASE}/en/`);
      expect(alternatesOf(home.body)).toEqual({
        fr: `${BASE}/`,
        en: `${BASE}/en/`,
        'x-default': `${BASE}/`,
      });
      // Without its slash, the same page.
      expect(canonicalOf((await english('/en')).body)).toBe(`${BASE}/en/`);

      const language = await english(`/en/browse?language=${swahili.id}`);
      expect(title(language.body)).toBe('Words in Swahili — Maneno');
      expect(metaContent(language.body, 'description')).toMatch(
        /^1 word in Swahili in the Maneno dictionary/,
      );
      expect(canonicalOf(language.body)).toBe(`${BASE}/en/browse?language=${swahili.id}`);
      const search = await english('/en/browse?q=mbwa');
      expect(title(search.body)).toBe('“mbwa” — Search — Maneno');
      expect(alternatesOf(search.body)).toEqual({
        fr: `${BASE}/browse?q=mbwa`,
        en: `${BASE}/en/browse?q=mbwa`,
        'x-default': `${BASE}/browse?q=mbwa`,
      });
      expect(title((await english('/en/browse')).body)).toBe('All words — Maneno');

      // Not found, in English, kept out of search engines and naming no other language.
      for (const path of ['/en/word/nothing-here', '/en/nope', '/en/dashboard', '/en/words/new']) {
        const res = await english(path);
        expect(res.statusCode, path).toBe(404);
        expect(res.body, path).toContain('<html lang="en">');
        expect(res.headers['x-robots-tag'], path).toBe('noindex, nofollow');
        expect(alternatesOf(res.body), path).toEqual({});
      }
      expect(title((await english('/en/word/nothing-here')).body)).toBe('Word not found — Maneno');
      expect(title((await english('/en/nope')).body)).toBe('Page not found — Maneno');
      // Other addresses than the public pages' follow the cookie: a 404 at the root...
      expect(title((await get('/nowhere', { cookie: 'maneno_lang=en' })).body)).toBe(
        'Page not found — Maneno',
      );
      // ...and a back-office page, which has no English address.
      expect((await get('/dashboard', { cookie: 'maneno_lang=en' })).body).toContain(
        '<html lang="en">',
      );
      // Without a cookie (a crawler), French.
      expect(metaContent((await get('/')).body, 'og:locale')).toBe('fr_FR');
    });

    it('sends a first visit of the home page to the English one when the browser prefers English', async () => {
      await dictionary();
      const home = (headers: Record<string, string>) => get('/', headers);
      const vary = (res: { headers: Record<string, unknown> }) =>
        String(res.headers.vary)
          .split(/\s*,\s*/)
          .map((h) => h.toLowerCase());

      const first = await home({ 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' });
      expect(first.statusCode).toBe(302);
      expect(first.headers.location).toBe('/en/');
      expect(vary(first)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
      expect(first.headers['cache-control']).toBe('no-cache');
      // A query (a campaign's, say) goes along.
      expect((await get('/?ref=x', { 'accept-language': 'en' })).headers.location).toBe(
        '/en/?ref=x',
      );

      // The cookie wins: a visitor who chose French with the switch stays French...
      const chosen = await home({ 'accept-language': 'en', cookie: 'maneno_lang=fr' });
      expect(chosen.statusCode).toBe(200);
      expect(chosen.body).toContain('<html lang="fr">');
      expect(title(chosen.body)).toBe('Maneno — Dictionnaire des langues africaines');
      expect(vary(chosen)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
      // ...and one who chose English goes to the English home page whatever the browser says.
      expect(
        (await home({ 'accept-language': 'fr', cookie: 'maneno_lang=en' })).headers.location,
      ).toBe('/en/');
      // French, or nothing (crawlers): French, at /.
      for (const header of ['fr-FR,fr;q=0.9,en;q=0.8', 'sw, de', undefined]) {
        const res = await home(header ? { 'accept-language': header } : {});
        expect(res.statusCode, header).toBe(200);
        expect(res.body, header).toContain('<html lang="fr">');
      }
      // Following one of the site's own links (the FR switch without JavaScript sets no cookie).
      const followed = await home({ 'accept-language': 'en', 'sec-fetch-site': 'same-origin' });
      expect(followed.statusCode).toBe(200);
      expect(followed.body).toContain('<html lang="fr">');
      expect(
        (await home({ 'accept-language': 'en', 'sec-fetch-site': 'cross-site' })).statusCode,
      ).toBe(302);
      // Only the home page: another page reached from elsewhere is the one its address names.
      const word = await get('/word/mbwa', { 'accept-language': 'en' });
      expect(word.statusCode).toBe(200);
      expect(word.body).toContain('<html lang="fr">');
      const englishHome = await get('/en/', { 'accept-language': 'fr' });
      expect(englishHome.statusCode).toBe(200);
      expect(englishHome.body).toContain('<html lang="en">');
    });

    it('keeps back-office pages and the hidden sign-in page out of search engines', async () => {
      const dashboard = await get('/dashboard');
      expect(dashboard.statusCode).toBe(200);
      expect(dashboard.headers['x-robots-tag']).toBe('noindex, nofollow');
      const signIn = await get('/espace-admin');
      expect(signIn.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(signIn.body).toContain('<meta name="maneno:page" content="sign-in" />');
      expect((await get('/words/edit/3')).statusCode).toBe(200);
      expect((await get('/word/fr/3')).statusCode).toBe(200);
      expect((await get('/nowhere')).statusCode).toBe(404);
    });

    it('lists approved words in the sitemap, never pending, rejected or deleted ones', async () => {
      const { swahili, lingala, ngombe } = await dictionary();
      // A public expression, so that every kind of public page has one to list.
      await buildExpression(db(), [ngombe.id], { languageId: lingala.id, localText: 'Ngɔ́mbɛ' });
      const gone = await buildLanguage(db(), { name: 'Gone' });
      await buildWord(db(), { languageId: gone.id, localWord: 'zamani' });
      await db().update(languages).set({ isDeleted: true }).where(eq(languages.id, gone.id));

      const res = await get('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/xml/);
      const xml = res.body;
      expect(xml).toContain(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      );
      const urls = sitemapUrls(xml);
      const locs = urls.map((u) => u.loc);
      // Each page in both languages, each naming both addresses and the default (French) one.
      for (const path of [
        '/',
        `/browse?language=${swahili.id}`,
        `/browse?language=${lingala.id}`,
        '/word/mbwa',
        `/word/${encodeURIComponent(ngombe.localWord)}`,
      ]) {
        const english = path === '/' ? '/en/' : `/en${path}`;
        const alternates = {
          fr: `${BASE}${path}`,
          en: `${BASE}${english}`,
          'x-default': `${BASE}${path}`,
        };
        for (const loc of [`${BASE}${path}`, `${BASE}${english}`]) {
          expect(locs, loc).toContain(loc);
          expect(urls.find((u) => u.loc === loc)!.alternates, loc).toEqual(alternates);
        }
      }
      // One address per language for the spelling both languages share.
      expect(locs.filter((loc) => loc.endsWith('/word/mbwa'))).toEqual([
        `${BASE}/word/mbwa`,
        `${BASE}/en/word/mbwa`,
      ]);
      for (const hidden of ['simba', 'twiga', 'kiboko', 'zamani'])
        expect(xml).not.toContain(hidden);
      expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      // A word approved later appears.
      await db()
        .update(localWords)
        .set({ status: 'approved' })
        .where(eq(localWords.localWord, 'simba'));
      expect((await get('/sitemap.xml')).body).toContain('/en/word/simba<');
      // Only the registry's public pages, and all of them, in both languages.
      for (const prefix of [null, 'en']) {
        const listed = locs
          .map((loc) => matchAddress(loc.slice(BASE.length)))
          .filter((match) => match.prefix === prefix)
          .map((match) => match.page?.id);
        expect(new Set(listed), String(prefix)).toEqual(new Set(PAGE_IDS.filter(isPublicPage)));
      }
    });

    it("lists each spelling at its page's canonical address when languages write it differently", async () => {
      const lingala = await buildLanguage(db(), { name: 'Lingala' });
      const swahili = await buildLanguage(db(), { name: 'Swahili' });
      // Both ways round, so that no collation's idea of the smaller spelling picks the page's
      // first entry by chance.
      await buildWord(db(), { languageId: lingala.id, localWord: 'Mbwa' });
      await buildWord(db(), { languageId: swahili.id, localWord: 'mbwa' });
      await buildWord(db(), { languageId: lingala.id, localWord: 'paka' });
      const paka = await buildWord(db(), { languageId: swahili.id, localWord: 'Paka' });

      const xml = (await get('/sitemap.xml')).body;
      const words = [...xml.matchAll(/<loc>([^<]+\/word\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(words).toEqual([
        `${BASE}/word/Mbwa`,
        `${BASE}/en/word/Mbwa`,
        `${BASE}/word/paka`,
        `${BASE}/en/word/paka`,
      ]);
      for (const address of words) {
        const page = await get(new URL(address).pathname);
        expect(page.body).toContain(`<link rel="canonical" href="${address}" />`);
      }
      // A word addressed by its id points to its spelling's page, not to a spelling of its own.
      expect((await get(`/word/${paka.id}`)).body).toContain(
        `<link rel="canonical" href="${BASE}/word/paka" />`,
      );
    });

    it('splits the sitemap into an index and parts past the per-file limit', async () => {
      // home + 2 languages' words + the expressions (all, and 2 languages') + 2 language pages
      // + 2 spellings = 10 pages, 20 addresses in two languages
      await dictionary();
      // 5 addresses a file at most: 2 pages, each in both languages.
      const index = await sitemapIndexOrPart(db(), BASE, 5);
      expect(index).toContain('<sitemapindex');
      expect(index.match(/<sitemap>/g)).toHaveLength(5);
      expect(index).toContain(`<loc>${BASE}/sitemap-5.xml</loc>`);
      const parts = await Promise.all([1, 2, 3, 4, 5].map((n) => sitemapFile(db(), BASE, n, 5)));
      const perPart = parts.map((p) => sitemapUrls(p!).map((u) => u.loc));
      expect(perPart.map((locs) => locs.length)).toEqual([4, 4, 4, 4, 4]);
      const locs = perPart.flat();
      expect(new Set(locs).size).toBe(20);
      expect(await sitemapFile(db(), BASE, 6, 5)).toBeNull();
      expect((await get('/sitemap-1.xml')).statusCode).toBe(200);
      expect((await get('/sitemap-2.xml')).statusCode).toBe(404);
      expect((await get('/sitemap-0.xml')).statusCode).toBe(400);
    });

    it('keeps crawlers out of the back office in robots.txt without naming the sign-in path', async () => {
      const res = await get('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/plain/);
      const lines = res.body.split('\n');
      for (const path of [
        '/api/',
        '/dashboard',
        '/words',
        '/expressions',
        '/moderation',
        '/users',
        '/word/fr/',
        '/word/en/',
        '/change-password',
      ]) {
        expect(lines).toContain(`Disallow: ${path}`);
      }
      expect(lines).not.toContain('Disallow: /words/new');
      expect(lines).not.toContain('Disallow: /word/');
      expect(res.body).not.toContain('espace-admin');
      expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
      // Every back-office page of the registry is covered by a rule, no public page is.
      const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice(10));
      for (const id of PAGE_IDS) {
        const path = PAGES[id].path.replace(/:\w+/g, '12');
        expect(
          disallowed.some((prefix) => path.startsWith(prefix)),
          id,
        ).toBe(!isPublicPage(id));
      }
    });

    it('compresses pages and answers for clients that accept it', async () => {
      await dictionary();
      const res = await get('/api/pages/word/mbwa', { 'accept-encoding': 'br, gzip' });
      expect(res.headers['content-encoding']).toBe('br');
      const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as WordPage;
      expect(body.entries).toHaveLength(2);
    });
  },
  { PUBLIC_URL: BASE },
  { clientDir },
);

/** Headers a client may set to name another site as the one it asked. */
const HOSTILE = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

describeWithApp(
  'public pages without PUBLIC_URL',
  (ctx) => {
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: HOSTILE });
    /** What the server listens on, as its start banner prints it (HOST 0.0.0.0, PORT 3000). */
    const LOCAL = 'http://localhost:3000';

    it('names the address it listens on in sitemaps and robots.txt, never the Host header', async () => {
      const swahili = await buildLanguage(ctx.database.db, { name: 'Swahili', code: 'swh' });
      await buildWord(ctx.database.db, { languageId: swahili.id, localWord: 'mbwa' });
      for (const path of ['/sitemap.xml', '/sitemap-1.xml', '/robots.txt']) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(200);
        expect(res.body, path).not.toContain('evil.example');
      }
      expect((await get('/sitemap.xml')).body).toContain(`<loc>${LOCAL}/word/mbwa</loc>`);
      expect((await get('/robots.txt')).body).toContain(`Sitemap: ${LOCAL}/sitemap.xml`);
    });

    it('gives a page that address in its canonical link, OpenGraph and JSON-LD', async () => {
      const swahili = await buildLanguage(ctx.database.db, { name: 'Swahili', code: 'swh' });
      await buildWord(ctx.database.db, { languageId: swahili.id, localWord: 'mbwa' });
      for (const path of ['/', '/browse', '/word/mbwa']) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(200);
        expect(res.body, path).not.toContain('evil.example');
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(res.body)?.[1];
        expect(canonical, path).toBe(`${LOCAL}${path}`);
        expect(metaContent(res.body, 'og:url'), path).toBe(canonical);
      }
      const word = (await get('/word/mbwa')).body;
      expect(JSON.stringify(jsonLd(word))).toContain(`${LOCAL}/`);
    });
  },
  {},
  { clientDir },
);
