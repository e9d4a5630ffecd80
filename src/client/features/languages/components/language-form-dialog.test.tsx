import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LanguageSchema, type Language } from '@shared/schemas/languages';
import { LanguagesRoute } from '@client/app/routes/admin/languages-route';
import { language } from '@client/test/factories/places';
import { answerDeletionImpacts } from '@client/test/factories/trash';
import { renderWithApp } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';

const ATTRIBUTION = 'Kamusi ya Kiswahili, Chuo Kikuu cha Dar es Salaam';
const swahili = language({ id: 1, name: 'Swahili', license: 'CC-BY-SA-4.0', attribution: '' });

/** The languages screen with Swahili; each PUT body kept, answered as the API would. */
function answerSwahili(current: Language = swahili) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    apiHandler('get', '/api/languages', z.array(LanguageSchema), [current]),
    answerDeletionImpacts(),
    apiHandler('put', '/api/languages/1', LanguageSchema, ({ body }) => {
      const input = body as Record<string, unknown>;
      sent.push(input);
      return { ...current, ...input, localities: [] } as Language;
    }),
  );
  return sent;
}

async function openEdit(role: 'admin' | 'editor') {
  const rendered = await renderWithApp(<LanguagesRoute />, { session: role });
  await rendered.user.click(await screen.findByRole('button', { name: 'Modifier Swahili' }));
  const dialog = await screen.findByRole('dialog', { name: 'Modifier la langue' });
  return { ...rendered, dialog };
}

describe('the language form’s licence', () => {
  it('lets an admin choose the licence and the attribution, sent with the language', async () => {
    const sent = answerSwahili();
    const { user, dialog } = await openEdit('admin');
    const licence = within(dialog).getByRole('combobox', { name: 'Licence de ses données' });
    expect(licence).toHaveDisplayValue(
      'CC-BY-SA-4.0 — Creative Commons Attribution-ShareAlike 4.0 International',
    );
    await user.selectOptions(licence, 'CC-BY-4.0');
    const attribution = within(dialog).getByRole('textbox', { name: 'Attribution' });
    expect(attribution).toHaveAccessibleDescription(/À qui revient le mérite de ces données/);
    expect(attribution).toHaveAttribute('maxLength', '500');
    await user.type(attribution, `  ${ATTRIBUTION} `);
    await user.click(within(dialog).getByRole('button', { name: 'Mettre à jour' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      name: 'Swahili',
      license: 'CC-BY-4.0',
      attribution: ATTRIBUTION,
    });
  });

  it('shows an editor the licence and attribution without sending them', async () => {
    const sent = answerSwahili({ ...swahili, license: 'CC0-1.0', attribution: ATTRIBUTION });
    const { user, dialog } = await openEdit('editor');
    expect(within(dialog).queryByRole('combobox', { name: /Licence/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Attribution' })).not.toBeInTheDocument();
    expect(
      within(dialog).getByText('CC0-1.0 — Creative Commons Zero v1.0 Universal', { exact: false }),
    ).toBeVisible();
    expect(within(dialog).getByText(`Attribution : ${ATTRIBUTION}`)).toBeVisible();
    expect(
      within(dialog).getByText('Seul un administrateur peut changer la licence et l’attribution.'),
    ).toBeVisible();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Nom' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Kiswahili');
    await user.click(within(dialog).getByRole('button', { name: 'Mettre à jour' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Kiswahili' });
    expect(sent[0]).not.toHaveProperty('license');
    expect(sent[0]).not.toHaveProperty('attribution');
  });

  it('says why when the server refuses the licence', async () => {
    answerSwahili();
    server.use(
      http.put('/api/languages/1', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Choisissez une des licences proposées (ex. CC-BY-SA-4.0).',
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openEdit('admin');
    await user.click(within(dialog).getByRole('button', { name: 'Mettre à jour' }));
    expect(
      await screen.findByText('Choisissez une des licences proposées (ex. CC-BY-SA-4.0).'),
    ).toBeInTheDocument();
  });
});
