import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { wavTone } from '@server/test/audio-fixtures';
import { expect, toast } from '../fixtures';

/** A WAV file holding a sine tone: test data built in code, never demo content. */
export const toneWav = (seconds: number, frequency = 440) => wavTone(seconds, frequency);

/** The same, as a file to upload (setInputFiles, multipart). */
export const wavFile = (name: string, seconds = 0.4, frequency = 440) => ({
  name,
  mimeType: 'audio/wav',
  buffer: toneWav(seconds, frequency),
});

/** The audio field of the word and expression forms: its file input and its list of files. */
export const fileInput = (page: Page) => page.locator('input[type="file"]');
export const audioList = (scope: Page | Locator) =>
  scope.getByRole('list', { name: 'Enregistrements' });

/** A file that is not audio (by its declared type) is refused with a toast; nothing is added. */
export async function expectTextFileRefused(page: Page) {
  await fileInput(page).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('pas un son'),
  });
  await expect(toast(page)).toContainText('Type de fichier invalide');
  await expect(toast(page)).toContainText('Veuillez sélectionner un fichier audio');
  await expect(audioList(page)).toHaveCount(0);
}

/** Three files chosen at once: the third is dropped, and recording and upload are disabled. */
export async function expectThirdFileDropped(page: Page) {
  await fileInput(page).setInputFiles([
    wavFile('un.wav'),
    wavFile('deux.wav', 0.4, 660),
    wavFile('trois.wav'),
  ]);
  await expect(toast(page)).toContainText('Limite atteinte');
  await expect(toast(page)).toContainText('Maximum 2 fichiers audio autorisés');
  await expect(audioList(page).getByRole('listitem')).toHaveCount(2);
  await expect(audioList(page)).not.toContainText('trois.wav');
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Téléverser un fichier audio' })).toBeDisabled();
}

/**
 * Starts recording from the fake microphone and waits for the counter's first second; `scope` is
 * the page, or the part of it with its own audio field (a word's other form).
 */
export async function startRecording(scope: Page | Locator) {
  await scope.getByRole('button', { name: 'Enregistrer' }).click();
  const stop = scope.getByRole('button', { name: "Arrêter l'enregistrement" });
  await expect(stop).toBeVisible();
  await expect(scope.getByText('Enregistrement… 0:01')).toBeVisible();
  return stop;
}

/** Stops it: the recording joins the field's files, named with its length. */
export async function stopRecording(scope: Page | Locator, stop: Locator) {
  await stop.click();
  await expect(audioList(scope).getByRole('listitem')).toHaveCount(1);
  await expect(audioList(scope)).toContainText(/Enregistrement \(0:0[1-9]\)/);
}

/** The stored bytes are a WebM file (EBML header), typed as such. */
export async function expectStoredWebm(request: APIRequestContext, url: string) {
  const file = await request.get(url);
  expect(file.headers()['content-type']).toMatch(/webm/);
  expect((await file.body()).subarray(0, 4).toString('hex')).toBe('1a45dfa3');
}

/** Without access to a microphone, recording says so and stays available. */
export async function expectMicrophoneRefused(page: Page) {
  await page.evaluate(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page)).toContainText("Impossible d'accéder au microphone");
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
}
