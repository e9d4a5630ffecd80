import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, server } from '@client/test/server';
import {
  answerTheForm,
  chooseLanguage,
  expectToast,
  fill,
  localWord,
  manualFrench,
  renderForm,
  submit,
  typeFrenchByHand,
} from './word-form-test-helpers';

describe('the word form', () => {
  beforeEach(answerTheForm);

  it('a failed save keeps what was typed; a duplicate the server finds lands under the local word', async () => {
    const { user } = await renderForm();
    const local = localWord();
    const create = submit();
    await chooseLanguage(user, 'Lingala');
    await fill(user, local, 'sɔ́sɔ');
    await typeFrenchByHand(user, 'poule');

    // The server fails: the form stays as typed.
    server.use(apiError('post', '/api/words', 500, { code: 'INTERNAL', message: 'boom' }));
    await user.click(create);
    await expectToast('Échec de la création du mot');
    expect(local).toHaveValue('sɔ́sɔ');
    expect(manualFrench()).toHaveValue('poule');
    expect(screen.queryByText('words list')).not.toBeInTheDocument();

    // A duplicate created meanwhile: the server's message lands under the local word.
    server.use(
      apiError('post', '/api/words', 409, {
        code: 'WORD_DUPLICATE',
        message: 'Ce mot existe déjà dans cette langue.',
      }),
    );
    await user.click(create);
    await waitFor(() => expect(local).toHaveFocus());
    expect(local).toHaveAccessibleDescription('Ce mot existe déjà dans cette langue.');
  });
});
