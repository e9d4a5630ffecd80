import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LanguageSchema } from '@shared/schemas/languages';
import { NounClassSchema, type NounClass } from '@shared/schemas/lexicon';
import { LanguagesRoute } from '@client/app/routes/admin/languages-route';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { language } from '@client/test/factories/places';
import { renderWithApp } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';

const SWAHILI_CLASSES: NounClass[] = [
  { number: '1', label: 'm-/mw-', pluralNumber: '2' },
  { number: '2', label: 'wa-', pluralNumber: null },
];

/** Swahili with its classes 1 and 2; each PUT body kept, answered with what was sent. */
function answerSwahili() {
  const sent: unknown[] = [];
  server.use(
    apiHandler('get', '/api/languages', z.array(LanguageSchema), [
      language({ id: 1, name: 'Swahili' }),
    ]),
    apiHandler('get', '/api/languages/1/noun-classes', z.array(NounClassSchema), SWAHILI_CLASSES),
    apiHandler('put', '/api/languages/1/noun-classes', z.array(NounClassSchema), ({ body }) => {
      sent.push(body);
      return body as NounClass[];
    }),
  );
  return sent;
}

const renderLanguages = (session: 'editor' | 'contributor' = 'editor', lang: 'fr' | 'en' = 'fr') =>
  renderWithApp(
    <TooltipProvider>
      <LanguagesRoute />
    </TooltipProvider>,
    { route: '/languages', session, language: lang },
  );

type User = Awaited<ReturnType<typeof renderLanguages>>['user'];

/** Opens Swahili's noun classes: the dialog, once its rows are read. */
async function openEditor(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Classes nominales de Swahili' }));
  const dialog = screen.getByRole('dialog', { name: 'Classes nominales' });
  await within(dialog).findByRole('list', { name: 'Classes nominales' });
  return dialog;
}

const row = (dialog: HTMLElement, n: number) =>
  within(dialog).getByRole('group', { name: `Ligne ${n}` });

describe('the noun classes editor', () => {
  it('adds, orders and links classes, and sends the list as shown', async () => {
    const sent = answerSwahili();
    const { user } = await renderLanguages();
    const dialog = await openEditor(user);

    expect(within(row(dialog, 1)).getByRole('textbox', { name: 'Numéro' })).toHaveValue('1');
    expect(
      within(row(dialog, 1)).getByRole('combobox', { name: 'Classe du pluriel' }),
    ).toHaveTextContent('2');

    // Classes 8 then 7; 7 takes its plural in 8, then moves above it.
    for (const [number, label] of [
      ['8', 'vi-/vy-'],
      ['7', 'ki-/ch-'],
    ]) {
      await user.click(within(dialog).getByRole('button', { name: 'Ajouter une classe' }));
      const added = within(dialog).getAllByRole('group').at(-1)!;
      await user.type(within(added).getByRole('textbox', { name: 'Numéro' }), number!);
      await user.type(within(added).getByRole('textbox', { name: 'Libellé' }), label!);
    }
    await user.click(within(row(dialog, 4)).getByRole('combobox', { name: 'Classe du pluriel' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Aucune',
      '1',
      '2',
      '8',
    ]);
    await user.click(screen.getByRole('option', { name: '8' }));
    await user.click(within(dialog).getByRole('button', { name: 'Monter la ligne 4' }));
    expect(within(dialog).getByRole('button', { name: 'Monter la ligne 1' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Descendre la ligne 4' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sent).toEqual([
      [
        { number: '1', label: 'm-/mw-', pluralNumber: '2' },
        { number: '2', label: 'wa-', pluralNumber: null },
        { number: '7', label: 'ki-/ch-', pluralNumber: '8' },
        { number: '8', label: 'vi-/vy-', pluralNumber: null },
      ],
    ]);
    expect(await screen.findByText('Classes nominales enregistrées')).toBeInTheDocument();
  });

  it('checks each row before sending, and shows the server’s refusal in the dialog', async () => {
    const sent = answerSwahili();
    const { user } = await renderLanguages();
    const dialog = await openEditor(user);

    // A row without a label is refused here, with the API's own words.
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter une classe' }));
    await user.type(within(row(dialog, 3)).getByRole('textbox', { name: 'Numéro' }), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(row(dialog, 3)).findByText(
        'Chaque classe nominale a un libellé (par exemple m-/mu-).',
      ),
    ).toBeInTheDocument();
    expect(within(row(dialog, 3)).getByRole('textbox', { name: 'Libellé' })).toBeInvalid();
    expect(sent).toEqual([]);

    // Removing class 2, still used by words: the plural of class 1 goes, and the server refuses.
    await user.click(within(dialog).getByRole('button', { name: 'Retirer la ligne 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Retirer la ligne 2' }));
    expect(
      within(row(dialog, 1)).getByRole('combobox', { name: 'Classe du pluriel' }),
    ).toHaveTextContent('Aucune');
    const refused: unknown[] = [];
    server.use(
      http.put('/api/languages/1/noun-classes', async ({ request }) => {
        refused.push(await request.json());
        return HttpResponse.json(
          { code: 'CONFLICT', message: 'La classe nominale 2 est encore utilisée par 3 mot(s).' },
          { status: 409 },
        );
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Impossible d’enregistrer les classes nominales');
    expect(alert).toHaveTextContent('La classe nominale 2 est encore utilisée par 3 mot(s).');
    expect(refused).toEqual([[{ number: '1', label: 'm-/mw-', pluralNumber: null }]]);
    expect(dialog).toBeInTheDocument();
  });

  it('is not offered to contributors', async () => {
    answerSwahili();
    await renderLanguages('contributor');

    expect(await screen.findByRole('article', { name: 'Swahili' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Classes nominales/ })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    answerSwahili();
    const { user } = await renderLanguages('editor', 'en');

    await user.click(await screen.findByRole('button', { name: 'Noun classes of Swahili' }));
    const dialog = screen.getByRole('dialog', { name: 'Noun classes' });
    const first = await within(dialog).findByRole('group', { name: 'Row 1' });
    expect(within(first).getByRole('textbox', { name: 'Label' })).toHaveValue('m-/mw-');
    expect(within(first).getByRole('combobox', { name: 'Plural class' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
