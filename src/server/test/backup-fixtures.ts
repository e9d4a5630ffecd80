/**
 * Data for backup tests: a small dictionary touching every table and every awkward type
 * (bigint epoch ms and a population past 2^32, jsonb, nulls, tone marks, generated columns,
 * soft-deleted rows, identity ids with gaps), audio files in the storage, and a way to compare
 * two databases table by table.
 */
import { buffer } from 'node:stream/consumers';
import { getTableName, isTable, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../auth/password';
import { queryRows, type Db } from '../db/client';
import { schema } from '../db/schema';
import { dictionaryJobs } from '../db/schema/dictionary';
import { examples, localWords, wordForms, wordSenses } from '../db/schema/words';
import { nounClasses } from '../db/schema/languages';
import { insertUser } from '../modules/users/users.repository';
import type { Storage } from '../storage/storage';
import { mp3Frames, oggOpusHead, wavTone } from './audio-fixtures';
import {
  buildCountry,
  buildEnglishWord,
  buildExpression,
  buildFrenchWord,
  buildLanguage,
  buildLocality,
  buildRegion,
  buildWord,
} from './factories';
import { TEST_PASSWORD } from './harness';
import { eq } from 'drizzle-orm';

export interface Seeded {
  /** An admin whose password is TEST_PASSWORD. */
  adminEmail: string;
  /** Every audio address the rows hold. */
  audioUrls: string[];
}

export async function seedEverything(db: Db, storage: Storage): Promise<Seeded> {
  const admin = await insertUser(db, {
    email: 'archiviste@example.org',
    name: 'Archiviste',
    passwordHash: await hashPassword(TEST_PASSWORD),
    role: 'admin',
    lastLogin: 1_795_000_000_123,
  });
  await insertUser(db, {
    email: 'contrib@example.org',
    passwordHash: await hashPassword('autre mot de passe'),
    role: 'contributor',
    status: 'suspended',
    isDeleted: true,
  });
  const country = await buildCountry(db, {
    name: 'Cameroun',
    population: 8_123_456_789,
    flagSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  const region = await buildRegion(db, { countryId: country.id, name: 'Littoral' });
  const locality = await buildLocality(db, {
    countryId: country.id,
    regionId: region.id,
    name: 'Douala',
    description: null,
  });
  const language = await buildLanguage(db, { name: 'Duala', isoCode: 'dua' }, [locality.id]);
  const french = await buildFrenchWord(db, { word: 'vache', partOfSpeech: 'nom', gender: 'f' });
  await buildEnglishWord(db, { word: 'cow', definition: 'a bovine "animal"\nline' }, french.id);
  const put = async (bytes: Buffer, type: string, ext: string) =>
    (await storage.put(bytes, type, ext)).url;
  const audio = [
    await put(wavTone(0.2), 'audio/wav', 'wav'),
    await put(mp3Frames(5), 'audio/mpeg', 'mp3'),
    await put(oggOpusHead(), 'audio/ogg', 'ogg'),
    // A form's recording (the plural's).
    await put(wavTone(0.3), 'audio/wav', 'wav'),
  ];
  await db.insert(nounClasses).values([
    { languageId: language.id, number: '9', label: 'N-', pluralNumber: '10', position: 0 },
    { languageId: language.id, number: '10', label: 'N-', position: 1 },
  ]);
  const word = await buildWord(
    db,
    {
      languageId: language.id,
      frenchId: french.id,
      localWord: 'ŋgɔ́mbɛ',
      partOfSpeech: 'noun',
      nounClass: '9',
      homographNumber: 1,
      version: 3,
      audioUrl: audio[0],
      audioUrl2: audio[1],
      notes: 'tons : haut-bas',
      submittedBy: admin.id,
      reviewedAt: 1_795_000_000_999,
    },
    [{ text: 'Ŋgɔ́mbɛ a bɛ́', translation: 'La vache est là' }, { text: 'sans traduction' }],
  );
  // A second sense, with its own example, and a plural with its recording.
  const [secondSense] = await db
    .insert(wordSenses)
    .values({
      localWordId: word.id,
      position: 2,
      englishId: (await buildEnglishWord(db, { word: 'cattle' })).id,
      englishDefinition: 'cows as a herd',
      semanticDomain: 'Élevage',
    })
    .returning();
  await db.insert(examples).values({
    localWordId: word.id,
    senseId: secondSense!.id,
    text: 'Ŋgɔ́mbɛ ya mboa',
    englishTranslation: 'the village cattle',
  });
  await db.insert(wordForms).values({
    localWordId: word.id,
    position: 1,
    kind: 'plural',
    form: 'ŋgɔ́mbɛ́',
    pronunciation: 'ŋɡɔ́mbɛ́',
    audioUrl: audio[3],
  });
  const other = await buildWord(db, { languageId: language.id, frenchId: null, audioUrl: null });
  // An id gap, as deletes leave: the restored sequence must go past the largest id anyway.
  await db.delete(localWords).where(eq(localWords.id, other.id));
  const third = await buildWord(db, { languageId: language.id, isDeleted: true });
  await buildExpression(db, [word.id, third.id], {
    languageId: language.id,
    localityId: locality.id,
    audio1Url: audio[2]!,
    audio2Url: audio[0],
    localText: 'Ŋgɔ́mbɛ na mbwa',
  });
  // An address no storage of ours produced: kept as it is, with no file.
  await buildExpression(db, [], { audio1Url: 'https://elsewhere.example/a.mp3' });
  await db.insert(dictionaryJobs).values({
    kind: 'import',
    side: 'french',
    state: 'completed',
    params: { maxWords: 10, sources: ['lefff'], nested: { big: 12345678901234 } },
    notes: [{ key: 'sourcesExhausted', params: { count: 3 } }],
    startedBy: admin.id,
    startedAt: 1_795_000_001_000,
  });
  return { adminEmail: admin.email, audioUrls: audio };
}

function primaryKey(table: PgTable): string[] {
  const config = getTableConfig(table);
  return (
    config.primaryKeys[0]?.columns.map((c) => c.name) ??
    config.columns.filter((c) => c.primary).map((c) => c.name)
  );
}

/** Every row of every table (generated columns included), as the database renders it, by key. */
export async function snapshotTables(
  db: Db,
  // language_content_versions and search_changes: fresh numbers of a sequence after a restore,
  // by design (decisions 043 and 046).
  except: string[] = ['sessions', 'rate_limits', 'language_content_versions', 'search_changes'],
): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of Object.values(schema).filter(isTable) as PgTable[]) {
    const name = getTableName(table);
    if (except.includes(name)) continue;
    const order = primaryKey(table)
      .map((c) => `"${c}"`)
      .join(', ');
    const rows = await queryRows<{ line: string }>(
      db,
      sql.raw(`select row_to_json(t)::text as line from "${name}" t order by ${order}`),
    );
    result[name] = rows.map((r) => r.line);
  }
  return result;
}

/** The bytes of each stored file, by its key. */
export async function storedBytes(storage: Storage, urls: string[]) {
  const files: Record<string, Buffer | null> = {};
  for (const url of urls) {
    const key = storage.fileKeyOf(url);
    if (!key) continue;
    const file = await storage.read(key);
    files[key] = file ? await buffer(file.stream) : null;
  }
  return files;
}
