/**
 * Remembers a loader's promise per key: the bundled data never changes while the server runs, so
 * each file is read (or each flag rendered) once. A failure is not remembered; the next call retries.
 */
export function memoByKey<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let entry = cache.get(key);
    if (!entry) {
      entry = load(key);
      cache.set(key, entry);
      entry.catch(() => cache.delete(key));
    }
    return entry;
  };
}

/** The same for a loader without a key. */
export function memo<T>(load: () => Promise<T>): () => Promise<T> {
  const byKey = memoByKey(load);
  return () => byKey('');
}
