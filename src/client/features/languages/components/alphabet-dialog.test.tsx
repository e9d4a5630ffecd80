import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  AlphabetAcceptedSchema,
  AlphabetSchema,
  type AlphabetView,
} from '@shared/schemas/alphabets';
import { LanguageSchema } from '@shared/schemas/languages';
import { PaginatedWordsSchema } from '@shared/schemas/words';
import { LanguagesRoute } from '@client/app/routes/admin/languages-route';
import { NO_ALPHABET, SWAHILI_LETTERS, alphabetView } from '@client/test/factories/alphabets';
import { language } from '@client/test/factories/places';
import { answerDeletionImpacts } from '@client/test/factories/trash';
import { buildWord, buildWordsPage } from '@client/test/factories/words';
import { renderWithApp } from '@client/test/render';
import { apiError, apiHandler, server, type ApiRequest } from '@client/test/server';
import { AlphabetDialog } from './alphabet-dialog';
// The toast area's code, loaded up front: a toast then shows as soon as it is raised.
import '@client/components/ui/toaster';

const swahili = language({ id: 1, name: 'Swahili', isoCode: 'sw' });

/** Swahili's words as the list gives them now (not in Swahili's order). */
const WORDS = ['nyumba', "ng'ombe", 'nguo', 'ndege'];

/**
 * Swahili, its words, and its alphabet: the GETs are answered `reads[0]` until the test calls
 * `nextRead()` (a faked clock moves on while a test waits, so answers keyed to the number of reads
 * could run ahead of it); each PUT body is kept in `sent` and answered with what was sent.
 */
function answerSwahili(reads: AlphabetView[] = [NO_ALPHABET]) {
  const sent: unknown[] = [];
  let read = 0;
  const nextRead = () => {
    read = Math.min(read + 1, reads.length - 1);
  };
  server.use(
    apiHandler('get', '/api/languages', z.array(LanguageSchema), [swahili]),
    apiHandler('get', '/api/languages/1/alphabet', AlphabetSchema, () => reads[read]!),
    apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, ({ url }) => {
      expect(url.searchParams.get('languageId')).toBe('1');
      return buildWordsPage({
        page: 1,
        total: WORDS.length,
        words: WORDS.map((w) => buildWord({ localWord: { localWord: w } })),
      });
    }),
    apiHandler('put', '/api/languages/1/alphabet', AlphabetSchema, ({ body }: ApiRequest) => {
      sent.push(body);
      const input = body as { letters: string[]; ignoreTones: boolean; variants: [] };
      return alphabetView(input.letters, { ...input, version: 2 });
    }),
  );
  return { sent, nextRead };
}

/** The dialog as the languages page holds it: open until it asks to close. */
function OpenedOnSwahili({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <AlphabetDialog
      open={open}
      language={swahili}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
    />
  );
}

/** The editor open on Swahili, once its alphabet is read; `onOpenChange` sees it close. */
async function renderEditor() {
  const onOpenChange = vi.fn();
  const rendered = await renderWithApp(<OpenedOnSwahili onOpenChange={onOpenChange} />, {
    session: 'editor',
  });
  const dialog = screen.getByRole('dialog', { name: 'Alphabet' });
  await within(dialog).findByRole('textbox', { name: 'Lettres, dans l’ordre' });
  return { ...rendered, dialog, onOpenChange };
}

const lettersField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Lettres, dans l’ordre' });
const variantsField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Variantes (facultatif)' });

/** The toast area once it says every one of `texts`. */
const expectToast = (...texts: string[]) =>
  waitFor(() => {
    const area = screen.getByRole('region', { name: /^Notifications/ });
    for (const text of texts) expect(area).toHaveTextContent(text);
  });

describe('the alphabet editor', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the letters typed and the order they give, and sends the alphabet as typed', async () => {
    const { sent } = answerSwahili();
    const { user, dialog, onOpenChange } = await renderEditor();
    expect(dialog).toHaveTextContent('Cette langue n’a pas encore d’alphabet');
    const tones = within(dialog).getByRole('checkbox', {
      name: 'Ignorer les tons pour le classement',
    });
    expect(tones).toBeChecked();
    // No letter, no preview; no button to remove what is not there.
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Retirer l’alphabet' }),
    ).not.toBeInTheDocument();

    await user.click(lettersField(dialog));
    await user.paste(`${SWAHILI_LETTERS.join(' ')} ij|IJ`);
    const chips = within(dialog).getByRole('list', { name: 'Aperçu des lettres' });
    const shown = within(chips)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent);
    expect(shown.slice(0, 4)).toEqual(['A a', 'B b', 'Ch ch', 'D d']);
    expect(shown).toContain("Ng' ng'");
    expect(shown.at(-1)).toBe('IJ ij');
    // Swahili's words in its order: n, then ng', then ny (nguo is n-g-u-o, not ng').
    const order = await within(dialog).findByRole('list', {
      name: 'Quelques mots dans cet ordre',
    });
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ndege', 'nguo', "ng'ombe", 'nyumba']);

    await user.click(variantsField(dialog));
    await user.paste("ŋ' = ng'");
    await user.click(tones);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([
      {
        letters: [...SWAHILI_LETTERS, 'ij|IJ'],
        ignoreTones: false,
        variants: [{ form: "ŋ'", sortsAs: "ng'" }],
      },
    ]);
    await expectToast('Alphabet enregistré', 'Les mots de « Swahili » suivent maintenant');
  });

  it('names the letter at fault before sending, as the server would, and the server’s refusal', async () => {
    const { sent } = answerSwahili([alphabetView(['a', 'b', 'ch'])]);
    const { user, dialog, onOpenChange } = await renderEditor();
    expect(lettersField(dialog)).toHaveValue('a b ch');

    // "Ch" is "ch" again: refused here, nothing sent.
    await user.click(lettersField(dialog));
    await user.paste(' d Ch');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('La lettre « ch » figure deux fois.')).toBeVisible();
    expect(lettersField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(lettersField(dialog)).toHaveFocus();

    // A variant of no letter, then a line that is no variant.
    await user.clear(lettersField(dialog));
    await user.paste('a b ch d');
    expect(within(dialog).queryByText(/figure deux fois/)).not.toBeInTheDocument();
    await user.click(variantsField(dialog));
    await user.paste("ŋ' = ng'");
    expect(
      within(dialog).getByText(
        "La variante « ŋ' » se classe comme « ng' », qui n'est pas une lettre de l'alphabet.",
      ),
    ).toBeVisible();
    await user.clear(variantsField(dialog));
    await user.paste('kh');
    expect(within(dialog).getByText(/^Ligne 1 des variantes/)).toBeVisible();
    await user.clear(variantsField(dialog));
    expect(sent).toEqual([]);

    // The server's own refusal (a recompute under way) shows in the dialog, which stays open.
    server.use(
      apiError('put', '/api/languages/1/alphabet', 409, {
        code: 'ALPHABET_RECOMPUTING',
        message:
          "L'ordre des mots de cette langue est en cours de recalcul : réessayez quand il sera terminé.",
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Impossible d’enregistrer l’alphabet');
    expect(alert).toHaveTextContent("L'ordre des mots de cette langue est en cours de recalcul");
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('follows a recompute of a large language to its end (202)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const saved = alphabetView(SWAHILI_LETTERS, { version: 2 });
    const { nextRead } = answerSwahili([
      NO_ALPHABET,
      { ...saved, recompute: { jobId: 'job-1', done: 2500, total: 5000 } },
      saved,
    ]);
    server.use(
      apiHandler(
        'put',
        '/api/languages/1/alphabet',
        AlphabetAcceptedSchema,
        { ...saved, jobId: 'job-1', recompute: { jobId: 'job-1', done: 0, total: 5000 } },
        { status: 202 },
      ),
    );
    const { user, dialog, onOpenChange } = await renderEditor();
    await user.click(lettersField(dialog));
    await user.paste(SWAHILI_LETTERS.join(' '));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    const progress = await within(dialog).findByRole('progressbar', {
      name: 'Recalcul de l’ordre des mots',
    });
    expect(dialog).toHaveTextContent(/Recalcul de l’ordre des mots\s:\s0\s\/\s5\s000/);
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    // Saving again would be refused while it runs.
    expect(within(dialog).getByRole('button', { name: 'Recalcul en cours...' })).toBeDisabled();

    nextRead();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    expect(dialog).toHaveTextContent(/2\s500\s\/\s5\s000/);
    expect(onOpenChange).not.toHaveBeenCalled();

    nextRead();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await expectToast('Ordre des mots recalculé', 'Tous les mots de « Swahili »');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('removes the alphabet after asking, back to the Latin order', async () => {
    answerSwahili([alphabetView(SWAHILI_LETTERS)]);
    const removed: string[] = [];
    server.use(
      apiHandler('delete', '/api/languages/1/alphabet', AlphabetSchema, ({ url }) => {
        removed.push(url.pathname);
        return NO_ALPHABET;
      }),
    );
    const { user, dialog, onOpenChange } = await renderEditor();

    await user.click(within(dialog).getByRole('button', { name: 'Retirer l’alphabet' }));
    const confirm = await screen.findByRole('alertdialog', { name: /^Retirer l’alphabet/ });
    expect(confirm).toHaveTextContent('Swahili');
    await user.click(within(confirm).getByRole('button', { name: 'Retirer' }));

    await expectToast('Alphabet retiré', '« Swahili » suit de nouveau l’ordre latin.');
    expect(removed).toEqual(['/api/languages/1/alphabet']);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('the languages page and the alphabet editor', () => {
  // An editor's screen reads which languages have content.
  beforeEach(() => server.use(answerDeletionImpacts()));
  const renderLanguages = (session: 'editor' | 'contributor', lang: 'fr' | 'en' = 'fr') =>
    renderWithApp(<LanguagesRoute />, { route: '/languages', session, language: lang });

  it('does not offer it to contributors', async () => {
    answerSwahili();
    await renderLanguages('contributor');

    expect(await screen.findByRole('article', { name: 'Swahili' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Alphabet/ })).not.toBeInTheDocument();
  });

  it('opens it from the language’s card, in English', async () => {
    answerSwahili([alphabetView(['a', 'b', 'ch'], { ignoreTones: false })]);
    const { user } = await renderLanguages('editor', 'en');

    await user.click(await screen.findByRole('button', { name: 'Alphabet of Swahili' }));
    const dialog = screen.getByRole('dialog', { name: 'Alphabet' });
    expect(await within(dialog).findByRole('textbox', { name: 'Letters, in order' })).toHaveValue(
      'a b ch',
    );
    expect(
      within(dialog).getByRole('checkbox', { name: 'Ignore tone marks when sorting' }),
    ).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Remove the alphabet' })).toBeVisible();
  });
});
