/** Values shared by playwright.config.ts, the fixtures and the specs. */
/**
 * `E2E_PORT` is the base of the ports the journeys use, so that two checkouts can run at once on
 * one machine: worker n's server listens on E2E_PORT + 1 + n.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const SUPERADMIN_EMAIL = 'admin@maneno.local';
export const SUPERADMIN_PASSWORD = 'e2e-superadmin-password';
export const ADMIN_PATH = '/espace-admin';
