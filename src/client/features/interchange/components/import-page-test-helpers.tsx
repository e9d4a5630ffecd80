import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { z } from 'zod';
import type { Language as InterfaceLanguage } from '@shared/i18n/languages';
import type { Role } from '@shared/roles';
import { LanguageSchema } from '@shared/schemas/languages';
import { buildLanguage } from '@client/test/factories/words';
import { renderWithApp } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
import { ImportPage } from './import-page';

export const SWAHILI = buildLanguage({ id: 1, name: 'Swahili' });
export const LINGALA = buildLanguage({ id: 2, name: 'Lingala' });

/** The import page at `route` (its query chooses the language or follows a job). */
export async function renderImportPage({
  route = '/import?language=1',
  role = 'editor',
  language = 'fr',
}: { route?: string; role?: Role; language?: InterfaceLanguage } = {}) {
  server.use(apiHandler('get', '/api/languages', z.array(LanguageSchema), [SWAHILI, LINGALA]));
  const rendered = await renderWithApp(<ImportPage canImport={role !== 'contributor'} />, {
    route,
    session: role,
    language,
  });
  // Every file is offered to the input, as a browser's "All files" choice or a drop would.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  return { ...rendered, user };
}

export const fileInput = (name: RegExp | string = /^(Fichier|File)$/) =>
  screen.getByLabelText<HTMLInputElement>(name, { selector: 'input[type="file"]' });

export const liftFile = (name = 'swahili.lift') =>
  new File(['<?xml version="1.0" encoding="UTF-8"?><lift version="0.13"></lift>'], name, {
    type: 'application/octet-stream',
  });

/** Only the timers the polling reads are faked. */
export const fakeTheClock = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

/** Moves the faked clock by `ms`, letting the answers it triggers arrive. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
