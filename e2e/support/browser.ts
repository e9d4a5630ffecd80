/**
 * The system Chromium's flags (playwright.config.ts): headless as root needs no sandbox, and the
 * closed network refuses Chromium's background connections. Its microphone is a fake one, granted
 * without asking, for the recording journeys (they also grant the permission to their context);
 * one set of flags for every file, so that any worker can run any journey.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
