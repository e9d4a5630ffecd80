import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, UserResponseSchema } from './auth';

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

/** A code from the authenticator app: six digits; spaces (as some apps show it) are ignored. */
export const TotpCodeSchema = z
  .string()
  .max(32)
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/));

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const RecoveryCodeSchema = z
  .string()
  .max(64)
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().min(1));

export const TwoFactorSetupResponseSchema = z.object({
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
  /** The same secret in base32, for typing into the app by hand. */
  secret: z.string(),
  /** The QR code as an SVG document, drawn by the server. */
  qrSvg: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponseSchema>;

export const TwoFactorEnableSchema = z.object({ code: TotpCodeSchema });
export type TwoFactorEnable = z.input<typeof TwoFactorEnableSchema>;

export const PasswordConfirmationSchema = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type PasswordConfirmation = z.infer<typeof PasswordConfirmationSchema>;

/** Shown once, when they are created: only their hashes are kept. */
export const RecoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponseSchema>;

/** The second step of sign-in: a code from the app, or one of the recovery codes. */
export const TwoFactorLoginSchema = z.union([
  z.object({ code: TotpCodeSchema }).strict(),
  z.object({ recoveryCode: RecoveryCodeSchema }).strict(),
]);
export type TwoFactorLogin = z.input<typeof TwoFactorLoginSchema>;

export const TwoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });

/** POST /api/auth/login: the user, or (two-factor on) a request for the second step. */
export const LoginResponseSchema = z.union([UserResponseSchema, TwoFactorRequiredSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
