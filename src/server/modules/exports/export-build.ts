import { Readable } from 'node:stream';
import type { Db } from '@server/db/client';
import type { languages } from '@server/db/schema/languages';
import { siteAddress } from '@server/http/site-address';
import type { Env } from '@server/env';
import { exportArchive } from '@server/modules/interchange/export-archive';
import { jsonDocument } from '@server/modules/interchange/json-writer';
import { languageEntries, type ExportedEntry } from '@server/modules/interchange/language-entries';
import type { Storage } from '@server/storage/storage';
import { newWorkKey, type WorkFiles } from '@server/storage/work-files';
import { exportFileName, type ExportAudience, type ExportFormat } from '@shared/schemas/exports';
import { dataLicense } from '@shared/schemas/licenses';

type LanguageRow = typeof languages.$inferSelect;

export interface BuildDeps {
  db: Db;
  storage: Storage;
  workFiles: WorkFiles;
  env: Env;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  lift: 'application/zip',
  csv: 'application/zip',
  json: 'application/json; charset=utf-8',
};

/** The headwords' writing system in LIFT: the language's BCP 47 tag, else "undetermined". */
const headwordLang = (language: LanguageRow) => language.isoCode ?? 'und';

/**
 * LICENCE.txt, beside the document in every archive: what the data is, under which licence, whom
 * to credit, in French and English (the site's two languages).
 */
export function licenceText(
  language: LanguageRow,
  audience: ExportAudience,
  siteName: string,
  exportedAt: Date,
): string {
  const licence = dataLicense(language.license);
  const lines = [
    `${language.name} — ${siteName}`,
    '',
    `Licence des données / Data licence: ${licence.name} (${licence.id})`,
    ...(licence.url ? [licence.url] : []),
  ];
  if (language.attribution) {
    lines.push('', `Attribution / Credit: ${language.attribution}`);
  }
  lines.push(
    '',
    audience === 'public'
      ? 'Mots publiés (approuvés) uniquement. / Published (approved) words only.'
      : 'Export de l’équipe : tous les mots, publiés ou non, à ne pas diffuser tel quel. / ' +
          'Staff export: every word, published or not, not for redistribution as it is.',
    `Exporté le / Exported on: ${exportedAt.toISOString()}`,
    '',
  );
  return lines.join('\n');
}

/** Stops the read at the next entry once the job is asked to stop. */
async function* until(
  entries: AsyncIterable<ExportedEntry>,
  signal: AbortSignal | undefined,
): AsyncGenerator<ExportedEntry> {
  for await (const entry of entries) {
    signal?.throwIfAborted();
    yield entry;
  }
}

/**
 * Writes the language's export in `format` to a new work file, reading its words a page at a time
 * (never the whole language at once, no transaction held), and answers the file's key and size.
 * A failed build leaves no file.
 */
export async function buildExport(
  deps: BuildDeps,
  language: LanguageRow,
  format: ExportFormat,
  audience: ExportAudience,
  signal?: AbortSignal,
): Promise<{ key: string; size: number }> {
  const exportedAt = new Date();
  const entries = until(
    languageEntries(deps.db, deps.storage, language.id, { published: audience === 'public' }),
    signal,
  );
  let body: Readable;
  if (format === 'json') {
    const licence = dataLicense(language.license);
    const base = siteAddress(deps.env);
    // A JSON document carries no files: its recordings are their addresses on the site.
    const address = (key: string) => new URL(deps.storage.urlFor(key), base).href;
    body = Readable.from(
      jsonDocument(
        {
          language: { name: language.name, code: language.isoCode },
          licence: { ...licence, attribution: language.attribution || null },
          exportedAt: exportedAt.toISOString(),
          producer: deps.env.SITE_NAME,
        },
        (async function* () {
          for await (const { entry } of entries) {
            yield {
              ...entry,
              audio: entry.audio.map(address),
              forms: entry.forms.map((f) => ({ ...f, audio: f.audio ? address(f.audio) : null })),
            };
          }
        })(),
      ),
    );
  } else {
    body = exportArchive(entries, deps.storage, {
      format,
      baseName: exportFileName(language.name, format).replace(/-[a-z]+\.zip$/, ''),
      lift: { headwordLang: headwordLang(language), producer: deps.env.SITE_NAME },
      licenceText: licenceText(language, audience, deps.env.SITE_NAME, exportedAt),
    });
  }
  const key = newWorkKey('exports', format === 'json' ? 'json' : 'zip');
  const { size } = await deps.workFiles.save(key, body, EXPORT_CONTENT_TYPES[format]);
  return { key, size };
}
