/**
 * The system Chromium's flags (playwright.config.ts): headless as root needs no sandbox, and the
 * closed network refuses Chromium's background connections.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** For files with recording journeys: a fake microphone, granted without asking (a browser option). */
export const withFakeMicrophone = {
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
};
