/*
 * Drafts of the back office's forms, kept in the browser (IndexedDB, through idb-keyval) while
 * they are edited, so that an expired session, a reload or a crash does not lose what was typed
 * or recorded (decision 033). One draft per form and per user: a draft is the form's content,
 * with its files stored beside it, each once, as bytes. A draft and its files are written, read
 * and removed together, each in one transaction: no reader sees a draft without its files.
 */
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';

/** Which draft: the signed-in user's, of one form ('word:new', 'word:12', 'expression:new'...). */
export interface DraftAddress {
  owner: number;
  form: string;
}

/** A draft as read back: its content, with its files as File objects again. */
export interface Draft<T> {
  /** When it was last written (epoch ms). */
  savedAt: number;
  /** The version of the item the edit started from, if it has one. */
  version: number | null;
  content: T;
}

interface StoredDraft {
  savedAt: number;
  version: number | null;
  /** The content, each file replaced by a FileRef. */
  content: unknown;
  files: string[];
}

/**
 * A file's bytes. Not the File itself: a File does not survive every structured clone (the one
 * of the component tests' IndexedDB loses it), an ArrayBuffer does, in every browser.
 */
interface StoredFile {
  name: string;
  type: string;
  lastModified: number;
  bytes: ArrayBuffer;
}

/** Where a file was in the content. */
interface FileRef {
  draftFile: string;
}

let store: UseStore | undefined;
const draftStore = () => (store ??= createStore('maneno-drafts', 'drafts'));

/** For the client tests' set-up: each test gets a fresh IndexedDB, so the open one is forgotten. */
export function forgetDraftStore() {
  store = undefined;
}

const draftKey = ({ owner, form }: DraftAddress) => `draft:${owner}:${form}`;
const filePrefix = ({ owner, form }: DraftAddress) => `draft-file:${owner}:${form}:`;
/** Every file key of a draft (its ids never hold U+FFFF). */
const fileKeys = (address: DraftAddress) =>
  IDBKeyRange.bound(filePrefix(address), `${filePrefix(address)}\uffff`);

/** Each file's id in the drafts, so a file kept from one save to the next is stored once. */
const fileIds = new WeakMap<Blob, string>();
let nextFileId = 0;
function fileId(file: Blob) {
  let id = fileIds.get(file);
  if (!id) {
    nextFileId += 1;
    // Unique across reloads too: files of a restored draft keep theirs.
    id = `${Date.now().toString(36)}-${nextFileId}-${Math.random().toString(36).slice(2, 8)}`;
    fileIds.set(file, id);
  }
  return id;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isFileRef = (value: unknown): value is FileRef =>
  isPlainObject(value) && typeof value.draftFile === 'string' && Object.keys(value).length === 1;

/** The content with each file replaced by a reference, and the files by id. */
function takeFiles(value: unknown, files: Map<string, Blob>): unknown {
  if (value instanceof Blob) {
    const id = fileId(value);
    files.set(id, value);
    return { draftFile: id } satisfies FileRef;
  }
  if (Array.isArray(value)) return value.map((item) => takeFiles(item, files));
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, takeFiles(item, files)]),
    );
  }
  return value;
}

/** The content with its references replaced by the files (null for a file that went missing). */
function putFiles(value: unknown, files: Map<string, File>): unknown {
  if (isFileRef(value)) return files.get(value.draftFile) ?? null;
  if (Array.isArray(value)) return value.map((item) => putFiles(item, files));
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, putFiles(item, files)]),
    );
  }
  return value;
}

/** The user's draft of a form, or null. */
export async function readDraft<T>(
  address: DraftAddress,
): Promise<(Draft<T> & { fileIds: string[] }) | null> {
  const prefix = filePrefix(address);
  // The draft and its files, read in one go (no request waits for another).
  const [stored, keys, values] = await draftStore()('readonly', (store) =>
    Promise.all([
      promisifyRequest(store.get(draftKey(address)) as IDBRequest<StoredDraft | undefined>),
      promisifyRequest(store.getAllKeys(fileKeys(address))),
      promisifyRequest(store.getAll(fileKeys(address)) as IDBRequest<StoredFile[]>),
    ]),
  );
  if (!stored) return null;
  const files = new Map<string, File>();
  keys.forEach((key, index) => {
    const id = String(key).slice(prefix.length);
    const file = values[index]!;
    if (!stored.files.includes(id)) return;
    const restored = new File([file.bytes], file.name, {
      type: file.type,
      lastModified: file.lastModified,
    });
    fileIds.set(restored, id);
    files.set(id, restored);
  });
  return {
    savedAt: stored.savedAt,
    version: stored.version,
    content: putFiles(stored.content, files) as T,
    fileIds: [...files.keys()],
  };
}

/**
 * Writes the draft with its files not yet written (`written`: the ids this form has stored, kept
 * up to date here), and removes the files it no longer has. Returns when it was saved.
 */
export async function writeDraft(
  address: DraftAddress,
  { version, content }: { version: number | null; content: unknown },
  written: Set<string>,
) {
  const files = new Map<string, Blob>();
  const data = takeFiles(content, files);
  const prefix = filePrefix(address);
  // The bytes first: a transaction ends as soon as it has nothing to do.
  const added = await Promise.all(
    [...files].flatMap(([id, file]) =>
      written.has(id)
        ? []
        : [
            file.arrayBuffer().then((bytes): [string, StoredFile] => [
              id,
              {
                name: file instanceof File ? file.name : 'audio',
                type: file.type,
                lastModified: file instanceof File ? file.lastModified : Date.now(),
                bytes,
              },
            ]),
          ],
    ),
  );
  const gone = [...written].filter((id) => !files.has(id));
  const savedAt = Date.now();
  const draft: StoredDraft = { savedAt, version, content: data, files: [...files.keys()] };
  await draftStore()('readwrite', (store) => {
    for (const [id, file] of added) store.put(file, `${prefix}${id}`);
    store.put(draft, draftKey(address));
    for (const id of gone) store.delete(`${prefix}${id}`);
    return promisifyRequest(store.transaction);
  });
  added.forEach(([id]) => written.add(id));
  gone.forEach((id) => written.delete(id));
  return savedAt;
}

/** Removes the draft and its files. */
export async function removeDraft(address: DraftAddress) {
  await draftStore()('readwrite', (store) => {
    store.delete(draftKey(address));
    store.delete(fileKeys(address));
    return promisifyRequest(store.transaction);
  });
}
