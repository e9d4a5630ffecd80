import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { englishWords } from '@server/db/schema/dictionary';
import { localWords, wordForms } from '@server/db/schema/words';
import { buildLanguage } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';
import type { WordEntry } from '@shared/schemas/words';

describeWithApp('words: pronunciations stored without their slashes', (ctx) => {
  const db = () => ctx.database.db;

  it('stores "/m.ti/" typed as the field shows it as m.ti, in the same field, and forms and typed glosses alike', async () => {
    const editor = await ctx.as('editor');
    const language = await buildLanguage(db(), { name: 'Kiswahili' });
    const created = await send(ctx.app, 'POST', '/api/words', editor, {
      fields: {
        languageId: String(language.id),
        localWord: 'mti',
        pronunciation: ' /m.ti/ ',
        frenchWord: 'arbre',
        englishWord: 'tree',
        englishPronunciation: '/triː/',
        forms: JSON.stringify([
          { kind: 'plural', form: 'miti', pronunciation: '[ˈmi.ti]' },
          { kind: 'variant', form: 'mtí', pronunciation: '//' },
        ]),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json<WordEntry>();
    expect(entry.localWord.pronunciation).toBe('m.ti');
    expect(entry.englishWord?.pronunciation).toBe('triː');
    expect(entry.forms.map((f) => f.pronunciation)).toEqual(['ˈmi.ti', null]);

    const [row] = await db()
      .select({ pronunciation: localWords.pronunciation })
      .from(localWords)
      .where(eq(localWords.id, entry.localWord.id));
    expect(row).toEqual({ pronunciation: 'm.ti' });
    const forms = await db()
      .select({ pronunciation: wordForms.pronunciation })
      .from(wordForms)
      .orderBy(wordForms.position);
    expect(forms).toEqual([{ pronunciation: 'ˈmi.ti' }, { pronunciation: null }]);
    const [tree] = await db()
      .select({ pronunciation: englishWords.pronunciation })
      .from(englishWords)
      .where(eq(englishWords.word, 'tree'));
    expect(tree).toEqual({ pronunciation: 'triː' });

    // An edit strips them the same way; what is read back is the field as it was.
    const edited = await send(ctx.app, 'PUT', `/api/words/${entry.localWord.id}`, editor, {
      fields: {
        languageId: String(language.id),
        localWord: 'mti',
        pronunciation: '[m̩.ti]',
        frenchWord: 'arbre',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const read = await send(ctx.app, 'GET', `/api/words/${entry.localWord.id}`, null);
    expect(read.json<WordEntry>().localWord.pronunciation).toBe('m̩.ti');
  });
});
