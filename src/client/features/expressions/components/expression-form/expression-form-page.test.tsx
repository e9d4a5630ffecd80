import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpressionSchema } from '@shared/schemas/expressions';
import { expression, linkedWord } from '@client/test/factories/expressions';
import { apiError, apiHandler, server } from '@client/test/server';
import {
  TOAST_TIMEOUT,
  choose,
  chosenWords,
  expectToast,
  pick,
  recordSaves,
  renderEdit,
  renderNew,
  setUpTheForm,
  tearDownTheForm,
  wav,
} from './expression-form-test-helpers';

// What the form says is missing or refused has a file of its own beside this one
// (expression-form-validation.test.tsx).
describe('the expression form', () => {
  beforeEach(setUpTheForm);
  afterEach(tearDownTheForm);

  it('clears the locality with its button, and saves the expression without one', async () => {
    const saves = recordSaves('post', '/api/expressions', expression({ id: 5 }));
    const rendered = await renderNew();
    const { user, container } = rendered;
    const localityBox = () => screen.getByRole('combobox', { name: 'Localité (facultatif)' });
    const clear = () => screen.queryByRole('button', { name: 'Effacer la localité' });

    expect(clear()).not.toBeInTheDocument();
    await pick(rendered, 'Localité (facultatif)', 'kinsh', /^Kinshasa/);
    expect(localityBox()).toHaveValue('Kinshasa');
    await user.click(clear()!);
    expect(localityBox()).toHaveValue('');
    expect(localityBox()).toHaveFocus();
    expect(clear()).not.toBeInTheDocument();

    await pick(rendered, 'Mots', 'nyumba', /^nyumba Swahili/);
    await user.click(screen.getByLabelText('Expression (facultatif)'));
    await user.paste('Bila mahali');
    choose(container, wav('ton-test.wav'));
    await user.click(screen.getByRole('button', { name: "Créer l'expression" }));

    await expectToast('Expression créée avec succès');
    expect(await screen.findByText('expressions list')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    const sent = saves[0]!;
    expect(sent.has('localityId')).toBe(false);
    expect(sent.get('expression')).toBe('Bila mahali');
    expect(JSON.parse(sent.get('localWordIds') as string)).toEqual([12]);
    // The chosen file goes as audio1 (jsdom's File crosses into Node's fetch without its name).
    expect([...sent.keys()]).toEqual(['expression', 'localWordIds', 'audio1']);
    expect((sent.get('audio1') as Blob).type).toBe('audio/wav');
  });

  it('says why an update failed, with the server message or the fallback, and keeps the form', async () => {
    const text = 'Kosa la kubadilisha';
    server.use(
      apiHandler(
        'get',
        '/api/expressions/:id',
        ExpressionSchema,
        expression({
          id: 8,
          expression: text,
          linkedWords: [linkedWord({ id: 13, localWord: 'mtu' })],
        }),
      ),
    );
    const rendered = await renderEdit(8);
    const { user } = rendered;
    const textField = await screen.findByLabelText('Expression (facultatif)');
    expect(textField).toHaveValue(text);
    await user.clear(textField);
    await user.paste(`${text}, tena`);
    await pick(rendered, 'Mots', 'nyumba', /^nyumba Swahili/);
    const formKept = () => {
      expect(screen.queryByText('expressions list')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Expression (facultatif)')).toHaveValue(`${text}, tena`);
      expect(chosenWords()).toEqual([
        expect.stringMatching(/^mtu/),
        expect.stringMatching(/^nyumba/),
      ]);
    };

    // The server's own message (a linked word deleted meanwhile, say).
    server.use(
      apiError('put', '/api/expressions/:id', 400, {
        code: 'BAD_REQUEST',
        message: "Un ou plusieurs mots liés n'existent pas.",
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    const first = await expectToast(
      "Échec de la mise à jour de l'expression",
      "Un ou plusieurs mots liés n'existent pas.",
    );
    formKept();

    // An answer without the API's body (a proxy's 502): the catalogue's words instead.
    server.use(
      http.put('/api/expressions/:id', () => new HttpResponse('Bad Gateway', { status: 502 })),
    );
    await user.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    const fallback = await screen.findByText(
      'Une erreur inattendue est survenue.',
      {},
      TOAST_TIMEOUT,
    );
    const second = fallback.closest('li')!;
    expect(second).not.toBe(first);
    expect(second).toHaveTextContent("Échec de la mise à jour de l'expression");
    expect(second).not.toHaveTextContent('Bad Gateway');
    formKept();
  });

  it('says so when the microphone cannot be used, and recording stays available', async () => {
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    vi.stubGlobal('MediaRecorder', class {});
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia },
      configurable: true,
    });
    const { user } = await renderNew();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expectToast("Impossible d'accéder au microphone");
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });
});
