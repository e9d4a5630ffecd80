import { expect, it } from 'vitest';
import { buildLanguage, buildWord } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send as sendRequest } from '@server/test/http';
import type { PaginatedWords } from '@shared/schemas/words';

describeWithApp('words list filtered by part of speech and noun class', (ctx) => {
  const db = () => ctx.database.db;
  const send = (url: string, cookie: string | null = null, body?: object, language?: string) =>
    sendRequest(ctx.app, body ? 'PUT' : 'GET', url, cookie, body, language);
  const spellings = async (query: string, cookie: string | null = null) => {
    const res = await send(`/api/words/paginated?${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as PaginatedWords).data.map((w) => w.localWord.localWord).sort();
  };

  /** Two languages with nouns of classes 1 and 7, a verb and a word without grammar. */
  async function lexicon() {
    const editor = await ctx.as('editor');
    const swahili = await buildLanguage(db(), { name: 'Kiswahili' });
    const other = await buildLanguage(db(), { name: 'Lingala' });
    for (const language of [swahili, other]) {
      const res = await send(`/api/languages/${language.id}/noun-classes`, editor, [
        { number: '1', label: 'm-/mw-', pluralNumber: '2' },
        { number: '2', label: 'wa-' },
        { number: '7', label: 'ki-/ch-' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
    }
    const word = (languageId: number, localWord: string, grammar: object = {}) =>
      buildWord(db(), { languageId, localWord, ...grammar });
    await word(swahili.id, 'mtu', { partOfSpeech: 'noun', nounClass: '1' });
    await word(swahili.id, 'kitu', { partOfSpeech: 'noun', nounClass: '7' });
    await word(swahili.id, 'kula', { partOfSpeech: 'verb' });
    await word(swahili.id, 'sana');
    await word(other.id, 'moto', { partOfSpeech: 'noun', nounClass: '1' });
    await word(swahili.id, 'mwalimu', {
      partOfSpeech: 'noun',
      nounClass: '1',
      status: 'pending',
    });
    return { editor, swahili, other };
  }

  it('keeps the words of a part of speech, alone or with the language and status filters', async () => {
    const { editor, swahili } = await lexicon();
    expect(await spellings('partOfSpeech=noun')).toEqual(['kitu', 'moto', 'mtu']);
    expect(await spellings('partOfSpeech=verb')).toEqual(['kula']);
    expect(await spellings('partOfSpeech=adverb')).toEqual([]);
    expect(await spellings(`partOfSpeech=noun&languageId=${swahili.id}`)).toEqual(['kitu', 'mtu']);
    // Staff see pending words too; the status filter still applies with the new ones.
    expect(await spellings(`partOfSpeech=noun&languageId=${swahili.id}`, editor)).toEqual([
      'kitu',
      'mtu',
      'mwalimu',
    ]);
    expect(await spellings('partOfSpeech=noun&status=pending', editor)).toEqual(['mwalimu']);
  });

  it('keeps the words of a noun class, with a language, a part of speech and a search', async () => {
    const { swahili, other } = await lexicon();
    expect(await spellings(`nounClass=1&languageId=${swahili.id}`)).toEqual(['mtu']);
    expect(await spellings(`nounClass=1&languageId=${other.id}`)).toEqual(['moto']);
    expect(await spellings(`nounClass=7&languageId=${swahili.id}&partOfSpeech=noun`)).toEqual([
      'kitu',
    ]);
    expect(await spellings(`nounClass=7&partOfSpeech=verb`)).toEqual([]);
    // Without a language the class number matches in every language.
    expect(await spellings('nounClass=1')).toEqual(['moto', 'mtu']);
    // The search path takes the same filters.
    expect(await spellings('search=mtu&nounClass=7')).toEqual([]);
    expect(await spellings('search=mtu&nounClass=1')).toEqual(['mtu']);
    const page = await send(`/api/words/paginated?nounClass=2&languageId=${swahili.id}`);
    expect(page.json().pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0 });
  });

  it('refuses an unknown part of speech or a malformed class number with a 400', async () => {
    const bad = await send('/api/words/paginated?partOfSpeech=noun-phrase');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Catégorie grammaticale inconnue.',
      code: 'VALIDATION_FAILED',
      details: [{ message: 'Catégorie grammaticale inconnue.', path: 'querystring.partOfSpeech' }],
    });
    const badClass = await send('/api/words/paginated?nounClass=class1', null, undefined, 'en');
    expect(badClass.statusCode).toBe(400);
    expect(badClass.json()).toMatchObject({
      message: 'A noun class number is a number, followed by a letter if needed (1, 9a).',
      code: 'VALIDATION_FAILED',
      details: [{ path: 'querystring.nounClass' }],
    });
    expect((await send('/api/words/paginated?nounClass=')).statusCode).toBe(400);
  });
});
