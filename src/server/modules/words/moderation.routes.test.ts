import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { frenchWords } from '@server/db/schema/dictionary';
import { auditLog } from '@server/db/schema/users';
import { buildLanguage, buildWord } from '@server/test/factories';
import { describeWithApp } from '@server/test/harness';
import { send as sendRequest, type FormBody } from '@server/test/http';
import type { PaginatedWords, WordEntry } from '@shared/schemas/words';

describeWithApp('moderation: rejection reasons and reopening', (ctx) => {
  const db = () => ctx.database.db;
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    cookie: string | null,
    body?: FormBody | object,
    language?: string,
  ) => sendRequest(ctx.app, method, url, cookie, body, language);

  /** A contributor's submission (with a gloss typed for it), and an editor to review it. */
  async function submission() {
    const contributor = await ctx.createUser({ role: 'contributor' });
    const contributorCookie = await ctx.signIn(contributor.email);
    const editor = await ctx.as('editor');
    const language = await buildLanguage(db());
    const created = await send('POST', '/api/words', contributorCookie, {
      fields: { languageId: String(language.id), localWord: 'simba', frenchWord: 'lionceau' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const word = created.json<WordEntry>().localWord;
    expect(word).toMatchObject({ status: 'pending', rejectionReason: null });
    return { contributorCookie, editor, language, id: word.id };
  }

  const reason = async (id: number, cookie: string | null) => {
    const read = await send('GET', `/api/words/${id}`, cookie);
    return read.statusCode === 200
      ? read.json<WordEntry>().localWord.rejectionReason
      : read.statusCode;
  };

  it('stores the reason a rejection gives, trimmed, and shows it to the submitter and to staff', async () => {
    const { contributorCookie, editor, id } = await submission();
    const rejected = await send('PATCH', `/api/words/${id}/status`, editor, {
      status: 'rejected',
      reason: '  Orthographe : on écrit « simba ».  ',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<WordEntry>().localWord).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Orthographe : on écrit « simba ».',
    });

    expect(await reason(id, contributorCookie)).toBe('Orthographe : on écrit « simba ».');
    expect(await reason(id, await ctx.as('admin'))).toBe('Orthographe : on écrit « simba ».');
    // Where contributors see their words: the list, filtered to their rejected ones.
    const mine = await send('GET', '/api/words/paginated?status=rejected', contributorCookie);
    expect(mine.json<PaginatedWords>().data.map((e) => e.localWord.rejectionReason)).toEqual([
      'Orthographe : on écrit « simba ».',
    ]);
    // Nobody else sees the rejected word at all.
    expect(await reason(id, null)).toBe(404);
    expect(await reason(id, await ctx.as('contributor'))).toBe(404);
  });

  it('still rejects without a reason, as the moderation page did, and an approval clears one', async () => {
    const { contributorCookie, editor, id } = await submission();
    const plain = await send('PATCH', `/api/words/${id}/status`, editor, { status: 'rejected' });
    expect(plain.statusCode).toBe(200);
    expect(plain.json<WordEntry>().localWord).toMatchObject({
      status: 'rejected',
      rejectionReason: null,
    });
    const blank = await send('PATCH', `/api/words/${id}/status`, editor, {
      status: 'rejected',
      reason: '   ',
    });
    expect(blank.json<WordEntry>().localWord.rejectionReason).toBeNull();

    await send('PATCH', `/api/words/${id}/status`, editor, {
      status: 'rejected',
      reason: 'Doublon',
    });
    const approved = await send('PATCH', `/api/words/${id}/status`, editor, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<WordEntry>().localWord.rejectionReason).toBeNull();
    expect(await reason(id, contributorCookie)).toBeNull();
    // Published, it says nothing of its past to visitors.
    const page = await send('GET', '/api/words/paginated', null);
    expect(JSON.stringify(page.json())).not.toContain('Doublon');
  });

  it('refuses a reason with an approval, and one longer than 500 characters', async () => {
    const { editor, id } = await submission();
    const withApproval = await send('PATCH', `/api/words/${id}/status`, editor, {
      status: 'approved',
      reason: 'Très bien',
    });
    expect(withApproval.statusCode).toBe(400);
    expect(withApproval.json()).toMatchObject({
      message: "Un motif ne s'indique qu'avec un refus.",
      code: 'VALIDATION_FAILED',
    });
    const long = await send('PATCH', `/api/words/${id}/status`, editor, {
      status: 'rejected',
      reason: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual([expect.objectContaining({ path: 'body.reason' })]);
    expect(await reason(id, editor)).toBeNull();
    const [word] = await send('GET', '/api/words/pending', editor).then((r) =>
      r.json<WordEntry[]>(),
    );
    expect(word?.localWord.status).toBe('pending');
  });

  it('reopens a rejected word for staff: pending again, its reason kept, its submitter may edit it, audited', async () => {
    const { contributorCookie, editor, language, id } = await submission();
    await send('PATCH', `/api/words/${id}/status`, editor, {
      status: 'rejected',
      reason: 'Ajoutez un exemple.',
    });
    // The typed gloss went with the rejection (decision 029).
    const gloss = () =>
      db()
        .select({ isDeleted: frenchWords.isDeleted })
        .from(frenchWords)
        .where(eq(frenchWords.word, 'lionceau'));
    expect(await gloss()).toEqual([{ isDeleted: true }]);
    // A rejected word is not its submitter's to change.
    const edit = () =>
      send('PUT', `/api/words/${id}`, contributorCookie, {
        fields: {
          languageId: String(language.id),
          localWord: 'simba',
          frenchWord: 'lionceau',
          examples: JSON.stringify([{ text: 'Simba analala.', translation: 'Le lion dort.' }]),
        },
      });
    expect((await edit()).statusCode).toBe(403);

    expect((await send('POST', `/api/words/${id}/reopen`, contributorCookie)).statusCode).toBe(403);
    expect((await send('POST', `/api/words/${id}/reopen`, null)).statusCode).toBe(401);

    const reopened = await send('POST', `/api/words/${id}/reopen`, editor);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<WordEntry>().localWord).toMatchObject({
      status: 'pending',
      rejectionReason: 'Ajoutez un exemple.',
    });
    expect(await gloss()).toEqual([{ isDeleted: false }]);
    const queue = await send('GET', '/api/words/pending', editor);
    expect(queue.json<WordEntry[]>().map((e) => e.localWord.id)).toEqual([id]);
    expect(await reason(id, contributorCookie)).toBe('Ajoutez un exemple.');
    expect((await edit()).statusCode).toBe(200);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reopen'), eq(auditLog.entity, 'word')));
    expect(audit).toMatchObject({ entityId: String(id) });

    // Only a rejected word: a pending or approved one answers 409.
    const again = await send('POST', `/api/words/${id}/reopen`, editor, undefined, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Only a rejected word can be put back in the queue.',
      code: 'CONFLICT',
    });
    await send('PATCH', `/api/words/${id}/status`, editor, { status: 'approved' });
    expect((await send('POST', `/api/words/${id}/reopen`, await ctx.as('admin'))).statusCode).toBe(
      409,
    );
    expect((await send('POST', '/api/words/999999/reopen', editor)).statusCode).toBe(404);
  });

  it('does not reopen a word whose spelling was published since', async () => {
    const { editor, language, id } = await submission();
    await send('PATCH', `/api/words/${id}/status`, editor, { status: 'rejected' });
    await buildWord(db(), { languageId: language.id, localWord: 'simba' });
    const reopened = await send('POST', `/api/words/${id}/reopen`, editor);
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().code).toBe('WORD_DUPLICATE');
    expect(await reason(id, editor)).toBeNull();
    const read = await send('GET', `/api/words/${id}`, editor);
    expect(read.json<WordEntry>().localWord.status).toBe('rejected');
  });
});
