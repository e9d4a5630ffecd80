import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { languages } from '@server/db/schema/languages';
import { auditLog } from '@server/db/schema/users';
import { buildLanguage } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send } from '@server/test/http';

const BY_SA = {
  licence: 'CC-BY-SA-4.0',
  name: 'Creative Commons Attribution-ShareAlike 4.0 International',
  url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  attribution: '',
};
const ATTRIBUTION = 'Kamusi ya Kiswahili, Chuo Kikuu cha Dar es Salaam';

describeWithApp('a language’s data licence', (ctx) => {
  const db = () => ctx.database.db;
  const url = (id: number) => `/api/languages/${id}/licence`;

  it('is public: the default until an admin sets one, with its name, link and attribution', async () => {
    const language = await buildLanguage(db(), { name: 'Kiswahili' });
    const read = await send(ctx.app, 'GET', url(language.id), null);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(BY_SA);

    const admin = await ctx.as('admin');
    const put = await send(ctx.app, 'PUT', url(language.id), admin, {
      licence: 'CC-BY-4.0',
      attribution: `  ${ATTRIBUTION}  `,
    });
    expect(put.statusCode, put.body).toBe(200);
    const expected = {
      licence: 'CC-BY-4.0',
      name: 'Creative Commons Attribution 4.0 International',
      url: 'https://creativecommons.org/licenses/by/4.0/',
      attribution: ATTRIBUTION,
    };
    expect(put.json()).toEqual(expected);
    expect((await send(ctx.app, 'GET', url(language.id), null)).json()).toEqual(expected);
    // The language as the back office and the public page read it.
    const [row] = await db().select().from(languages).where(eq(languages.id, language.id));
    expect(row).toMatchObject({ license: 'CC-BY-4.0', attribution: ATTRIBUTION });
    const page = await send(ctx.app, 'GET', `/api/pages/language/${language.id}`, null);
    expect(page.json()).toMatchObject({
      language: { license: { id: 'CC-BY-4.0' }, attribution: ATTRIBUTION },
    });

    // An attribution may be emptied; left out, it is emptied too (the body is the whole licence).
    const cleared = await send(ctx.app, 'PUT', url(language.id), admin, { licence: 'CC0-1.0' });
    expect(cleared.json()).toMatchObject({ licence: 'CC0-1.0', attribution: '' });

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'language'), eq(auditLog.entityId, String(language.id))));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      action: 'update',
      changes: { licence: 'CC-BY-4.0', attribution: ATTRIBUTION },
    });
  });

  it('is changed by admins only: editors 403, visitors 401, nothing written', async () => {
    const language = await buildLanguage(db());
    const body = { licence: 'CC0-1.0', attribution: 'x' };
    for (const role of ['editor', 'contributor'] as const) {
      const res = await send(ctx.app, 'PUT', url(language.id), await ctx.as(role), body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: "Vous n'avez pas les droits nécessaires pour cette action.",
        code: 'FORBIDDEN',
      });
    }
    const anonymous = await send(ctx.app, 'PUT', url(language.id), null, body);
    expect(anonymous.statusCode).toBe(401);
    expect((await send(ctx.app, 'GET', url(language.id), null)).json()).toEqual(BY_SA);
  });

  it('refuses a licence not offered and an attribution too long, in the caller’s language', async () => {
    const language = await buildLanguage(db());
    const admin = await ctx.as('admin');
    const mit = await send(ctx.app, 'PUT', url(language.id), admin, { licence: 'MIT' });
    expect(mit.statusCode).toBe(400);
    expect(mit.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Choisissez une des licences proposées (ex. CC-BY-SA-4.0).',
    });
    const en = await send(ctx.app, 'PUT', url(language.id), admin, { licence: 'MIT' }, 'en');
    expect(en.json()).toMatchObject({
      message: 'Choose one of the licences offered (e.g. CC-BY-SA-4.0).',
    });
    const missing = await send(ctx.app, 'PUT', url(language.id), admin, { attribution: 'x' });
    expect(missing.statusCode).toBe(400);
    const long = await send(ctx.app, 'PUT', url(language.id), admin, {
      licence: 'CC0-1.0',
      attribution: 'a'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: '« Attribution » ne peut pas dépasser 500 caractères.',
    });
    expect((await send(ctx.app, 'GET', url(language.id), null)).json()).toEqual(BY_SA);
  });

  it('answers 404 for an unknown or deleted language', async () => {
    const gone = await buildLanguage(db(), { isDeleted: true });
    const admin = await ctx.as('admin');
    for (const id of [gone.id, 999_999]) {
      const read = await send(ctx.app, 'GET', url(id), null);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ message: 'Langue introuvable.', code: 'NOT_FOUND' });
      const put = await send(ctx.app, 'PUT', url(id), admin, { licence: 'CC0-1.0' });
      expect(put.statusCode).toBe(404);
    }
  });

  it('keeps the language form working: admins set licence and attribution, editors keep them', async () => {
    const admin = await ctx.as('admin');
    const created = await send(ctx.app, 'POST', '/api/languages', admin, {
      name: 'Kiswahili',
      license: 'CC-BY-4.0',
      attribution: ATTRIBUTION,
    });
    expect(created.statusCode, created.body).toBe(201);
    const language = created.json<{ id: number; license: string; attribution: string }>();
    expect(language).toMatchObject({ license: 'CC-BY-4.0', attribution: ATTRIBUTION });

    const editor = await ctx.as('editor');
    // The same licence and attribution (or none sent): the rest of the language is saved.
    const same = await send(ctx.app, 'PUT', `/api/languages/${language.id}`, editor, {
      name: 'Kiswahili sanifu',
      license: 'CC-BY-4.0',
      attribution: ATTRIBUTION,
    });
    expect(same.statusCode, same.body).toBe(200);
    const without = await send(ctx.app, 'PUT', `/api/languages/${language.id}`, editor, {
      name: 'Kiswahili',
    });
    expect(without.json()).toMatchObject({ license: 'CC-BY-4.0', attribution: ATTRIBUTION });
    // Another licence or attribution: refused, nothing saved.
    for (const change of [{ license: 'CC0-1.0' }, { attribution: 'Mtu mwingine' }]) {
      const res = await send(ctx.app, 'PUT', `/api/languages/${language.id}`, editor, {
        name: 'Kiswahili cha pwani',
        ...change,
      });
      expect(res.statusCode).toBe(403);
    }
    const newOne = await send(ctx.app, 'POST', '/api/languages', editor, {
      name: 'Lingala',
      license: 'CC0-1.0',
    });
    expect(newOne.statusCode).toBe(403);
    const [row] = await db().select().from(languages).where(eq(languages.id, language.id));
    expect(row).toMatchObject({
      name: 'Kiswahili',
      license: 'CC-BY-4.0',
      attribution: ATTRIBUTION,
    });
  });
});
