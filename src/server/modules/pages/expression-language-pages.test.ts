import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { renderPage } from '@client/entry-server';
import { languages } from '@server/db/schema/languages';
import { audioIsVisible } from '@server/modules/audio/audio.repository';
import {
  buildCountry,
  buildExpression,
  buildLanguage,
  buildLocality,
  buildWord,
} from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import type { Expression, PaginatedExpressions } from '@shared/schemas/expressions';
import type { ExpressionPage, LanguagePage } from '@shared/schemas/pages';
import type { PublicStats } from '@shared/schemas/stats';
import { sitemapIndexOrPart } from './sitemap';

const clientDir = mkdtempSync(join(tmpdir(), 'maneno-expression-pages-'));
writeFileSync(
  join(clientDir, 'index.html'),
  '<!doctype html>\n<html lang="fr">\n<head><title>Maneno</title><!--maneno:head--></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);

const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describeWithApp(
  'public expressions and language pages',
  (ctx) => {
    const db = () => ctx.database.db;
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url, headers });

    /**
     * Lingala (with a tag, spoken in two countries) and a language without a tag; expressions
     * public and not, by the rule of decision 038.
     */
    async function dictionary() {
      const congo = await buildCountry(db(), {
        name: 'Democratic Republic of the Congo',
        nameFr: 'République démocratique du Congo',
        iso2: 'CD',
        iso3: 'COD',
      });
      const brazzaville = await buildCountry(db(), {
        name: 'Republic of the Congo',
        nameFr: 'République du Congo',
        iso2: 'CG',
        iso3: 'COG',
      });
      const kinshasa = await buildLocality(db(), { name: 'Kinshasa', countryId: congo.id });
      const bzv = await buildLocality(db(), { name: 'Brazzaville', countryId: brazzaville.id });
      const lingala = await buildLanguage(db(), { name: 'Lingala', isoCode: 'ln' }, [
        kinshasa.id,
        bzv.id,
      ]);
      const untagged = await buildLanguage(db(), { name: 'Kikongo' });
      const mai = await buildWord(db(), {
        languageId: lingala.id,
        localWord: 'mái',
        audioUrl: '/api/audio/files/mai.webm',
      });
      const bomoi = await buildWord(db(), { languageId: lingala.id, localWord: 'bomɔ́i' });
      const pending = await buildWord(db(), {
        languageId: lingala.id,
        localWord: 'ngɔ́mbɛ',
        status: 'pending',
      });
      const rejected = await buildWord(db(), {
        languageId: lingala.id,
        localWord: 'nzɔ́kú',
        status: 'rejected',
      });
      // Public: it links a published word.
      const water = await buildExpression(db(), [mai.id, bomoi.id, pending.id], {
        languageId: lingala.id,
        localityId: kinshasa.id,
        localText: 'Mái ezalí bomɔ́i',
        expression: 'Mai ezali bomoi',
        description: "L'eau, c'est la vie.",
        audio1Url: '/api/audio/files/water-1.webm',
        audio2Url: '/api/audio/files/water-2.webm',
      });
      // Public: no word at all, but a live language.
      const wordless = await buildExpression(db(), [], {
        languageId: untagged.id,
        localText: 'Nzambi ke na beto',
        audio1Url: '/api/audio/files/wordless.webm',
      });
      // Hidden: only a pending and a rejected word.
      const unpublished = await buildExpression(db(), [pending.id, rejected.id], {
        languageId: lingala.id,
        localText: 'Ngɔ́mbɛ na nzɔ́kú',
        audio1Url: '/api/audio/files/unpublished.webm',
      });
      // Hidden: no word and no language.
      const orphan = await buildExpression(db(), [], { localText: 'Sans langue ni mot' });
      // Hidden: deleted.
      const deleted = await buildExpression(db(), [mai.id], {
        languageId: lingala.id,
        localText: 'Mái ya kala',
        isDeleted: true,
      });
      return { lingala, untagged, mai, water, wordless, unpublished, orphan, deleted };
    }

    it('lists only the public expressions, searched with folding and by language, paged', async () => {
      const { lingala, untagged, water, wordless } = await dictionary();
      const all = (await get('/api/public/expressions')).json<PaginatedExpressions>();
      expect(all.data.map((e) => e.id).sort()).toEqual([water.id, wordless.id].sort());
      expect(all.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
      // Visitors see the published words only.
      const shown = all.data.find((e) => e.id === water.id)!;
      expect(shown.linkedWords.map((w) => w.localWord)).toEqual(['bomɔ́i', 'mái']);

      // Typed without tones nor ɔ, found all the same.
      const searched = (await get('/api/public/expressions?q=BOMOI')).json<PaginatedExpressions>();
      expect(searched.data.map((e) => e.id)).toEqual([water.id]);
      // A hidden expression is not found by its text either.
      const hidden = (await get('/api/public/expressions?q=nzoku')).json<PaginatedExpressions>();
      expect(hidden.pagination.total).toBe(0);

      const ofLingala = await get(`/api/public/expressions?language=${lingala.id}`);
      expect(ofLingala.json<PaginatedExpressions>().data.map((e) => e.id)).toEqual([water.id]);
      const ofUntagged = await get(`/api/public/expressions?language=${untagged.id}`);
      expect(ofUntagged.json<PaginatedExpressions>().data.map((e) => e.id)).toEqual([wordless.id]);

      const second = await get('/api/public/expressions?limit=10&page=2');
      expect(second.json<PaginatedExpressions>()).toMatchObject({
        data: [],
        pagination: { page: 2, limit: 10, total: 2, totalPages: 1 },
      });
      // The home page counts what the list shows.
      expect((await get('/api/public/stats')).json<PublicStats>().expressionsCount).toBe(2);
    });

    it('answers 400 for bad queries and 404 for an expression visitors may not see', async () => {
      const { water, unpublished, orphan, deleted } = await dictionary();
      for (const url of [
        '/api/public/expressions?limit=7',
        '/api/public/expressions?page=0',
        '/api/public/expressions?language=abc',
        '/api/public/expressions/abc',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
      const one = await get(`/api/public/expressions/${water.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json<Expression>().localText).toBe('Mái ezalí bomɔ́i');
      for (const id of [unpublished.id, orphan.id, deleted.id, 999_999]) {
        const res = await get(`/api/public/expressions/${id}`);
        expect(res.statusCode, String(id)).toBe(404);
        expect(res.json()).toEqual({ message: 'Expression introuvable', code: 'NOT_FOUND' });
        expect((await get(`/api/pages/expression/${id}`)).statusCode).toBe(404);
      }
      // Staff still see them all in the back office.
      const editor = await ctx.as('editor');
      const admin = await send(ctx.app, 'GET', `/api/expressions/${unpublished.id}`, editor);
      expect(admin.statusCode).toBe(200);
    });

    it('serves a recording to visitors only while its expression is public', async () => {
      const { water, unpublished } = await dictionary();
      const editor = await ctx.createUser({ role: 'editor' });
      expect(await audioIsVisible(db(), water.audio2Url!, null)).toBe(true);
      expect(await audioIsVisible(db(), unpublished.audio1Url, null)).toBe(false);
      expect(await audioIsVisible(db(), unpublished.audio1Url, editor)).toBe(true);
    });

    it('reads the expression page with its slug and language code', async () => {
      const { water, lingala } = await dictionary();
      const page = (await get(`/api/pages/expression/${water.id}`)).json<ExpressionPage>();
      expect(page.slug).toBe('mai-ezali-bomoi');
      expect(page.languageCode).toBe('ln');
      expect(page.expression.languageId).toBe(lingala.id);
    });

    it('server-renders the expression page, moves a wrong slug for good, and 404s the others', async () => {
      const { water, unpublished } = await dictionary();
      const res = await get(`/expression/${water.id}-mai-ezali-bomoi`);
      expect(res.statusCode).toBe(200);
      const root = decode(rootOf(res.body));
      expect(root).toContain('Mái ezalí bomɔ́i');
      expect(root).toContain("L'eau, c'est la vie.");
      expect(root).toContain('href="/word/b');
      expect(root).toContain('href="/language/ln"');
      expect(root).not.toContain('ngɔ́mbɛ');
      expect(res.body).toContain('<title>Mái ezalí bomɔ́i (Lingala) — Maneno</title>');
      const base = canonicalOf(res.body)!.replace(/\/expression\/.*$/, '');
      expect(canonicalOf(res.body)).toBe(`${base}/expression/${water.id}-mai-ezali-bomoi`);
      expect(alternatesOf(res.body)).toEqual({
        fr: `${base}/expression/${water.id}-mai-ezali-bomoi`,
        en: `${base}/en/expression/${water.id}-mai-ezali-bomoi`,
        'x-default': `${base}/expression/${water.id}-mai-ezali-bomoi`,
      });
      expect(res.body).toContain('<meta property="og:type" content="article" />');
      const [ld] = jsonLd(res.body);
      expect(ld).toMatchObject({
        '@type': 'Quotation',
        text: 'Mái ezalí bomɔ́i',
        alternateName: 'Mai ezali bomoi',
        inLanguage: 'ln',
      });

      const english = await get(`/en/expression/${water.id}-mai-ezali-bomoi`);
      expect(english.statusCode).toBe(200);
      expect(rootOf(english.body)).toContain('Words it uses');
      expect(canonicalOf(english.body)).toBe(`${base}/en/expression/${water.id}-mai-ezali-bomoi`);

      for (const [wrong, to] of [
        [`/expression/${water.id}-old-text`, `/expression/${water.id}-mai-ezali-bomoi`],
        [`/expression/${water.id}`, `/expression/${water.id}-mai-ezali-bomoi`],
        [`/en/expression/${water.id}-x`, `/en/expression/${water.id}-mai-ezali-bomoi`],
      ]) {
        const moved = await get(wrong!);
        expect(moved.statusCode, wrong).toBe(301);
        expect(moved.headers.location).toBe(to);
      }

      for (const path of [
        `/expression/${unpublished.id}-ngombe`,
        '/expression/999999',
        '/expression/nope',
      ]) {
        const missing = await get(path);
        expect(missing.statusCode, path).toBe(404);
        expect(missing.body).toContain('noindex');
        const root404 = decode(rootOf(missing.body));
        expect(root404, path).toContain('Expression introuvable');
        expect(root404).toContain('action="/browse/expressions"');
      }
    });

    it('server-renders the list with its search and pager in the address', async () => {
      const { water, lingala } = await dictionary();
      const res = await get(`/browse/expressions?q=bomoi&language=${lingala.id}`);
      expect(res.statusCode).toBe(200);
      const root = decode(rootOf(res.body));
      expect(root).toContain('Mái ezalí bomɔ́i');
      expect(root).toContain(`href="/expression/${water.id}-mai-ezali-bomoi"`);
      expect(root).toContain('value="bomoi"');
      expect(canonicalOf(res.body)).toMatch(
        new RegExp(`/browse/expressions\\?q=bomoi&amp;language=${lingala.id}$`),
      );
      const english = await get('/en/browse/expressions');
      expect(rootOf(english.body)).toContain('Proverbs and sayings');
      expect(rootOf(english.body)).toContain('Nzambi ke na beto');
    });

    it('reads and renders the language page, by its tag or, without one, its id', async () => {
      const { lingala, untagged, mai } = await dictionary();
      const page = (await get('/api/pages/language/ln')).json<LanguagePage>();
      expect(page.language).toMatchObject({
        id: lingala.id,
        code: 'ln',
        license: {
          id: 'CC-BY-SA-4.0',
          url: 'https://creativecommons.org/licenses/by-sa/4.0/',
        },
      });
      // Two published words; one public expression; a word's recording and the expression's two.
      expect(page.counts).toEqual({ words: 2, expressions: 1, recordings: 3 });
      expect(page.recentWords.map((w) => w.id)).toContain(mai.id);
      expect(page.recentWords.map((w) => w.localWord)).not.toContain('ngɔ́mbɛ');
      expect(page.localities.map((l) => l.countryIso2).sort()).toEqual(['CD', 'CG']);
      expect(page.mapUrl).toBe(`/api/public/languages/${lingala.id}/map.svg?v=cd-cg`);

      const byId = (await get(`/api/pages/language/${untagged.id}`)).json<LanguagePage>();
      expect(byId.language.code).toBe(String(untagged.id));
      expect((await get('/api/pages/language/xx')).json()).toMatchObject({ code: 'NOT_FOUND' });

      const html = await get('/language/ln');
      expect(html.statusCode).toBe(200);
      const root = decode(rootOf(html.body));
      expect(root).toContain('Lingala');
      expect(root).toContain('mái');
      expect(root).toContain('Creative Commons Attribution-ShareAlike 4.0 International');
      expect(root).toContain(`src="/api/public/languages/${lingala.id}/map.svg?v=cd-cg"`);
      expect(root).toContain('République démocratique du Congo');
      // The letter bar of its words, each letter a link to them.
      expect(root).toContain(`href="/browse?language=${lingala.id}&letter=m"`);
      // Its download in three formats, links that work before the page's code runs.
      expect(root).toContain('Télécharger ce dictionnaire');
      expect(root).toContain(`href="/api/public/languages/${lingala.id}/export?format=lift"`);
      const [ld] = jsonLd(html.body);
      expect(JSON.stringify(ld)).toContain(
        '"license":"https://creativecommons.org/licenses/by-sa/4.0/"',
      );
      const base = canonicalOf(html.body)!.replace(/\/language\/.*$/, '');
      // Its downloads, for dataset search engines.
      expect(JSON.stringify(ld)).toContain(
        `"encodingFormat":"application/zip","contentUrl":"${base}/api/public/languages/${lingala.id}/export?format=lift"`,
      );
      expect(alternatesOf(html.body)).toMatchObject({
        fr: `${base}/language/ln`,
        en: `${base}/en/language/ln`,
      });

      // Its id or another case moves to its tag's address; an unknown code is a 404.
      const moved = await get(`/en/language/${lingala.id}`);
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe('/en/language/ln');
      expect((await get('/language/LN')).headers.location).toBe('/language/ln');
      expect((await get('/language/zz')).statusCode).toBe(404);
    });

    it('draws the language map as a cacheable SVG with its countries shaded', async () => {
      const { lingala, untagged } = await dictionary();
      const res = await get(`/api/public/languages/${lingala.id}/map.svg?v=cd-cg`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body.startsWith('<svg')).toBe(true);
      const shaded = [...res.body.matchAll(/class="on" data-country="([^"]+)"/g)].map((m) => m[1]);
      expect(shaded.sort()).toEqual(['Congo', 'Dem. Rep. Congo']);
      expect(res.body).toContain('class="off"');
      const etag = res.headers.etag as string;
      const again = await get(`/api/public/languages/${lingala.id}/map.svg`, {
        'if-none-match': etag,
      });
      expect(again.statusCode).toBe(304);
      // A language spoken nowhere known: the map shades nothing.
      const none = await get(`/api/public/languages/${untagged.id}/map.svg`);
      expect(none.body).not.toContain('class="on"');
      expect((await get('/api/public/languages/999999/map.svg')).statusCode).toBe(404);
    });

    it('takes a licence from the short list only', async () => {
      // The licence is an administrator's to choose (licence.routes.test.ts: editors 403).
      const admin = await ctx.as('admin');
      const editor = await ctx.as('editor');
      const created = await send(ctx.app, 'POST', '/api/languages', editor, {
        name: 'Kiswahili',
        localityIds: [],
      });
      expect(created.json()).toMatchObject({ license: 'CC-BY-SA-4.0' });
      const id = created.json<{ id: number }>().id;
      const bad = await send(ctx.app, 'PUT', `/api/languages/${id}`, admin, {
        name: 'Kiswahili',
        license: 'MIT',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      const good = await send(ctx.app, 'PUT', `/api/languages/${id}`, admin, {
        name: 'Kiswahili',
        license: 'CC0-1.0',
      });
      expect(good.json()).toMatchObject({ license: 'CC0-1.0' });
      const [row] = await db().select().from(languages).where(eq(languages.id, id));
      expect(row!.license).toBe('CC0-1.0');
      // Without one, an edit keeps it.
      await send(ctx.app, 'PUT', `/api/languages/${id}`, editor, { name: 'Kiswahili' });
      const [kept] = await db().select().from(languages).where(eq(languages.id, id));
      expect(kept!.license).toBe('CC0-1.0');
    });

    it('lists the expressions and language pages in the sitemap, in both languages', async () => {
      const { water, wordless, unpublished, lingala, untagged } = await dictionary();
      const xml = await sitemapIndexOrPart(db(), 'https://kamusi.example.org');
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
        m[1]!.replace(/&amp;/g, '&'),
      );
      const base = 'https://kamusi.example.org';
      for (const path of [
        `/expression/${water.id}-mai-ezali-bomoi`,
        `/expression/${wordless.id}-nzambi-ke-na-beto`,
        '/browse/expressions',
        `/browse/expressions?language=${lingala.id}`,
        '/language/ln',
        `/language/${untagged.id}`,
      ]) {
        expect(locs, path).toContain(`${base}${path}`);
        expect(locs, path).toContain(`${base}/en${path}`);
      }
      expect(locs.some((l) => l.includes(`/expression/${unpublished.id}-`))).toBe(false);
    });
  },
  {},
  { clientDir, renderPage },
);
