import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LanguageSchema } from '@shared/schemas/languages';
import { NounClassSchema, type NounClass } from '@shared/schemas/lexicon';
import { LanguagesRoute } from '@client/app/routes/admin/languages-route';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { language } from '@client/test/factories/places';
import { answerDeletionImpacts } from '@client/test/factories/trash';
import { renderWithApp } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
import { NounClassesDialog } from './noun-classes-dialog';

const swahili = language({ id: 1, name: 'Swahili' });

/** Swahili's classes 1 (plural 2), 2 and 8; each PUT body kept, answered with what was sent. */
function answerSwahili() {
  const sent: unknown[] = [];
  server.use(
    apiHandler('get', '/api/languages', z.array(LanguageSchema), [swahili]),
    apiHandler('get', '/api/languages/1/noun-classes', z.array(NounClassSchema), [
      { number: '1', label: 'm-/mw-', pluralNumber: '2' },
      { number: '2', label: 'wa-', pluralNumber: null },
      { number: '8', label: 'vi-/vy-', pluralNumber: null },
    ]),
    apiHandler('put', '/api/languages/1/noun-classes', z.array(NounClassSchema), ({ body }) => {
      sent.push(body);
      return body as NounClass[];
    }),
  );
  return sent;
}

/** The editor open on Swahili, once its rows are read; `onOpenChange` sees it close. */
async function renderEditor() {
  const onOpenChange = vi.fn();
  const rendered = await renderWithApp(
    <TooltipProvider>
      <NounClassesDialog open language={swahili} onOpenChange={onOpenChange} />
    </TooltipProvider>,
    { session: 'editor' },
  );
  const dialog = screen.getByRole('dialog', { name: 'Classes nominales' });
  await within(dialog).findByRole('list', { name: 'Classes nominales' });
  return { ...rendered, dialog, onOpenChange };
}

const row = (dialog: HTMLElement, n: number) =>
  within(dialog).getByRole('group', { name: `Ligne ${n}` });

describe('the noun classes editor', () => {
  it('adds, links and orders classes, and sends the list as shown', async () => {
    const sent = answerSwahili();
    const { user, dialog, onOpenChange } = await renderEditor();
    expect(within(row(dialog, 1)).getByRole('textbox', { name: 'Numéro' })).toHaveValue('1');
    expect(
      within(row(dialog, 1)).getByRole('combobox', { name: 'Classe du pluriel' }),
    ).toHaveDisplayValue('2');

    // Class 7, whose plural is 8, moved above 8.
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter une classe' }));
    await user.type(within(row(dialog, 4)).getByRole('textbox', { name: 'Numéro' }), '7');
    await user.click(within(row(dialog, 4)).getByRole('textbox', { name: 'Libellé' }));
    await user.paste('ki-/ch-');
    const plural = within(row(dialog, 4)).getByRole('combobox', { name: 'Classe du pluriel' });
    expect(
      within(plural)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Aucune', '1', '2', '8']);
    await user.selectOptions(plural, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Monter la ligne 4' }));
    expect(within(dialog).getByRole('button', { name: 'Monter la ligne 1' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Descendre la ligne 4' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([
      [
        { number: '1', label: 'm-/mw-', pluralNumber: '2' },
        { number: '2', label: 'wa-', pluralNumber: null },
        { number: '7', label: 'ki-/ch-', pluralNumber: '8' },
        { number: '8', label: 'vi-/vy-', pluralNumber: null },
      ],
    ]);
  });

  it('checks each row before sending, and shows the server’s refusals in the dialog', async () => {
    const sent = answerSwahili();
    const refusals = [
      { status: 400, code: 'BAD_REQUEST', message: 'La classe nominale 8 figure deux fois.' },
      {
        status: 409,
        code: 'CONFLICT',
        message: 'La classe nominale 2 est encore utilisée par 3 mot(s).',
      },
    ];
    const refused: unknown[] = [];
    server.use(
      http.put('/api/languages/1/noun-classes', async ({ request }) => {
        refused.push(await request.json());
        const { status, ...body } = refusals[refused.length - 1]!;
        return HttpResponse.json(body, { status });
      }),
    );
    const { user, dialog, onOpenChange } = await renderEditor();

    // A row without a label is refused here, with the API's own words.
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter une classe' }));
    await user.type(within(row(dialog, 4)).getByRole('textbox', { name: 'Numéro' }), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(row(dialog, 4)).findByText(
        'Chaque classe nominale a un libellé (par exemple m-/mu-).',
      ),
    ).toBeInTheDocument();
    const label = within(row(dialog, 4)).getByRole('textbox', { name: 'Libellé' });
    expect(label).toBeInvalid();
    expect(refused).toEqual([]);

    // A number twice is the server's to refuse (400).
    await user.click(label);
    await user.paste('vi-');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Impossible d’enregistrer les classes nominales');
    expect(alert).toHaveTextContent('La classe nominale 8 figure deux fois.');

    // Without that row and class 2, still used by words (409): class 1 loses its plural.
    await user.click(within(dialog).getByRole('button', { name: 'Retirer la ligne 4' }));
    await user.click(within(dialog).getByRole('button', { name: 'Retirer la ligne 2' }));
    expect(
      within(row(dialog, 1)).getByRole('combobox', { name: 'Classe du pluriel' }),
    ).toHaveDisplayValue('Aucune');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'La classe nominale 2 est encore utilisée par 3 mot(s).',
      ),
    );
    expect(refused).toEqual([
      [
        { number: '1', label: 'm-/mw-', pluralNumber: '2' },
        { number: '2', label: 'wa-', pluralNumber: null },
        { number: '8', label: 'vi-/vy-', pluralNumber: null },
        { number: '8', label: 'vi-', pluralNumber: null },
      ],
      [
        { number: '1', label: 'm-/mw-', pluralNumber: null },
        { number: '8', label: 'vi-/vy-', pluralNumber: null },
      ],
    ]);
    expect(sent).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('the languages page and the noun classes editor', () => {
  // An editor's screen reads which languages have content.
  beforeEach(() => server.use(answerDeletionImpacts()));
  const renderLanguages = (session: 'editor' | 'contributor', lang: 'fr' | 'en' = 'fr') =>
    renderWithApp(
      <TooltipProvider>
        <LanguagesRoute />
      </TooltipProvider>,
      { route: '/languages', session, language: lang },
    );

  it('does not offer it to contributors', async () => {
    answerSwahili();
    await renderLanguages('contributor');

    expect(await screen.findByRole('article', { name: 'Swahili' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Classes nominales/ })).not.toBeInTheDocument();
  });

  it('opens it from the language’s card, in English', async () => {
    answerSwahili();
    const { user } = await renderLanguages('editor', 'en');

    await user.click(await screen.findByRole('button', { name: 'Noun classes of Swahili' }));
    const dialog = screen.getByRole('dialog', { name: 'Noun classes' });
    const first = await within(dialog).findByRole('group', { name: 'Row 1' });
    expect(within(first).getByRole('textbox', { name: 'Label' })).toHaveValue('m-/mw-');
    expect(within(first).getByRole('combobox', { name: 'Plural class' })).toHaveDisplayValue('2');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
