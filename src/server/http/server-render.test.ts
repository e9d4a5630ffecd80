import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { renderPage } from '@client/entry-server';
import {
  buildEnglishWord,
  buildFrenchWord,
  buildLanguage,
  buildLocality,
  buildWord,
} from '@server/test/factories';
import { wordPath } from '@shared/pages';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import type { PageRenderer } from './client-app';

// The shape of the built index.html: what the server fills in.
const clientDir = mkdtempSync(join(tmpdir(), 'maneno-ssr-'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html>\n<html lang="fr">\n<head><title>Maneno</title><!--maneno:head--></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);

/** What the server put inside <div id="root"> (empty when the browser is left to render). */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
const stateOf = (html: string) => {
  const json = /<script type="application\/json" id="maneno-state">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  return json === undefined
    ? undefined
    : (JSON.parse(json) as { queries: { queryKey: unknown[] }[] });
};
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0];

describeWithApp(
  'public pages rendered on the server',
  (ctx) => {
    const db = () => ctx.database.db;
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url, headers });

    async function dictionary() {
      const swahili = await buildLanguage(db(), { name: 'Swahili', code: 'swh', isoCode: 'sw' });
      await buildLocality(db(), { name: 'Mombasa' });
      const chien = await buildFrenchWord(db(), { word: 'chien', partOfSpeech: 'nom' });
      const dog = await buildEnglishWord(db(), { word: 'dog' }, chien.id);
      const mbwa = await buildWord(
        db(),
        { languageId: swahili.id, localWord: 'mbwa', frenchId: chien.id, englishId: dog.id },
        [{ text: 'Nina mbwa mmoja.', translation: "J'ai un chien." }],
      );
      const pending = await buildWord(db(), {
        languageId: swahili.id,
        localWord: 'simba',
        status: 'pending',
      });
      return { swahili, mbwa, pending };
    }

    it('sends the home page with its statistics and languages, and the reads behind them', async () => {
      await dictionary();
      const res = await get('/');
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toContain('Cookie');
      const root = rootOf(res.body);
      expect(root).toContain('<h1');
      expect(root).toContain('Maneno');
      expect(root).toContain('Préserver l&#x27;héritage africain, un mot à la fois');
      expect(root).toContain('Swahili');
      // One word, one language: the strip counts approved words only, in the singular.
      expect(root).toMatch(/>1<\/span>.*?>mot</s);
      expect(root).not.toContain('simba');
      expect(htmlTag(res.body)).toBe('<html lang="fr">');
      const keys = stateOf(res.body)!.queries.map((q) => q.queryKey[0]);
      expect(keys.sort()).toEqual(['/api/languages', '/api/public/stats']);
    });

    it('sends a word page and a search in the language of their address, in the visitor’s theme', async () => {
      await dictionary();
      const word = await get('/word/mbwa', { cookie: 'maneno_lang=en' });
      // At the root, French whatever the cookie says.
      expect(htmlTag(word.body)).toBe('<html lang="fr">');
      expect(rootOf(word.body)).toContain('Nina mbwa mmoja.');
      expect(rootOf(word.body)).toContain('chien');

      const search = await get('/en/browse?q=MBWA', {
        cookie: 'maneno_lang=fr; maneno_theme=dark',
      });
      expect(search.statusCode).toBe(200);
      expect(htmlTag(search.body)).toBe('<html lang="en" class="dark">');
      const root = rootOf(search.body);
      expect(root).toContain('Results for');
      expect(root).toContain('mbwa');
      expect(root).toContain('dog');
      // Its links stay at the English addresses (the router's basename), the search form too...
      expect(root).toContain('href="/en/word/mbwa"');
      expect(root).toContain('action="/en/browse"');
      const switches = /href="[^"]*" hrefLang="\w+"/g;
      expect(root.replace(switches, '')).not.toMatch(/(href|action)="\/(word|browse)/);
      // ...but the language switch, which leads to this page's French address.
      expect(root).toContain('href="/browse?q=MBWA" hrefLang="fr"');
      expect(root).toContain('href="/en/browse?q=MBWA" hrefLang="en"');
      // The same reads as at the French address: the browser's cache starts from them.
      const keys = stateOf(search.body)!.queries.map((q) => q.queryKey[0]);
      expect(keys.sort()).toEqual(['/api/languages', '/api/words/paginated']);

      const englishWord = await get('/en/word/mbwa');
      expect(htmlTag(englishWord.body)).toBe('<html lang="en">');
      expect(rootOf(englishWord.body)).toContain('Nina mbwa mmoja.');
      expect(rootOf(englishWord.body)).toContain('href="/en/browse"');
      // Unknown cookie values fall back to the defaults.
      const odd = await get('/', { cookie: 'maneno_lang=xx; maneno_theme=pink' });
      expect(htmlTag(odd.body)).toBe('<html lang="fr">');
    });

    it('leaves an unknown English address to the browser, with a 404 in English', async () => {
      for (const path of ['/en/nope', '/en/dashboard']) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(404);
        expect(htmlTag(res.body), path).toBe('<html lang="en">');
        expect(res.body, path).toContain('<div id="root"></div>');
      }
    });

    it('sends words spelled with ɛ, ɔ, ŋ, tone marks, an apostrophe or a space', async () => {
      const lingala = await buildLanguage(db(), { name: 'Lingala', code: 'lin', isoCode: 'ln' });
      // Precomposed and combining tone marks alike: a slug must survive both.
      const spellings = ['ngɔ́mbɛ', 'mɔ̀tɔ', 'ŋgɔ́mbɛ', "ng'ombe", 'mbwa ya zamba', 'nsɛ̂'];
      for (const localWord of spellings) {
        await buildWord(db(), { languageId: lingala.id, localWord });
      }
      for (const localWord of spellings) {
        const res = await get(wordPath(localWord));
        expect(res.statusCode, localWord).toBe(200);
        const root = rootOf(res.body);
        // React escapes the apostrophe in text.
        expect(root, localWord).toContain(localWord.replace("'", '&#x27;'));
        expect(root, localWord).toContain('<h1');
      }
    });

    it('sends a word of several senses with its grammar and plural, from the page’s one read', async () => {
      const editor = await ctx.as('editor');
      const swahili = await buildLanguage(db(), { name: 'Swahili', code: 'swh', isoCode: 'sw' });
      await send(ctx.app, 'PUT', `/api/languages/${swahili.id}/noun-classes`, editor, [
        { number: '1', label: 'm-/mw-' },
      ]);
      const created = await send(ctx.app, 'POST', '/api/words', editor, {
        fields: {
          languageId: String(swahili.id),
          localWord: 'mtu',
          partOfSpeech: 'noun',
          nounClass: '1',
          senses: JSON.stringify([
            { frenchWord: 'personne', englishWord: 'person' },
            { frenchWord: 'quelqu’un', englishWord: 'someone' },
          ]),
          forms: JSON.stringify([{ kind: 'plural', form: 'watu', pronunciation: 'ˈwatu' }]),
        },
      });
      expect(created.statusCode, created.body).toBe(201);

      const res = await get('/word/mtu');
      const root = rootOf(res.body);
      expect(root).toContain('classe 1 · m-/mw-');
      expect(root).toMatch(/>1\.<.*personne.*>2\.<.*someone/s);
      expect(root).toContain('Pluriel :');
      expect(root).toContain('ˈwatu');
      const keys = stateOf(res.body)!.queries.map((q) => q.queryKey[0]);
      expect(keys).toEqual(['/api/pages/word']);
    });

    it('renders what the visitor may see: no pending word for anonymous visitors', async () => {
      const { pending, swahili } = await dictionary();
      const missing = await get(`/word/${pending.localWord}`);
      expect(missing.statusCode).toBe(404);
      // "Not found", not the pending word: no entry, no suggestion of it.
      const root = rootOf(missing.body);
      expect(root).toContain('Mot introuvable');
      expect(root).not.toContain('<article');
      // The language switch leads to this same address in each language; nothing else to the word.
      const switches = /href="[^"]*" hrefLang="\w+"/g;
      expect(root.replace(switches, '')).not.toContain(`href="/word/${pending.localWord}"`);
      const language = await get(`/browse?language=${swahili.id}`);
      expect(rootOf(language.body)).toContain('mbwa');
      expect(rootOf(language.body)).not.toContain('simba');
    });

    it('sends an unknown word as a 404 with the words the search suggests, and a search box', async () => {
      await dictionary();
      const res = await get('/word/mbwaa');
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      const root = rootOf(res.body);
      expect(root).toContain('<h1 id="word-not-found"');
      expect(root).toContain('Mot introuvable');
      expect(root).toContain('Vouliez-vous dire :');
      // One typo away: mbwa, a link to its page.
      expect(root).toMatch(/<a [^>]*href="\/word\/mbwa"[^>]*>.*?mbwa.*?<\/a>/s);
      expect(root).toMatch(/<input[^>]*name="q"[^>]*value="mbwaa"/);
      const keys = stateOf(res.body)!.queries.map((q) => q.queryKey);
      expect(keys).toEqual([
        ['/api/pages/word', 'mbwaa'],
        ['/api/words/paginated', 'suggestions', 'mbwaa'],
      ]);

      // Nothing close: said so, still a 404.
      const far = await get('/en/word/zzqqxx');
      expect(far.statusCode).toBe(404);
      expect(rootOf(far.body)).toContain('No word close to “zzqqxx” in the dictionary.');
    });

    it('sends a search with as many results as the address says were loaded', async () => {
      const { swahili } = await dictionary();
      for (let i = 1; i <= 25; i++) {
        await buildWord(db(), {
          languageId: swahili.id,
          localWord: `neno${String(i).padStart(2, '0')}`,
        });
      }
      const first = rootOf((await get('/browse?q=neno')).body);
      expect(first.match(/<article/g)).toHaveLength(20);
      expect(first).toContain('Afficher plus de mots');

      const res = await get('/browse?q=neno&shown=40');
      expect(res.statusCode).toBe(200);
      const root = rootOf(res.body);
      expect(root.match(/<article/g)).toHaveLength(25);
      expect(root).toContain('neno25');
      expect(root).not.toContain('Afficher plus de mots');
      const [words] = stateOf(res.body)!.queries.filter((q) => q.queryKey[1] === 'browse');
      expect(
        (words as unknown as { state: { data: { pages: unknown[] } } }).state.data.pages,
      ).toHaveLength(2);
      // The canonical address is the search's, whatever was loaded.
      expect(res.body).toMatch(/rel="canonical" href="[^"]*\/browse\?q=neno"/);
    });

    it('says why a one-letter search is not run, in the first HTML', async () => {
      await dictionary();
      const root = rootOf((await get('/browse?q=m')).body);
      expect(root).toContain('La recherche commence à 2 caractères : « m » est trop court.');
    });

    it('keeps what people typed inert, in the page and in the state block', async () => {
      const { swahili } = await dictionary();
      await buildWord(db(), {
        languageId: swahili.id,
        localWord: 'hatari',
        notes: '</script><script>alert(1)</script><img src=x onerror=alert(2)>',
      });
      const res = await get('/word/hatari');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body).not.toContain('<img src=x');
      expect(rootOf(res.body)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
      expect(JSON.stringify(stateOf(res.body))).toContain('</script><script>alert(1)</script>');
    });

    it('leaves back-office pages and the sign-in page to the browser', async () => {
      for (const path of ['/dashboard', '/words', ctx.env.ADMIN_PATH]) {
        const res = await get(path);
        expect(rootOf(res.body), path).toBe('');
        expect(res.body, path).toContain('<div id="root"></div>');
      }
    });
  },
  {},
  { clientDir, renderPage },
);

const failing: PageRenderer = () => Promise.reject(new Error('renderer broke'));

describeWithApp(
  'a server renderer that fails',
  (ctx) => {
    it('costs nothing but the rendering: the page is sent for the browser to render', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<title>');
    });
  },
  {},
  { clientDir, renderPage: failing },
);
