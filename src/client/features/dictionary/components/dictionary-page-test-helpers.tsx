/**
 * What the reference dictionary page's test files share: the page's reads and its import start
 * answered, the page rendered for a side, its import controls as a user finds them, the toasts,
 * and the faked clock its polls and search run on.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { z } from 'zod';
import {
  CountSchema,
  DictionarySourceInfoSchema,
  JobStatusSchema,
  type DictionarySide,
  type JobStatus,
} from '@shared/schemas/dictionary';
import type { Role } from '@shared/roles';
import {
  EnglishDictionaryRoute,
  FrenchDictionaryRoute,
} from '@client/app/routes/admin/dictionary-routes';
import { SOURCES, buildJobStatus } from '@client/test/factories/dictionary';
import { renderWithApp } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
// The toast area's code, loaded up front: a toast then shows as soon as it is raised.
import '@client/components/ui/toaster';

/** The toast area once it says every one of `texts`. */
export const expectToast = (...texts: string[]) =>
  waitFor(() => {
    const area = screen.getByRole('region', { name: /^Notifications/ });
    // Figures' narrow no-break spaces are spaces to the matcher.
    for (const text of texts) expect(area).toHaveTextContent(text.replace(/\s+/gu, ' '));
  });

/** Moves the faked clock by `ms`, letting the answers it triggers arrive. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * The page's reads for `side`: its count (`count()` each time), the words without a definition,
 * the sources, and its jobs' statuses (idle unless given). The import status is `imports[0]`
 * until the test calls `nextImport()`: waiting for a toast moves the faked clock too, so answers
 * keyed to the number of reads could run ahead of what the test has checked.
 */
export function answerThePage(
  side: DictionarySide,
  {
    count = () => 1200,
    imports = [buildJobStatus()],
  }: { count?: () => number; imports?: JobStatus[] } = {},
) {
  const idle = buildJobStatus();
  let at = 0;
  const reads = {
    imports: 0,
    nextImport: () => {
      at = Math.min(at + 1, imports.length - 1);
    },
  };
  server.use(
    apiHandler('get', `/api/dictionary/${side}/count`, CountSchema, () => ({ count: count() })),
    apiHandler('get', `/api/dictionary/${side}/missing-definitions-count`, CountSchema, {
      count: 1200,
    }),
    apiHandler('get', '/api/dictionary/sources', z.array(DictionarySourceInfoSchema), SOURCES),
    apiHandler('get', `/api/dictionary/import-status/${side}`, JobStatusSchema, () => {
      reads.imports += 1;
      return imports[at]!;
    }),
    apiHandler('get', `/api/dictionary/${side}/sync-definitions-status`, JobStatusSchema, idle),
    apiHandler('get', '/api/dictionary/fix-definitions-status', JobStatusSchema, idle),
  );
  return reads;
}

/** POST import-background answered with `answer`; each body sent is kept. */
export function answerImportStart(side: DictionarySide, answer: JobStatus) {
  const sent: unknown[] = [];
  server.use(
    apiHandler('post', `/api/dictionary/${side}/import-background`, JobStatusSchema, ({ body }) => {
      sent.push(body);
      return answer;
    }),
  );
  return sent;
}

export const renderPage = (side: DictionarySide, session: Role = 'admin') =>
  renderWithApp(side === 'french' ? <FrenchDictionaryRoute /> : <EnglishDictionaryRoute />, {
    route: side === 'french' ? '/french-dictio' : '/english-dictio',
    path: side === 'french' ? '/french-dictio' : '/english-dictio',
    session,
  });

export const countField = () => screen.getByRole('textbox', { name: 'Nombre de mots' });
export const importButton = () => screen.getByRole('button', { name: 'Importer' });
export const importProgress = () =>
  screen.queryByRole('progressbar', { name: /^Importation en cours/ });

/** The faked clock, for the 2 s polls of a running job and the search's 300 ms pause. */
export const fakeTheClock = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
