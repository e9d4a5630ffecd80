import { z } from 'zod';
import { ROLES, USER_STATUSES } from '../roles';
import { freeText } from './common';

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any pass phrase, short enough that hashing it cannot be used to load the server. */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 255;

const email = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email());

export const LoginSchema = z.object({
  email,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type Login = z.infer<typeof LoginSchema>;

export const NewPasswordSchema = freeText().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: NewPasswordSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** The form adds a confirmation field that never leaves the browser. */
export const ChangePasswordFormSchema = ChangePasswordSchema.extend({
  confirmPassword: z.string(),
})
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'mismatch',
  })
  // The server checks it too, against the stored password (PASSWORD_UNCHANGED).
  .refine((v) => v.newPassword === '' || v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'sameAsCurrent',
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** The signed-in user as the API returns it: never a password hash or a session token. */
export const SessionUserSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  twoFactorEnabled: z.boolean(),
  isSuperadmin: z.boolean(),
  createdAt: z.number(),
  lastLogin: z.number().nullable(),
  /** The password was chosen by an admin or generated: the back office asks for a new one first. */
  mustChangePassword: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const UserResponseSchema = z.object({ user: SessionUserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;
