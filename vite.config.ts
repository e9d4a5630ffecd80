import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { renderIndexHtml } from './src/server/web/index-html.ts';
import { POSTGRES_SKIPPED_FILES, POSTGRES_TEST_FILES } from './src/server/test/database-matrix.ts';

const apiPort = process.env.PORT ?? '3000';
const adminPath = process.env.ADMIN_PATH ?? '/espace-admin';
const siteName = process.env.SITE_NAME ?? 'Maneno';

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  plugins: [
    react(),
    tailwindcss(),
    {
      // In development Vite serves index.html itself: give it the same per-page head as the server does.
      name: 'maneno-index-html',
      apply: 'serve',
      transformIndexHtml: {
        order: 'pre',
        handler: (html, ctx) =>
          renderIndexHtml(html, {
            siteName,
            isSignInPage: ctx.originalUrl?.split('?')[0] === adminPath,
          }),
      },
    },
  ],
  // The public pages' server renderer (dist/ssr, decision 014) carries its own copy of React and
  // the other client libraries, which are devDependencies: the server needs none installed.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // ...and React's production build whatever NODE_ENV the server runs with (development by default).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // The home page's artwork stays separate files (hashed, cached a year) rather than data URLs
    // inside the JavaScript, so only the image shown is downloaded.
    assetsInlineLimit: (file) => (file.includes('/assets/art/') ? false : undefined),
  },
  server: {
    // Keep the browser's Host header (the string shorthand would rewrite it to the API's), so the
    // API's same-origin check sees the page's own origin and accepts its POSTs.
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  test: {
    // One worker per core: the tests are CPU-bound (PGlite, jsdom) and the default leaves a core of
    // a two-core machine idle.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    // One module graph per worker rather than per file (docs/testing.md): a file no longer pays to
    // import the app, React and jsdom or to compile PGlite again. Halves `vitest run`.
    isolate: false,
    hookTimeout: 60_000,
    // The AWS SDK warns once per process that its 2027 releases need Node 22: true, and said in
    // docs/decisions/005, but noise in every test file that touches S3.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // Three tiers, run together by `vitest run` (docs/testing.md): the client's components in a
    // DOM, the shared code and the API on PGlite, and the SQL-dependent API files on PostgreSQL.
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/client/test/setup.ts'],
          // The set-up file still runs for every file, and each test starts from an empty DOM,
          // storage, query cache, toasts and MSW handlers (setup.ts, render.tsx).
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'server-postgres',
                include: POSTGRES_TEST_FILES,
                exclude: [...configDefaults.exclude, ...POSTGRES_SKIPPED_FILES],
                environment: 'node' as const,
                globalSetup: ['src/server/test/global-setup.ts'],
                env: { MANENO_TEST_DATABASE: 'postgres' },
              },
            },
          ]
        : []),
      // Real servers killed with SIGKILL (docs/testing.md): only `npm run test:faults` sets
      // MANENO_FAULTS, so `vitest run` and `npm test` keep their time.
      ...(process.env.MANENO_FAULTS
        ? [
            {
              extends: true as const,
              test: {
                name: 'faults',
                include: ['src/server/faults/**/*.faults.ts'],
                environment: 'node' as const,
                // Each file kills and restarts servers of its own: the PGlite rounds, the
                // PostgreSQL rounds and the jobs run side by side, one file per core.
                testTimeout: 300_000,
              },
            },
          ]
        : []),
    ],
  },
}));
