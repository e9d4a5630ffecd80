/**
 * `npm run bench:interchange`: imports and exports of LIFT and CSV (decision 042).
 *
 * On a fresh PGlite database (and PostgreSQL with BENCH_ONLY=postgres and TEST_DATABASE_URL), a
 * generated lexicon of BENCH_ENTRIES entries (default 50,000; one to three senses, two on
 * average; a plural for half the nouns; one recording in ten: 5,000 small WAV files in the zip)
 * is written as a LIFT zip and as a CSV zip, then each is previewed and imported by the import
 * job's own code into a language of its own. Prints entries/s, the process's peak RSS and the
 * event loop's longest delay during each (how long a web request could wait: imports run in the
 * web process, and on PGlite the database does too), then the time and size of the language's
 * exports. Targets: >= 2,000 entries/s on PGlite, peak RSS under 600 MB.
 *
 * The words are generated (syllables of a Bantu shape, glosses "gloss 123"): a benchmark's data,
 * never content.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { count, eq } from 'drizzle-orm';
import yazl from 'yazl';
import { runMigrations } from '@server/db/migrate';
import { languages, nounClasses } from '@server/db/schema/languages';
import { users } from '@server/db/schema/users';
import { localWords } from '@server/db/schema/words';
import type { RunningJob } from '@server/jobs/job-queue';
import { csvDocument } from '@server/modules/interchange/csv/csv-writer';
import { exportArchive } from '@server/modules/interchange/export-archive';
import { runImportJob } from '@server/modules/interchange/import.job';
import {
  previewImport,
  startImport,
  type ImportDeps,
} from '@server/modules/interchange/import.service';
import { languageEntries } from '@server/modules/interchange/language-entries';
import { liftDocument, type LiftOutputEntry } from '@server/modules/interchange/lift/lift-writer';
import { createStorage } from '@server/storage/create-storage';
import { LocalWorkFiles, newWorkKey, type WorkFiles } from '@server/storage/work-files';
import { parseEnv } from '@server/env';
import { wavTone } from '@server/test/audio-fixtures';
import type { InterchangeFormat } from '@shared/schemas/interchange';
import { openBenchPglite, openBenchPostgres, type BenchTarget } from './bench-databases';
import { prng } from './bench-search-data';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 50_000);
const TARGETS = { entriesPerSecond: 2000, rssMb: 600 };
const SYLLABLES = [
  'ba',
  'ka',
  'ki',
  'ku',
  'la',
  'li',
  'ma',
  'mba',
  'mu',
  'na',
  'nde',
  'ngo',
  'nyi',
  'pa',
  'sa',
  'si',
  'ta',
  'to',
  'wa',
  'ya',
  'za',
  'ɛ',
  'ɔ',
  'ŋa',
];
const CLASSES = ['1', '3', '5', '7', '9'];

/** The generated lexicon, the same on every run. */
function* lexicon(): Generator<LiftOutputEntry & { audioFile: string | null }> {
  const rng = prng(42);
  const random = () => rng.next();
  // Two to five syllables: a few percent of the headwords are homographs, as in a real lexicon,
  // numbered from 1 as FLEx numbers them once there are two.
  const words = Array.from({ length: ENTRIES }, () => {
    let word = '';
    const length = 2 + Math.floor(random() * 4);
    for (let s = 0; s < length; s += 1) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    return word;
  });
  const spelled = new Map<string, number>();
  for (const word of words) spelled.set(word, (spelled.get(word) ?? 0) + 1);
  const seen = new Map<string, number>();
  for (let i = 0; i < ENTRIES; i += 1) {
    const word = words[i]!;
    const homograph = (seen.get(word) ?? 0) + 1;
    seen.set(word, homograph);
    const noun = random() < 0.6;
    const senses = 1 + Math.floor(random() * 3);
    const audioFile = i % 10 === 0 ? `audio/${word}-${homograph}.wav` : null;
    yield {
      sourceId: randomUUID(),
      headword: word,
      homograph: spelled.get(word)! > 1 ? homograph : null,
      partOfSpeech: noun ? 'noun' : 'verb',
      partOfSpeechOriginal: null,
      nounClass: noun ? CLASSES[i % CLASSES.length]! : null,
      nounClassLabel: null,
      pronunciation: null,
      audio: audioFile ? [audioFile] : [],
      audioFile,
      forms:
        noun && i % 2 === 0
          ? [{ kind: 'plural', form: `wa${word}`, pronunciation: null, audio: null }]
          : [],
      senses: Array.from({ length: senses }, (_, s) => ({
        frenchWord: `glose ${(i * 3 + s) % 5000}`,
        englishWord: `gloss ${(i * 3 + s) % 5000}`,
        frenchDefinition: null,
        englishDefinition: null,
        semanticDomain: null,
        examples: [],
      })),
      notes: null,
      created: new Date(0),
      modified: new Date(0),
    };
  }
}

/** The lexicon as a zip: its document (LIFT or CSV) and a recording for one entry in ten. */
async function writeZip(format: InterchangeFormat, path: string) {
  const zip = new yazl.ZipFile();
  const entries = [...lexicon()];
  const document =
    format === 'lift'
      ? liftDocument(
          (async function* () {
            yield* entries;
          })(),
          { headwordLang: 'bnt', producer: 'Maneno benchmark' },
        )
      : csvDocument(
          (async function* () {
            yield* entries;
          })(),
        );
  zip.addReadStream(Readable.from(document), `lexicon.${format}`);
  const tone = wavTone(0.1);
  for (const entry of entries)
    if (entry.audioFile) zip.addBuffer(tone, entry.audioFile, { compress: false });
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
  return (await stat(path)).size;
}

interface Sample {
  rssMb: number;
  maxDelayMs: number;
  seconds: number;
}

async function measure(run: () => Promise<void>): Promise<Sample> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let rss = process.memoryUsage().rss;
  const timer = setInterval(() => (rss = Math.max(rss, process.memoryUsage().rss)), 100);
  delay.enable();
  const start = performance.now();
  await run();
  const seconds = (performance.now() - start) / 1000;
  delay.disable();
  clearInterval(timer);
  return { rssMb: rss / 1024 ** 2, maxDelayMs: delay.max / 1e6, seconds };
}

async function benchTarget(target: BenchTarget) {
  const { database } = target;
  const dataDir = mkdtempSync(join(tmpdir(), 'maneno-bench-interchange-'));
  const env = parseEnv({ DATA_DIR: dataDir });
  const storage = createStorage(env);
  const workFiles: WorkFiles = new LocalWorkFiles(dataDir);
  const log = { info() {}, warn() {}, error: console.error, child: () => log } as never;
  const jobs = { send: async () => {} } as never;
  const deps: ImportDeps = { db: database.db, storage, workFiles, jobs, log };
  await runMigrations(database);
  const [admin] = await database.db
    .insert(users)
    .values({
      email: 'bench@example.org',
      passwordHash: 'x',
      role: 'admin',
      name: 'Bench',
    } as never)
    .returning();

  for (const format of ['lift', 'csv'] as const) {
    const [language] = await database.db
      .insert(languages)
      .values({ name: `Bench ${format}`, code: `b${format}` } as never)
      .returning();
    await database.db.insert(nounClasses).values(
      CLASSES.map((number, position) => ({
        languageId: language!.id,
        number,
        label: `class ${number}`,
        position,
      })) as never,
    );
    const zipPath = join(dataDir, `lexicon-${format}.zip`);
    const size = await writeZip(format, zipPath);
    const key = newWorkKey('imports', 'zip');
    await workFiles.save(key, createReadStream(zipPath), 'application/zip');

    let previewId = '';
    const previewed = await measure(async () => {
      ({ previewId } = await previewImport(
        deps,
        admin!,
        { key, fileName: 'lexicon.zip' },
        language!.id,
        format,
      ));
    });
    await startImport(deps, previewId, 'keep');
    const controller = new AbortController();
    const job: RunningJob<{ importId: string }> = {
      id: previewId,
      data: { importId: previewId },
      retryCount: 0,
      retryLimit: 3,
      signal: controller.signal,
    };
    const imported = await measure(() => runImportJob(deps, job));
    const [{ words }] = (await database.db
      .select({ words: count() })
      .from(localWords)
      .where(eq(localWords.languageId, language!.id))) as [{ words: number }];
    console.log(
      `${target.kind} ${format}: ${ENTRIES} entries (zip ${(size / 1024 ** 2).toFixed(1)} MB) ` +
        `preview ${previewed.seconds.toFixed(1)} s; import ${imported.seconds.toFixed(1)} s = ` +
        `${Math.round(ENTRIES / imported.seconds)} entries/s (target >= ${TARGETS.entriesPerSecond}), ` +
        `${words} words; peak RSS ${imported.rssMb.toFixed(0)} MB (target < ${TARGETS.rssMb}); ` +
        `longest event loop delay ${imported.maxDelayMs.toFixed(0)} ms (preview ${previewed.maxDelayMs.toFixed(0)} ms)`,
    );

    for (const exportFormat of ['lift', 'csv'] as const) {
      let bytes = 0;
      const exported = await measure(async () => {
        await pipeline(
          exportArchive(
            languageEntries(database.db, storage, language!.id, { published: true }),
            storage,
            {
              format: exportFormat,
              baseName: 'bench',
              lift: { headwordLang: 'bnt', producer: 'Maneno benchmark' },
              licenceText: 'CC-BY-SA-4.0',
            },
          ),
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              bytes += chunk.length;
              done();
            },
          }),
        );
      });
      console.log(
        `${target.kind} export of the ${format} import as ${exportFormat}: ${exported.seconds.toFixed(1)} s, ` +
          `${(bytes / 1024 ** 2).toFixed(1)} MB, peak RSS ${exported.rssMb.toFixed(0)} MB, ` +
          `longest event loop delay ${exported.maxDelayMs.toFixed(0)} ms`,
      );
    }
  }
  await storage.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const only = process.env.BENCH_ONLY;
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
if (only !== 'postgres') {
  const target = await openBenchPglite();
  try {
    await benchTarget(target);
  } finally {
    await target.cleanup();
  }
}
if (only === 'postgres' && process.env.TEST_DATABASE_URL) {
  const target = await openBenchPostgres(process.env.TEST_DATABASE_URL, 'maneno_bench_interchange');
  try {
    await benchTarget(target);
  } finally {
    await target.cleanup();
  }
}
