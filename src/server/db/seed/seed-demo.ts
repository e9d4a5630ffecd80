import { toAlphabet } from '@shared/alphabet';
import { keyColumns } from '@server/modules/alphabets/sort-keys';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { englishWords, frenchEnglishRelations, frenchWords } from '../schema/dictionary';
import { languageLocalities, languages, nounClasses } from '../schema/languages';
import { examples, localWords, wordForms, wordSenses } from '../schema/words';
import { wordKey } from '@shared/schemas/words';
import { DEMO_GLOSSES, DEMO_LANGUAGES, type DemoGrammar } from './demo-content';
import { DEMO_LOCALITIES, seedDemoPlaces } from './seed-places';

/** Any constant; the same in every instance of the app. */
const DEMO_SEED_LOCK_KEY = 7_347_203;

/**
 * Seeds the demo on a fresh database (one with no language yet): the places where the demo
 * languages are spoken, the languages linked to them, and their words; in one transaction so a
 * crash half-way leaves nothing behind. Returns false when there was already content. Instances
 * starting together on one database take turns (a transaction-level advisory lock): the second
 * finds the first one's languages and seeds nothing.
 */
export async function seedDemo(db: Db, submittedBy: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ n: count() }).from(languages);
    if ((existing?.n ?? 0) > 0) return false;

    const localityIds = await seedDemoPlaces(tx);
    const glossIds = new Map<string, { frenchId: number; englishId: number }>();
    for (const gloss of DEMO_GLOSSES) {
      const [fr] = await tx.insert(frenchWords).values(gloss.fr).returning({ id: frenchWords.id });
      const [en] = await tx
        .insert(englishWords)
        .values(gloss.en)
        .returning({ id: englishWords.id });
      await tx
        .insert(frenchEnglishRelations)
        .values({ frenchWordId: fr!.id, englishWordId: en!.id });
      glossIds.set(gloss.key, { frenchId: fr!.id, englishId: en!.id });
    }

    for (const lang of DEMO_LANGUAGES) {
      const [language] = await tx
        .insert(languages)
        .values({
          name: lang.name,
          code: lang.code,
          adminCode: lang.adminCode,
          isoCode: lang.isoCode,
          alphabet: lang.alphabet ? toAlphabet(lang.alphabet) : null,
        })
        .returning({ id: languages.id });
      const collation = {
        alphabet: lang.alphabet ? toAlphabet(lang.alphabet) : null,
        version: 0,
      };
      const spokenIn = DEMO_LOCALITIES.filter((l) => l.languageCode === lang.code);
      await tx
        .insert(languageLocalities)
        .values(
          spokenIn.map((l) => ({ languageId: language!.id, localityId: localityIds.get(l.name)! })),
        );
      await tx
        .insert(nounClasses)
        .values(
          lang.nounClasses.map((c, position) => ({ languageId: language!.id, ...c, position })),
        );
      let n = 0;
      /** One entry: the word with its grammar and plural, its senses' glosses in order. */
      const addEntry = async (
        localWord: string,
        grammar: DemoGrammar | undefined,
        senseKeys: string[],
        extra: { notes?: string | null; homographNumber?: number } = {},
      ) => {
        n += 1;
        const senses = senseKeys.map((key) => glossIds.get(key)!);
        const [word] = await tx
          .insert(localWords)
          .values({
            languageId: language!.id,
            localWord,
            duplicateKey: wordKey(localWord),
            ...keyColumns(collation, localWord),
            code: `${lang.code.toUpperCase()}-${String(n).padStart(4, '0')}`,
            ...senses[0]!,
            partOfSpeech: grammar?.partOfSpeech ?? null,
            nounClass: grammar?.nounClass ?? null,
            homographNumber: extra.homographNumber ?? null,
            notes: extra.notes ?? null,
            status: 'approved',
            submittedBy,
            reviewedBy: submittedBy,
            reviewedAt: Date.now(),
          })
          .returning({ id: localWords.id });
        await tx
          .insert(wordSenses)
          .values(senses.map((s, i) => ({ localWordId: word!.id, position: i + 1, ...s })));
        if (grammar?.plural) {
          await tx
            .insert(wordForms)
            .values({ localWordId: word!.id, position: 1, kind: 'plural', form: grammar.plural });
        }
        return word!.id;
      };
      for (const [key, localWord] of Object.entries(lang.words)) {
        const id = await addEntry(localWord, lang.grammar[key], [key], {
          notes: lang.notes?.[key] ?? null,
        });
        for (const example of lang.examples?.[key] ?? []) {
          await tx.insert(examples).values({ localWordId: id, ...example });
        }
      }
      for (const entry of lang.entries ?? []) {
        await addEntry(entry.localWord, entry, entry.senses, {
          homographNumber: entry.homographNumber,
        });
      }
    }
    // The examples above illustrate each word's first sense.
    await tx.execute(sql`select public.backfill_first_senses()`);
    return true;
  });
}
