import { expect, it } from 'vitest';
import { describeWithApp } from '@server/test/harness';
import type { WordEntry, WordSearchResult } from '@shared/schemas/words';
import { seedDemo } from './seed-demo';

describeWithApp('demo dictionary', (ctx) => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('holds real lexical entries: classes, plurals, several senses and homographs', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    expect(await seedDemo(ctx.database.db, admin.id)).toBe(true);

    // A plural typed as a visitor would finds its singular first, labelled.
    for (const [plural, singular] of [
      ['watu', 'mtu'],
      ['vitabu', 'kitabu'],
      ['bana', 'mwána'],
      ['abantu', 'umuntu'],
    ]) {
      const [first] = (await get(`/api/search/words?q=${plural}`)).json<WordSearchResult[]>();
      expect(first, plural).toMatchObject({
        localWord: singular,
        match: { by: 'form', kind: 'plural' },
      });
    }

    // Swahili kaa: three homographs, numbered; the coal has two senses and its plural.
    const page = await get('/api/words/paginated?search=kaa&published=true&limit=10');
    const kaa = page
      .json<{ data: WordEntry[] }>()
      .data.filter((w) => w.localWord.localWord === 'kaa')
      .sort((a, b) => a.localWord.homographNumber! - b.localWord.homographNumber!);
    expect(
      kaa.map((w) => [
        w.localWord.homographNumber,
        w.localWord.partOfSpeech,
        w.localWord.nounClass,
        w.senses.map((s) => s.englishWord?.word),
        w.forms.map((f) => `${f.kind} ${f.form}`),
      ]),
    ).toEqual([
      [1, 'noun', null, ['crab'], []],
      [2, 'noun', '5', ['ember', 'charcoal'], ['plural makaa']],
      [3, 'verb', null, ['sit', 'stay', 'live'], []],
    ]);

    // Each language's classes, each singular knowing its plural class.
    const swahili = kaa[0]!.localWord.languageId;
    const classes = (await get(`/api/languages/${swahili}/noun-classes`)).json<
      { number: string; pluralNumber: string | null }[]
    >();
    expect(classes.find((c) => c.number === '7')).toMatchObject({ pluralNumber: '8' });
  });
});
