import { createStore, keys } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { readDraft, removeDraft, writeDraft } from './form-drafts';

const wav = (name: string, bytes: number[]) =>
  new File([new Uint8Array(bytes)], name, { type: 'audio/wav', lastModified: 1_700_000_000_000 });

/** Every key the drafts' database holds. */
async function storedKeys() {
  return (await keys(createStore('maneno-drafts', 'drafts'))).map(String).sort();
}

describe('form drafts (IndexedDB)', () => {
  const mine = { owner: 7, form: 'word:new' };

  it('give back the content with its files, byte for byte, for the same user and form only', async () => {
    const recording = wav('enregistrement.wav', [82, 73, 70, 70, 1, 2, 3]);
    const written = new Set<string>();
    await writeDraft(
      mine,
      {
        version: null,
        content: {
          values: { localWord: 'maji', notes: 'Eau.' },
          audio: [{ file: recording, seconds: 2 }],
        },
      },
      written,
    );

    const draft = await readDraft<{
      values: { localWord: string };
      audio: { file: File; seconds: number }[];
    }>(mine);
    expect(draft?.content.values).toEqual({ localWord: 'maji', notes: 'Eau.' });
    const [audio] = draft!.content.audio;
    expect(audio!.seconds).toBe(2);
    expect(audio!.file).toBeInstanceOf(File);
    expect(audio!.file.name).toBe('enregistrement.wav');
    expect(audio!.file.type).toBe('audio/wav');
    expect([...new Uint8Array(await audio!.file.arrayBuffer())]).toEqual([82, 73, 70, 70, 1, 2, 3]);
    expect(draft!.savedAt).toBeGreaterThan(0);

    expect(await readDraft({ owner: 8, form: 'word:new' })).toBeNull();
    expect(await readDraft({ owner: 7, form: 'word:12' })).toBeNull();
  });

  it('store a file once while it stays, and remove it with the last draft that had it', async () => {
    const first = wav('un.wav', [1]);
    const second = wav('deux.wav', [2]);
    const written = new Set<string>();
    await writeDraft(mine, { version: null, content: { audio: [first] } }, written);
    await writeDraft(mine, { version: null, content: { audio: [first, second] } }, written);
    expect(await storedKeys()).toHaveLength(3);
    await writeDraft(mine, { version: null, content: { audio: [second] } }, written);
    expect(await storedKeys()).toHaveLength(2);

    await removeDraft(mine);
    expect(await storedKeys()).toEqual([]);
    expect(await readDraft(mine)).toBeNull();
  });

  it('keep the version an edit started from, and remove one form’s draft only', async () => {
    const word1 = { owner: 7, form: 'word:1' };
    const word12 = { owner: 7, form: 'word:12' };
    await writeDraft(word1, { version: 3, content: { audio: [wav('un.wav', [1])] } }, new Set());
    await writeDraft(word12, { version: 5, content: { audio: [wav('deux.wav', [2])] } }, new Set());

    await removeDraft(word1);
    expect(await readDraft(word1)).toBeNull();
    const kept = await readDraft<{ audio: File[] }>(word12);
    expect(kept?.version).toBe(5);
    expect(kept?.content.audio.map((file) => file.name)).toEqual(['deux.wav']);
    expect(await storedKeys()).toHaveLength(2);
  });
});
