import { expect, it } from 'vitest';
import { buildLanguage } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';

/** A number as the messages write it in French (5 000, with a narrow no-break space). */
const fr = (n: number) => new Intl.NumberFormat('fr').format(n);

describeWithApp('a too long value names its field and the limit', (ctx) => {
  it('in a JSON body, in French and in English', async () => {
    const admin = await ctx.as('admin');
    const res = await send(ctx.app, 'POST', '/api/languages', admin, { name: 'k'.repeat(256) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: '« Nom » ne peut pas dépasser 255 caractères.',
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.name', message: '« Nom » ne peut pas dépasser 255 caractères.' }],
    });
    const english = await send(
      ctx.app,
      'POST',
      '/api/languages',
      admin,
      { name: 'k'.repeat(256) },
      'en',
    );
    expect(english.json().message).toBe('“Name” cannot be longer than 255 characters.');
    // A rule with a message of its own keeps it.
    const code = await send(ctx.app, 'POST', '/api/languages', admin, {
      name: 'Kikongo',
      adminCode: 'K'.repeat(11),
    });
    expect(code.json().message).toBe('Le code admin ne peut pas dépasser 10 caractères.');
  });

  it('in the word form’s multipart fields, a sense’s or an example’s with its number', async () => {
    const editor = await ctx.as('editor');
    const language = await buildLanguage(ctx.database.db);
    const post = (fields: Record<string, string>, lang = 'fr') =>
      send(
        ctx.app,
        'POST',
        '/api/words',
        editor,
        { fields: { languageId: String(language.id), frenchWord: 'eau', ...fields } },
        lang,
      );

    const notes = await post({ localWord: 'maji', notes: 'n'.repeat(5001) });
    expect(notes.statusCode).toBe(400);
    expect(notes.json()).toMatchObject({
      message: `« Notes » ne peut pas dépasser ${fr(5000)} caractères.`,
      details: [{ path: 'body.notes' }],
    });
    const word = await post({ localWord: 'm'.repeat(256) });
    expect(word.json().message).toBe('« Mot local » ne peut pas dépasser 255 caractères.');

    const senses = JSON.stringify([
      { frenchWord: 'eau' },
      {
        frenchWord: 'pluie',
        frenchDefinition: 'd'.repeat(5001),
        examples: [{ text: 'ok' }, { text: 'e'.repeat(2001) }],
      },
    ]);
    const sense = await post({ localWord: 'maji', senses });
    expect(sense.statusCode).toBe(400);
    expect(sense.json().details).toEqual([
      {
        path: 'body.senses.1.frenchDefinition',
        message: `« Définition en français » (sens 2) ne peut pas dépasser ${fr(5000)} caractères.`,
      },
      {
        path: 'body.senses.1.examples.1.text',
        message: `« Exemple » (sens 2, exemple 2) ne peut pas dépasser ${fr(2000)} caractères.`,
      },
    ]);
    const english = await post({ localWord: 'maji', senses }, 'en');
    expect(english.json().message).toBe(
      '“French definition” (sense 2) cannot be longer than 5,000 characters.',
    );
  });
});
