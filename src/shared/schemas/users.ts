import { z } from 'zod';
import { ROLES, USER_STATUSES } from '../roles';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SessionUserSchema,
} from './auth';
import { freeText, nameText } from './common';
import { TEXT_LIMITS } from './text-limits';

export const NAME_MAX_LENGTH = TEXT_LIMITS.name;

/** An account as the users screen lists it: never a password hash or a two-factor secret. */
export const UserSchema = SessionUserSchema;
export type User = z.infer<typeof UserSchema>;

/** Trimmed and lower-cased, so 'Ana@X.org ' and 'ana@x.org' are the same account. */
const email = z
  .string({ error: 'userEmailRequired' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'userEmailRequired' })
  .max(EMAIL_MAX_LENGTH, { error: 'valueTooLong' })
  .pipe(z.email({ error: 'userEmailInvalid' }));

/** Blank or absent: none (the server generates one on creation, keeps the old one on update). */
const optionalPassword = freeText()
  .max(PASSWORD_MAX_LENGTH, { error: 'userPasswordTooLong' })
  .nullish()
  .transform((v) => (v && v.trim() !== '' ? v : undefined))
  .refine((v) => v === undefined || v.length >= PASSWORD_MIN_LENGTH, {
    error: 'userPasswordTooShort',
  });

const role = z.enum(ROLES, { error: 'userRoleInvalid' });
const status = z.enum(USER_STATUSES, { error: 'userStatusInvalid' });

/** POST /api/users and the add dialog: e-mail and role required, the rest optional. */
export const UserCreateSchema = z.object({
  email,
  name: nameText()
    .trim()
    .max(NAME_MAX_LENGTH, { error: 'valueTooLong' })
    .nullish()
    .transform((v) => (v ? v : null)),
  password: optionalPassword,
  role: role.default('editor'),
  status: status.default('active'),
});
export type UserCreateInput = z.input<typeof UserCreateSchema>;
export type UserCreate = z.output<typeof UserCreateSchema>;

/**
 * PUT /api/users/{id} and the edit dialog: what is absent stays as it is; a blank password is
 * unchanged; a name is changed only when sent (blank clears it). twoFactorEnabled false turns
 * two-factor sign-in off; true is accepted only if the user already enrolled.
 */
export const UserUpdateSchema = z.object({
  email: email.optional(),
  name: nameText()
    .trim()
    .max(NAME_MAX_LENGTH, { error: 'valueTooLong' })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
  password: optionalPassword,
  role: role.optional(),
  status: status.optional(),
  twoFactorEnabled: z.boolean().optional(),
});
export type UserUpdateInput = z.input<typeof UserUpdateSchema>;
export type UserUpdate = z.output<typeof UserUpdateSchema>;

/** The created account, and the password the server generated when none was given: shown once. */
export const UserCreatedSchema = z.object({
  user: UserSchema,
  oneTimePassword: z.string().nullable(),
});
export type UserCreated = z.infer<typeof UserCreatedSchema>;
