import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  InterchangeJobSchema,
  InterchangePreviewSchema,
  type InterchangeImportRequest,
} from '@shared/schemas/interchange';
import { buildJob, buildPreview, JOB_ID, PREVIEW_ID } from '@client/test/factories/interchange';
import { apiHandler, server } from '@client/test/server';
import { fileInput, liftFile, renderImportPage } from './import-page-test-helpers';

const JobStartedSchema = z.object({ jobId: z.string() });

/** Chooses a LIFT file and reads its preview. */
async function readPreview(
  user: Awaited<ReturnType<typeof renderImportPage>>['user'],
  submit = 'Lire le fichier',
) {
  await user.upload(fileInput(), liftFile());
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('the import page, its preview', () => {
  it('shows the counts, the headwords’ writing systems, the sample and every warning, translated', async () => {
    server.use(
      apiHandler(
        'post',
        '/api/interchange/preview',
        InterchangePreviewSchema,
        buildPreview({ matched: 30, warningsTotal: 57 }),
      ),
    );
    const { user } = await renderImportPage();
    await readPreview(user);

    const heading = await screen.findByRole('heading', { name: "Aperçu de l'import" });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/swahili\.lift \(LIFT\) vers Swahili/)).toBeVisible();
    const figure = (name: string) => screen.getByText(name).nextElementSibling;
    expect(figure('Entrées')).toHaveTextContent(/^1\s200$/);
    expect(figure('Sens')).toHaveTextContent(/^1\s850$/);
    expect(figure('Enregistrements trouvés')).toHaveTextContent('940');
    expect(figure('Enregistrements manquants')).toHaveTextContent('12');
    expect(figure('Déjà importées (mises à jour)')).toHaveTextContent('30');
    expect(
      screen.getByText(/Systèmes d'écriture des vedettes : swh \(1\s198 entrées\)/),
    ).toBeVisible();
    expect(screen.getByText('Vedettes lues dans : swh')).toBeVisible();

    const sample = screen.getByRole('table');
    const rows = within(sample).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('mbwa/ᵐbwa/');
    expect(rows[1]).toHaveTextContent(/nom.*9.*fr chien.*en dog/);
    expect(rows[2]).toHaveTextContent(/autre\(Nom commun\)7/);
    expect(rows[2]).toHaveTextContent('pluriel : vitabu');
    expect(rows[2]).toHaveTextContent(
      'Catégorie grammaticale inconnue : enregistrée comme « autre », son nom gardé dans les notes.',
    );
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('mtotoIgnorée');
    expect(rows[3]).toHaveTextContent("Entrée sans aucun sens : elle n'est pas importée.");

    // Every warning, grouped by kind, then how many more the report will give.
    expect(screen.getByRole('heading', { name: 'Avertissements (57)' })).toBeVisible();
    const group = screen.getByText(/^Catégorie grammaticale inconnue/, { selector: 'summary *' });
    await user.click(group);
    expect(group.closest('details')).toHaveTextContent('kitabu — Nom commun');
    expect(
      screen.getByText("Et 55 autres avertissements, que le rapport de l'import donnera."),
    ).toBeVisible();
    // No conflict: no question about them.
    expect(screen.queryByRole('group', { name: /même orthographe/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Lancer l'import" })).toBeEnabled();
  });

  it('speaks English, and says a file with no warning', async () => {
    server.use(
      apiHandler(
        'post',
        '/api/interchange/preview',
        InterchangePreviewSchema,
        buildPreview({
          format: 'csv',
          fileName: 'lingala.zip',
          languageId: 2,
          writingSystems: [],
          headwordLanguage: null,
          sample: buildPreview().sample.slice(0, 1),
          warnings: [],
          warningsTotal: 0,
        }),
      ),
    );
    const { user } = await renderImportPage({ route: '/import?language=2', language: 'en' });
    await user.click(screen.getByRole('radio', { name: /^CSV/ }));
    await user.upload(fileInput(), liftFile('lingala.zip'));
    await user.click(screen.getByRole('button', { name: 'Read the file' }));

    expect(await screen.findByRole('heading', { name: 'Import preview' })).toHaveFocus();
    expect(screen.getByText(/lingala\.zip \(CSV\) into Lingala/)).toBeVisible();
    expect(screen.getByText('Recordings missing')).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'The first entry, as it will be saved' }),
    ).toBeVisible();
    expect(screen.getByRole('table')).toHaveTextContent(/noun.*fr chien.*en dog/);
    expect(screen.getByText('No warning: the file is read as it is.')).toBeVisible();
    expect(screen.queryByText(/Writing systems/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the import' })).toBeVisible();
  });

  it('asks what to do with words already spelled the same way, and sends the choice', async () => {
    const requests: InterchangeImportRequest[] = [];
    server.use(
      apiHandler(
        'post',
        '/api/interchange/preview',
        InterchangePreviewSchema,
        buildPreview({ conflicts: 4 }),
      ),
      apiHandler('post', '/api/interchange/import', JobStartedSchema, ({ body }) => {
        requests.push(body as InterchangeImportRequest);
        return { jobId: JOB_ID };
      }),
      apiHandler(
        'get',
        '/api/interchange/jobs/:jobId',
        InterchangeJobSchema,
        buildJob({ status: 'queued' }),
      ),
    );
    const { user } = await renderImportPage();
    await readPreview(user);

    const choices = await screen.findByRole('group', {
      name: 'Mots déjà présents sous la même orthographe',
    });
    expect(choices).toHaveAccessibleDescription(
      "4 entrées du fichier s'écrivent comme des mots que la langue a déjà, sans venir d'un import précédent de ce fichier.",
    );
    expect(within(choices).getByRole('radio', { name: /^Garder nos mots/ })).toBeChecked();
    await user.click(within(choices).getByRole('radio', { name: /^Garder les deux/ }));
    await user.click(screen.getByRole('button', { name: "Lancer l'import" }));

    expect(await screen.findByRole('heading', { name: 'Import en attente' })).toBeVisible();
    expect(requests).toEqual([{ previewId: PREVIEW_ID, onConflict: 'homograph' }]);
  });
});
