import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LocalitySchema } from '@shared/schemas/places';
import { locality } from '@client/test/factories/places';
import { apiHandler, server } from '@client/test/server';
import {
  buildMtoto,
  addForm,
  answerTheForm,
  formGroup,
  formText,
  lastSent,
  renderEditPage,
  sentJson,
  update,
} from './word-form-lexicon-helpers';

describe('the other forms of a word', () => {
  beforeEach(() => {
    answerTheForm();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
    URL.revokeObjectURL = () => {};
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a plural with its recording and a dialect form with its locality: sent as forms and formAudio1', async () => {
    const mombasa = locality({ id: 9, name: 'Mombasa', regionName: 'Pwani' });
    server.use(apiHandler('get', '/api/localities', z.array(LocalitySchema), [mombasa]));
    const { user } = await renderEditPage(buildMtoto());

    await user.click(addForm());
    await waitFor(() => expect(formText(1)).toHaveFocus());
    await user.paste('watoto');
    // Its recording: one at most.
    const wav = new File([new Uint8Array(64)], 'watoto.wav', { type: 'audio/wav' });
    await userEvent
      .setup({ delay: null, applyAccept: false })
      .upload(formGroup(1).querySelector<HTMLInputElement>('input[type="file"]')!, wav);
    expect(within(formGroup(1)).getByRole('list', { name: 'Enregistrements' })).toHaveTextContent(
      'watoto.wav',
    );
    expect(
      within(formGroup(1)).getByRole('button', { name: 'Téléverser un fichier audio' }),
    ).toBeDisabled();

    // A dialect form names where it is said.
    await user.click(addForm());
    await waitFor(() => expect(formText(2)).toHaveFocus());
    await user.paste('mtoti');
    expect(
      within(formGroup(2)).queryByRole('combobox', { name: 'Localité (facultatif)' }),
    ).not.toBeInTheDocument();
    await user.click(within(formGroup(2)).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'forme dialectale' }));
    await user.click(within(formGroup(2)).getByRole('combobox', { name: 'Localité (facultatif)' }));
    await user.paste('Momb');
    await user.click(await screen.findByRole('option', { name: /Mombasa/ }));

    await user.click(update());
    const body = await lastSent();
    expect(sentJson(body, 'forms')).toEqual([
      { kind: 'plural', form: 'watoto', pronunciation: '' },
      { kind: 'dialect', form: 'mtoti', pronunciation: '', localityId: 9 },
    ]);
    // The file as MSW reads it back (jsdom's File loses its name on the way; the type stays).
    expect(body.get('formAudio1')).toHaveProperty('type', 'audio/wav');
    expect(body.get('formAudio2')).toBeNull();
  });
});
