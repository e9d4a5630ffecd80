import { z } from 'zod';

/**
 * A language's data as a download (decision 043): LIFT and CSV as a .zip with the recordings and
 * the licence, JSON as one document naming its licence. Visitors get the approved words; staff
 * (admins and editors) every live word whatever its status.
 */
export const EXPORT_FORMATS = ['lift', 'csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_AUDIENCES = ['public', 'staff'] as const;
export type ExportAudience = (typeof EXPORT_AUDIENCES)[number];

export const ExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'exportFormatInvalid' }),
});

/**
 * The answer while the file is being built (202, with Retry-After in seconds): ask again then.
 * `retryAfter` repeats the header for clients that cannot read it.
 */
export const ExportPreparingSchema = z.object({
  status: z.literal('preparing'),
  message: z.string(),
  retryAfter: z.number().int().positive(),
});
export type ExportPreparing = z.infer<typeof ExportPreparingSchema>;

/** The response header naming the data's licence by its SPDX id (the Link header gives its URL). */
export const CONTENT_LICENSE_HEADER = 'Content-License';

/** The download's file name: the language's name as a slug, then the format. */
export function exportFileName(languageName: string, format: ExportFormat): string {
  const slug =
    languageName
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'language';
  return `${slug}-${format}.${format === 'json' ? 'json' : 'zip'}`;
}
