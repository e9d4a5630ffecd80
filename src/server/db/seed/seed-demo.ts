import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { englishWords, frenchEnglishRelations, frenchWords } from '../schema/dictionary';
import { languageLocalities, languages } from '../schema/languages';
import { examples, localWords } from '../schema/words';
import { wordKey } from '@shared/schemas/words';
import { DEMO_GLOSSES, DEMO_LANGUAGES } from './demo-content';
import { DEMO_LOCALITIES, seedDemoPlaces } from './seed-places';

/**
 * Seeds the demo on a fresh database (one with no language yet): the places where the demo
 * languages are spoken, the languages linked to them, and their words; in one transaction so a
 * crash half-way leaves nothing behind. Returns false when there was already content.
 */
export async function seedDemo(db: Db, submittedBy: number): Promise<boolean> {
  return db.transaction(async (tx) => {
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
        })
        .returning({ id: languages.id });
      const spokenIn = DEMO_LOCALITIES.filter((l) => l.languageCode === lang.code);
      await tx
        .insert(languageLocalities)
        .values(
          spokenIn.map((l) => ({ languageId: language!.id, localityId: localityIds.get(l.name)! })),
        );
      let n = 0;
      for (const [key, localWord] of Object.entries(lang.words)) {
        n += 1;
        const [word] = await tx
          .insert(localWords)
          .values({
            languageId: language!.id,
            localWord,
            duplicateKey: wordKey(localWord),
            code: `${lang.code.toUpperCase()}-${String(n).padStart(4, '0')}`,
            ...glossIds.get(key)!,
            notes: lang.notes?.[key] ?? null,
            status: 'approved',
            submittedBy,
            reviewedBy: submittedBy,
            reviewedAt: Date.now(),
          })
          .returning({ id: localWords.id });
        for (const example of lang.examples?.[key] ?? []) {
          await tx.insert(examples).values({ localWordId: word!.id, ...example });
        }
      }
    }
    // Each word's meaning is its first sense, as for every word the app saves.
    await tx.execute(sql`select public.backfill_first_senses()`);
    return true;
  });
}
