import { z } from 'zod';
import { splitLanguagePrefix } from '@shared/language-addresses';
import { decodeKey } from './auth/secret-box';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const urlPath = z
  .string()
  .regex(/^\/[A-Za-z0-9._~-][A-Za-z0-9._~/-]*$/, 'must be a path such as /espace-admin')
  .refine((p) => !p.startsWith('/api'), 'must not start with /api');

/** The hidden sign-in page lives at the root: under /en only public pages live (decision 036). */
const signInPath = urlPath.refine(
  (p) => splitLanguagePrefix(p).prefix === null,
  'must not start with /en, where the English public pages live',
);

/** sessions.ts refreshes a session's lastSeenAt at most this often (reads stay reads). */
export const SESSION_TOUCH_INTERVAL_MINUTES = 5;
/** PGlite's buffer pool unless PGLITE_SHARED_BUFFERS_MB says otherwise (the benches use it too). */
export const PGLITE_SHARED_BUFFERS_MB_DEFAULT = 32;

/** A count of failed sign-ins that blocks further tries; at least 1. */
const failureLimit = (fallback: number) =>
  z.coerce.number().int().min(1).max(100_000).default(fallback);

const EnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The public origin, e.g. https://dictionary.example.org: the site's address in canonical links,
   * sitemaps and robots.txt, the only origin of state-changing requests, Secure cookies when https.
   * Unset, the address the server listens on stands in (never a request's Host header); required
   * in production.
   */
  PUBLIC_URL: z.url().optional(),
  SITE_NAME: z.string().trim().min(1).max(80).default('Maneno'),
  ADMIN_PATH: signInPath.default('/espace-admin'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  SUPERADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('admin@maneno.local'),
  SUPERADMIN_PASSWORD: z.string().min(8).max(256).optional(),
  /**
   * Encrypts the TOTP secrets (decision 020): 32 bytes as 64 hex digits or base64. Unset: a key
   * generated once in DATA_DIR/secret.key (one instance only; several instances need this set).
   */
  ENCRYPTION_KEY: z
    .string()
    .refine((v) => decodeKey(v) !== undefined, 'must be 32 bytes as 64 hex digits or base64')
    .optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24 * 7),
  /**
   * A session unused this long ends (minutes). Activity is recorded at most every
   * SESSION_TOUCH_INTERVAL_MINUTES, so the limit must be at least twice that.
   */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(
      2 * SESSION_TOUCH_INTERVAL_MINUTES,
      `must be at least ${2 * SESSION_TOUCH_INTERVAL_MINUTES} (activity is recorded every ${SESSION_TOUCH_INTERVAL_MINUTES} minutes)`,
    )
    .max(60 * 24 * 365)
    .default(120),
  // Failed sign-ins (decision 022), counted in the database across instances: per e-mail and
  // IP in a minute, per e-mail from any IP in 15 minutes, per IP for any e-mail in 15 minutes.
  LOGIN_MAX_FAILURES_PER_EMAIL_IP: failureLimit(10),
  LOGIN_MAX_FAILURES_PER_EMAIL: failureLimit(30),
  LOGIN_MAX_FAILURES_PER_IP: failureLimit(100),
  /**
   * Public search requests per minute and client IP, counted in the database across instances
   * (in memory on PGlite); 0 turns the limit off.
   */
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(120),
  SEED_DEMO: boolean.default(true),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /**
   * PGlite's buffer pool (PostgreSQL's shared_buffers), in MB. PGlite's own 128 MB becomes
   * resident as a big dictionary is read, on top of the OS's cache of the same files; 32 MB keeps
   * a modest server's memory low and costs little, as pages missed are read from that cache.
   */
  PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number()
    .int()
    .min(16)
    .max(16_384)
    .default(PGLITE_SHARED_BUFFERS_MB_DEFAULT),
  /**
   * Memory for public pages and API answers kept until the data they show changes (decision
   * 048), in MB; 0 turns the cache off.
   */
  RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /** The largest LIFT or CSV file (or zip with its recordings) an import takes, in MB. */
  IMPORT_MAX_MB: z.coerce.number().int().min(1).max(20_000).default(1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: boolean.default(false),

  // Uploaded audio goes to S3-compatible storage (AWS S3, MinIO, R2...) when S3_BUCKET is set,
  // to DATA_DIR/uploads/audio otherwise.
  /** The S3 API address; unset means AWS itself (from S3_REGION). */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (endpoint/bucket/key), as MinIO and most self-hosted servers need. */
  S3_FORCE_PATH_STYLE: boolean.default(true),
  /** Key prefix when the bucket holds other data: empty, or folders ending with '/'. */
  S3_PREFIX: z
    .string()
    .regex(/^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*$/, "must be empty or end with '/', e.g. maneno/")
    .default(''),
  /** Lifetime of presigned audio URLs (S3 allows at most 7 days). */
  SIGNED_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(3600),

  // Backups (decision 018): to S3-compatible storage when a bucket is known (this one, else
  // S3_BUCKET, with the S3_* endpoint and keys), under DATA_DIR/backups otherwise.
  BACKUP_S3_BUCKET: z.string().min(3).max(63).optional(),
  /** Key prefix of the archives in that bucket: empty, or folders ending with '/'. */
  BACKUP_S3_PREFIX: z
    .string()
    .regex(/^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*$/, "must be empty or end with '/', e.g. backups/")
    .default('backups/'),
  /**
   * Takes a backup every this many hours (one across all instances); unset: no schedule. A whole
   * number of minutes (0.5 is every 30 minutes), the resolution of pg-boss's scheduler.
   */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .refine((hours) => Math.abs(hours * 60 - Math.round(hours * 60)) < 1e-6, {
      message: 'must be a whole number of minutes, e.g. 0.5, 6 or 24',
    })
    .optional(),
  /** How many scheduled archives to keep at the destination (older ones are deleted). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),

  // The French/English reference dictionary's sources (decision 016).
  /** FreeDict's dictd files (Debian: dict-freedict-fra-eng, dict-freedict-eng-fra). */
  DICTD_DIR: z.string().min(1).default('/usr/share/dictd'),
  /** The web sources are off by default: imports read only what ships with the product. */
  DICTIONARY_WEB_ENABLED: boolean.default(false),
  /** dictionaryapi.dev's English entries; a word is appended: {url}/{word}. */
  DICTIONARY_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://api.dictionaryapi.dev/api/v2/entries/en'),
  /** fr.wiktionary's MediaWiki API (action=parse). */
  WIKTIONARY_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://fr.wiktionary.org/w/api.php'),
});

export const EnvSchema = EnvFields.superRefine((env, ctx) => {
  const bucket = env.S3_BUCKET ? 'S3_BUCKET' : env.BACKUP_S3_BUCKET ? 'BACKUP_S3_BUCKET' : null;
  if (!bucket) return;
  for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[key])
      ctx.addIssue({ code: 'custom', path: [key], message: `required when ${bucket} is set` });
  }
})
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL !== undefined, {
    path: ['PUBLIC_URL'],
    message:
      "required when NODE_ENV is production: the site's public address (e.g. https://dictionary.example.org), used in its links, sitemaps and robots.txt",
    // Listed with the other problems, even when some field is wrong too.
    when: () => true,
  })
  .transform((env) => ({ ...env, BACKUP_S3_BUCKET: env.BACKUP_S3_BUCKET ?? env.S3_BUCKET }));

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment; empty strings count as unset so that `.env.example` copies work as-is. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return result.data;
}
