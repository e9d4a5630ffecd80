import type { Credentials } from '../fixtures';

/**
 * Accounts created by prepare-data.ts for journeys that change an account's security settings, so
 * the shared superadmin (and the journeys that use it) are never affected. One per journey: the
 * data directory lives for the whole run. (When the users API lands, journeys can create their own.)
 */
export const TWO_FACTOR_USER: Credentials = {
  email: 'two-factor@maneno.local',
  password: 'e2e-two-factor-password',
};
export const RECOVERY_CODE_USER: Credentials = {
  email: 'recovery-code@maneno.local',
  password: 'e2e-recovery-code-password',
};
export const JOURNEY_USERS = [TWO_FACTOR_USER, RECOVERY_CODE_USER];
