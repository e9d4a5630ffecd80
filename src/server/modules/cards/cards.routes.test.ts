import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import {
  buildEnglishWord,
  buildFrenchWord,
  buildLanguage,
  buildWord,
} from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { cardRenderer } from './card-render';

const clientDir = mkdtempSync(join(tmpdir(), 'maneno-cards-'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html><html lang="fr"><head><title>Maneno</title><!--maneno:head--></head><body><div id="root"></div></body></html>',
);

const BASE = 'https://kamusi.example.org';
/** Lingala _ngɔ́mbɛ_ (cow): its page's and its card's addresses, percent-encoded as browsers send them. */
const NGOMBE_PAGE = `/word/${encodeURIComponent('ngɔ́mbɛ')}`;
const NGOMBE_CARD = `/og/word/${encodeURIComponent('ngɔ́mbɛ')}.png`;

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

/** The card address a page names, relative to the site, with `&amp;` read back as `&`. */
const cardPath = (html: string) =>
  metaContent(html, 'og:image')?.replace(BASE, '').replace(/&amp;/g, '&');

describeWithApp(
  'sharing cards',
  (ctx) => {
    const db = () => ctx.database.db;
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url, headers });

    afterEach(() => {
      vi.restoreAllMocks();
    });

    async function ngombe() {
      const lingala = await buildLanguage(db(), { name: 'Lingala', code: 'lin', isoCode: 'ln' });
      const vache = await buildFrenchWord(db(), { word: 'vache' });
      const cow = await buildEnglishWord(db(), { word: 'cow' }, vache.id);
      const word = await buildWord(db(), {
        languageId: lingala.id,
        localWord: 'ngɔ́mbɛ',
        pronunciation: 'ŋ̀gɔ́mbɛ̀',
        frenchId: vache.id,
        englishId: cow.id,
      });
      return { lingala, word };
    }

    it('draws a word page’s card as a 1200×630 PNG, named on the page with its size and text', async () => {
      const { word } = await ngombe();
      const page = (await get(NGOMBE_PAGE)).body;
      const path = cardPath(page);
      expect(path).toMatch(
        new RegExp(`^/og/word/${encodeURIComponent('ngɔ́mbɛ')}\\.png\\?v=[\\w-]{16}$`),
      );
      expect(metaContent(page, 'og:image:type')).toBe('image/png');
      expect(metaContent(page, 'og:image:width')).toBe('1200');
      expect(metaContent(page, 'og:image:height')).toBe('630');
      expect(metaContent(page, 'og:image:alt')).toBe(
        'Fiche du mot « ngɔ́mbɛ » (Lingala) — Français : vache ; Anglais : cow',
      );
      expect(metaContent(page, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(page, 'twitter:image')).toBe(metaContent(page, 'og:image'));
      expect(metaContent(page, 'twitter:image:alt')).toBe(metaContent(page, 'og:image:alt'));

      const res = await get(path!);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
      // The version the page names is the card's entity tag.
      expect(res.headers.etag).toBe(`"${new URL(path!, BASE).searchParams.get('v')}"`);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers['last-modified']).toBe(new Date(word.updatedAt).toUTCString());

      // Pages without a card of their own keep Twitter's small summary.
      const home = (await get('/')).body;
      expect(metaContent(home, 'og:image')).toBeUndefined();
      expect(metaContent(home, 'twitter:card')).toBe('summary');
    });

    it('answers 304 to a crawler holding the current card, and versions it anew when what it shows changes', async () => {
      const { lingala, word } = await ngombe();
      const url = NGOMBE_CARD;
      const first = await get(url);
      const etag = first.headers.etag as string;
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(again.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);

      // A new pronunciation, or the language renamed: another card, another version and address.
      await db()
        .update(localWords)
        .set({ pronunciation: 'ŋgɔ́mbɛ' })
        .where(eq(localWords.id, word.id));
      const edited = await get(url, { 'if-none-match': etag });
      expect(edited.statusCode).toBe(200);
      expect(edited.headers.etag).not.toBe(etag);
      expect(edited.rawPayload.equals(first.rawPayload)).toBe(false);
      await db().update(languages).set({ name: 'Ngala' }).where(eq(languages.id, lingala.id));
      const renamed = await get(url);
      expect(renamed.headers.etag).not.toBe(edited.headers.etag);
      expect(cardPath((await get(NGOMBE_PAGE)).body)).toContain(
        `v=${(renamed.headers.etag as string).slice(1, -1)}`,
      );
    });

    it('draws each card once, however often and however many at once crawlers ask', async () => {
      // A word of its own: the cache, kept by the app, may hold the other tests' cards.
      const { lingala } = await ngombe();
      await buildWord(db(), { languageId: lingala.id, localWord: 'mɔ̀tɔ', pronunciation: 'mɔ̀tɔ' });
      const render = vi.spyOn(cardRenderer, 'render');
      const url = `/og/word/${encodeURIComponent('mɔ̀tɔ')}.png`;
      const burst = await Promise.all([get(url), get(url), get(url)]);
      expect(render).toHaveBeenCalledTimes(1);
      for (const res of burst) expect(res.rawPayload.equals(burst[0]!.rawPayload)).toBe(true);
      // Any version in the address, or none, is the same card.
      expect((await get(`${url}?v=old`)).rawPayload.equals(burst[0]!.rawPayload)).toBe(true);
      expect(render).toHaveBeenCalledTimes(1);

      // English labels and order: another card.
      const english = await get(`${url}?lang=en`);
      expect(english.statusCode).toBe(200);
      expect(english.headers.etag).not.toBe(burst[0]!.headers.etag);
      expect(render).toHaveBeenCalledTimes(2);
    });

    it('names the English card on pages read in English', async () => {
      await ngombe();
      // The word's English address (decision 036), whatever the cookie says.
      const page = (await get(`/en${NGOMBE_PAGE}`, { cookie: 'maneno_lang=fr' })).body;
      const path = cardPath(page)!;
      expect(new URL(path, BASE).searchParams.get('lang')).toBe('en');
      expect(metaContent(page, 'og:image:alt')).toBe(
        'Card of the word “ngɔ́mbɛ” (Lingala) — English: cow; French: vache',
      );
      const res = await get(path);
      expect(res.headers.etag).toBe(`"${new URL(path, BASE).searchParams.get('v')}"`);
    });

    it('answers 404 for words visitors may not see and unknown ones, 400 for an unknown language', async () => {
      const { lingala } = await ngombe();
      const hidden = [
        await buildWord(db(), { languageId: lingala.id, localWord: 'simba', status: 'pending' }),
        await buildWord(db(), { languageId: lingala.id, localWord: 'twiga', status: 'rejected' }),
        await buildWord(db(), { languageId: lingala.id, localWord: 'kiboko', isDeleted: true }),
      ];
      for (const slug of [...hidden.map((w) => w.localWord), 'nothing-here']) {
        const res = await get(`/og/word/${slug}.png`);
        expect(res.statusCode, slug).toBe(404);
        expect(res.json()).toEqual({ message: 'Mot introuvable', code: 'NOT_FOUND' });
      }
      const english = await get('/og/word/nothing-here.png', { 'accept-language': 'en' });
      expect(english.json()).toMatchObject({ message: 'Word not found' });
      const bad = await get(`${NGOMBE_CARD}?lang=de`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('names no card for a word in a script the font lacks, rather than drawing empty boxes', async () => {
      const amharic = await buildLanguage(db(), { name: 'Amharic', code: 'amh', isoCode: 'am' });
      await buildWord(db(), { languageId: amharic.id, localWord: 'ሰላም' });
      const page = (await get(`/word/${encodeURIComponent('ሰላም')}`)).body;
      expect(metaContent(page, 'og:title')).toContain('ሰላም');
      expect(metaContent(page, 'og:image')).toBeUndefined();
      expect(metaContent(page, 'twitter:card')).toBe('summary');
      const res = await get(`/og/word/${encodeURIComponent('ሰላም')}.png`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Introuvable.', code: 'NOT_FOUND' });
    });

    it('finds the card of spellings with apostrophes, spaces and dots', async () => {
      const { lingala } = await ngombe();
      for (const spelling of ["ng'ombe", 'mbwa ya zamba', 'n.b']) {
        await buildWord(db(), { languageId: lingala.id, localWord: spelling });
        const page = (await get(`/word/${encodeURIComponent(spelling)}`)).body;
        const res = await get(cardPath(page)!);
        expect(res.statusCode, spelling).toBe(200);
        expect(res.headers['content-type'], spelling).toBe('image/png');
      }
    });
  },
  { PUBLIC_URL: BASE },
  { clientDir },
);
