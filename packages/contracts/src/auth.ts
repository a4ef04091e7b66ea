import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './password.js';
import { signupPreferencesSchema } from './preferences.js';
import { userSchema } from './users.js';

/** A missing field reports the same catalogue code as an empty one. */
const text = (code: string) => z.string({ error: code });
const trimmed = (max: number, code: string) => text(code).trim().max(max);

/** POST /api/auth/signin — username may also be the email (issue 2). */
export const signinBodySchema = z.object({
  username: trimmed(254, 'ERR_USERNAME_REQUIRED').min(1, 'ERR_USERNAME_REQUIRED'),
  password: text('ERR_PASSWORD_REQUIRED').min(1, 'ERR_PASSWORD_REQUIRED').max(PASSWORD_MAX_LENGTH, 'ERR_INVALID_PASSWORD'),
});
export type SigninBody = z.infer<typeof signinBodySchema>;

/** POST /api/auth/signup (shell spec §7: email, fullname, password, preferences). */
export const signupBodySchema = z.object({
  fullname: trimmed(120, 'ERR_FULLNAME_REQUIRED').min(1, 'ERR_FULLNAME_REQUIRED'),
  email: text('ERR_INVALID_EMAIL').trim().toLowerCase().max(254).pipe(z.email('ERR_INVALID_EMAIL')),
  // Strength (ERR_WEAK_PASSWORD) is checked by the service with isStrongPassword.
  password: text('ERR_PASSWORD_REQUIRED').min(1, 'ERR_PASSWORD_REQUIRED').max(PASSWORD_MAX_LENGTH, 'ERR_WEAK_PASSWORD'),
  preferences: signupPreferencesSchema.optional(),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const refreshBodySchema = z.object({ refreshToken: z.string().min(1).max(200) });
export type RefreshBody = z.infer<typeof refreshBodySchema>;

export const logoutBodySchema = z.object({ refreshToken: z.string().max(200).optional() });

/** Sign-in and refresh answer. */
export const sessionSchema = z.object({
  user: userSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const signupResultSchema = z.object({ email: z.string() });

/** POST /api/lost-password: the same answer whether or not the account exists. */
export const lostPasswordBodySchema = z.object({
  username: trimmed(254, 'ERR_USERNAME_OR_EMAIL_REQUIRED').min(1, 'ERR_USERNAME_OR_EMAIL_REQUIRED'),
});
export const lostPasswordResultSchema = z.object({ sent: z.literal(true) });

export const VERIFY_TOKEN_TYPES = ['VERIFICATION', 'PASSWORD_RESET'] as const;
export type VerifyTokenType = (typeof VERIFY_TOKEN_TYPES)[number];

export const verifyTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
/** GET /api/users/verify/{token}: data.type and data.user (shell spec §7). */
export const verifyTokenResultSchema = z.object({
  type: z.enum(VERIFY_TOKEN_TYPES),
  user: userSchema,
});

/** PUT /api/users/reset-password/{token}. */
export const resetPasswordBodySchema = z.object({
  password: text('ERR_PASSWORD_REQUIRED').min(1, 'ERR_PASSWORD_REQUIRED').max(PASSWORD_MAX_LENGTH, 'ERR_WEAK_PASSWORD'),
});

/** PUT /users/reset-password/{token}: the user whose password was set. */
export const resetPasswordResultSchema = z.object({ user: userSchema });

/** POST /auth/logout. */
export const logoutResultSchema = z.object({ ok: z.literal(true) });

/** POST /api/auth/resend-verification: a new verification mail, same answer for any email. */
export const resendVerificationBodySchema = z.object({
  email: text('ERR_INVALID_EMAIL').trim().toLowerCase().max(254).pipe(z.email('ERR_INVALID_EMAIL')),
});

export const validateResultSchema = z.object({ user: userSchema });
