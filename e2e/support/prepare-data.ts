/**
 * Prepares the run's data directory before the e2e server starts: the migrations, superadmin and
 * demo seed of a first start, plus fixtures some journeys need that no screen creates yet. Run by
 * playwright.config.ts's webServer command, so the server then finds the data ready.
 */
import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { expressionWords, expressions } from '@server/db/schema/expressions';
import { languages } from '@server/db/schema/languages';
import { localWords } from '@server/db/schema/words';
import { seedDemo } from '@server/db/seed/seed-demo';
import { parseEnv } from '@server/env';
import { ensureSuperadmin } from '@server/modules/users/superadmin';
import { LocalStorage } from '@server/storage/local-storage';
import { wavTone } from '@server/test/audio-fixtures';
import { E2E_FIXTURES } from '../test-env';

const env = parseEnv();
mkdirSync(env.DATA_DIR, { recursive: true });
const database = await openDatabase({ dataDir: env.DATA_DIR });
try {
  await runMigrations(database);
  const db = database.db;
  const admin = await ensureSuperadmin(db, env.SUPERADMIN_EMAIL, env.SUPERADMIN_PASSWORD);
  if (await seedDemo(db, admin.id)) {
    // An expression whose only word is a demo word, so the word-deletion journey can show the
    // confirmation dialog (expressions get their own screens in a later issue). Its audio is a
    // generated test tone, stored like an upload: test data, never demo content.
    const fixture = E2E_FIXTURES.expressionOfOneWord;
    const [word] = await db
      .select({ id: localWords.id, languageId: localWords.languageId })
      .from(localWords)
      .innerJoin(languages, eq(languages.id, localWords.languageId))
      .where(eq(localWords.localWord, fixture.localWord));
    if (!word) throw new Error(`demo word ${fixture.localWord} not found`);
    const audio = await new LocalStorage(env.DATA_DIR).put(wavTone(0.5), 'audio/wav', 'wav');
    const [expression] = await db
      .insert(expressions)
      .values({
        languageId: word.languageId,
        expression: fixture.expression,
        code: 'E2E-EXPR-1',
        audio1Url: audio.url,
      })
      .returning({ id: expressions.id });
    await db.insert(expressionWords).values({ expressionId: expression!.id, localWordId: word.id });
  }
} finally {
  await database.close();
}
