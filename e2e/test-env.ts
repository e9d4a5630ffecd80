/** Values shared by playwright.config.ts and the specs: the server started for the test run. */
/** `E2E_PORT` lets two checkouts run their journeys at once on one machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const SUPERADMIN_EMAIL = 'admin@maneno.local';
export const SUPERADMIN_PASSWORD = 'e2e-superadmin-password';
export const ADMIN_PATH = '/espace-admin';
