import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { lockDataDir, PID_FILE } from '@server/db/data-dir-lock';
import { localWords } from '@server/db/schema/words';
import { buildLanguage } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import type { WordEntry } from '@shared/schemas/words';

const dataDir = mkdtempSync(join(tmpdir(), 'maneno-ownership-'));
const lock = lockDataDir(dataDir);
afterAll(() => {
  lock.release();
  rmSync(dataDir, { recursive: true, force: true });
});

describeWithApp(
  'writes once the data directory is lost',
  (ctx) => {
    it('are refused with 503 and write nothing, while reads still answer', async () => {
      const admin = await ctx.as('admin');
      const language = await buildLanguage(ctx.database.db, { name: 'Kiswahili' });
      const word = (localWord: string) => ({
        fields: { languageId: String(language.id), localWord, frenchWord: 'vache' },
      });
      const kept = await send(ctx.app, 'POST', '/api/words', admin, word('ngombe'));
      expect(kept.statusCode, kept.body).toBe(201);

      // Another process took the directory: its pid file names that process now.
      writeFileSync(join(dataDir, PID_FILE), JSON.stringify({ pid: 1, host: 'elsewhere' }));

      const refused = await send(ctx.app, 'POST', '/api/words', admin, word('mbuzi'));
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        code: 'DATA_DIR_LOST',
        message:
          "Le serveur n'est plus sûr de détenir ses données : cette modification n'a pas été enregistrée. Réessayez dans un instant ; si cela persiste, prévenez l'administrateur.",
      });
      const english = await send(ctx.app, 'DELETE', '/api/words/1', admin, undefined, 'en');
      expect(english.statusCode).toBe(503);
      expect(english.json().message).toMatch(/^The server can no longer be sure it holds its data/);
      const rows = await ctx.database.db.select({ word: localWords.localWord }).from(localWords);
      expect(rows).toEqual([{ word: 'ngombe' }]);

      const read = await send(ctx.app, 'GET', '/api/words', admin);
      expect(read.statusCode).toBe(200);
      const listed = read.json<WordEntry[]>().map((entry) => entry.localWord.localWord);
      expect(listed).toEqual(['ngombe']);
    });
  },
  {},
  { dataDirLock: lock },
);
