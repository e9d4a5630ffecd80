import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { WordEntrySchema } from '@shared/schemas/words';
import { buildWord } from '@client/test/factories/words';
import { server } from '@client/test/server';
import { answerTheForm, renderNewPage } from './word-form-lexicon-helpers';

const DUPLICATE = 'Ce mot existe déjà dans cette langue.';

/** Each POST /api/words: refused as a duplicate of `existing` unless it asks for a homograph. */
let posts: FormData[];
function refuseDuplicates(
  existing: { id: number; localWord: string; homographNumber: number | null }[],
) {
  posts = [];
  server.use(
    http.post('/api/words', async ({ request }) => {
      const form = await request.formData();
      posts.push(form);
      if (!form.get('homographNumber')) {
        return HttpResponse.json(
          { code: 'WORD_DUPLICATE', message: DUPLICATE, details: { existing } },
          { status: 409 },
        );
      }
      const word = buildWord({
        localWord: { localWord: 'kaa', homographNumber: Number(form.get('homographNumber')) },
      });
      return HttpResponse.json(WordEntrySchema.parse(word), { status: 201 });
    }),
  );
}

type User = Awaited<ReturnType<typeof renderNewPage>>['user'];

/** Swahili "kaa", its French word typed in, then saved. */
async function saveKaa(user: User) {
  await user.click(screen.getByRole('combobox', { name: 'Langue' }));
  await user.click(await screen.findByRole('option', { name: 'Swahili' }));
  await user.click(screen.getByRole('textbox', { name: 'Mot local' }));
  await user.paste('kaa');
  await user.click(screen.getByRole('button', { name: 'Saisie manuelle du mot français' }));
  // The typed-in word's field takes the focus on the next frame.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Mot' })).toHaveFocus());
  await user.paste('crabe');
  await user.click(screen.getByRole('button', { name: 'Créer le mot' }));
}

const actions = () => screen.getByRole('group', { name: 'Que faire de ce doublon ?' });

describe('a word the language already has, refused by the server', () => {
  beforeEach(answerTheForm);

  it('offers to add a sense to it, or saves a homograph numbered 2', async () => {
    refuseDuplicates([{ id: 70, localWord: 'kaa', homographNumber: null }]);
    const { user } = await renderNewPage();
    await saveKaa(user);

    const localWord = screen.getByRole('textbox', { name: 'Mot local' });
    await waitFor(() => expect(localWord).toHaveFocus());
    expect(localWord).toHaveAccessibleDescription(DUPLICATE);
    expect(actions()).toHaveAccessibleDescription(
      'Ajoutez plutôt ce sens au mot existant, ou créez un homographe (même orthographe, autre mot), numéroté kaa₂.',
    );
    expect(
      within(actions()).getByRole('link', { name: 'Ajouter un sens à « kaa »' }),
    ).toHaveAttribute('href', '/words/edit/70');

    await user.click(within(actions()).getByRole('button', { name: 'Créer un homographe' }));
    expect(await screen.findByText('words list')).toBeInTheDocument();
    expect(posts).toHaveLength(2);
    expect(posts[1]!.get('homographNumber')).toBe('2');
    expect(posts[1]!.get('localWord')).toBe('kaa');
    expect(JSON.parse(String(posts[1]!.get('senses')))).toMatchObject([{ frenchWord: 'crabe' }]);
  });

  it("beside numbered homographs, adding a sense opens the chosen one's edit page", async () => {
    refuseDuplicates([
      { id: 71, localWord: 'kaa', homographNumber: 1 },
      { id: 72, localWord: 'kaa', homographNumber: 2 },
    ]);
    const { user } = await renderNewPage({
      otherRoutes: { '/words/edit/:id': <p>edit page</p>, '/words': <p>words list</p> },
    });
    await saveKaa(user);

    const links = await within(
      await screen.findByRole('group', { name: 'Que faire de ce doublon ?' }),
    ).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Ajouter un sens à « kaa₁ »',
      'Ajouter un sens à « kaa₂ »',
    ]);
    expect(actions()).toHaveAccessibleDescription(/numéroté kaa₃\.$/);
    // Another spelling is another question: the ways go.
    await user.type(screen.getByRole('textbox', { name: 'Mot local' }), 'x');
    expect(
      screen.queryByRole('group', { name: 'Que faire de ce doublon ?' }),
    ).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mot local' }), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Créer le mot' }));
    await user.click(await screen.findByRole('link', { name: 'Ajouter un sens à « kaa₂ »' }));
    expect(await screen.findByText('edit page')).toBeInTheDocument();
  });
});
