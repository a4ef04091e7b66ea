import { z } from 'zod';
import { listSearchQuery, pagedListSchema, paginationQuerySchema } from './pagination.js';
import { packageStateSchema } from './billing.js';

/** Roles held in permissionFlags (shell spec §6). GUEST is the default. */
export const ROLES = ['FULL_ADMIN', 'ADMINISTRATOR', 'EMPLOYEE', 'GUEST'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'GUEST';

/** User as the API presents it (shell spec §3). */
export const userSchema = z.object({
  uuid: z.uuid(),
  id: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  email: z.string(),
  permissionFlags: z.enum(ROLES),
  verified: z.boolean(),
  picture: z.string().nullable(),
  account: z.object({
    uuid: z.uuid(),
    package: packageStateSchema,
  }),
});
export type User = z.infer<typeof userSchema>;

/** Avatar initials (shell §2); defined in avatar.ts, which the web shell imports without zod. */
export { avatarInitials } from './avatar.js';

const requiredText = (code: string, max: number) => z.string({ error: code }).trim().min(1, code).max(max, 'ERR_VALIDATION');
const optionalEmail = z.string({ error: 'ERR_INVALID_EMAIL' }).trim().toLowerCase().max(254).pipe(z.email('ERR_INVALID_EMAIL'));

/** Usernames: lowercase letters, digits, dot, dash, underscore (what suggestUsername produces). */
export const usernameSchema = z
  .string({ error: 'ERR_USERNAME_REQUIRED' })
  .trim()
  .toLowerCase()
  .min(1, 'ERR_USERNAME_REQUIRED')
  .max(40, 'ERR_INVALID_USERNAME')
  .regex(/^[a-z0-9._-]+$/, 'ERR_INVALID_USERNAME');

/** GET /api/users — paginated, sorted on the server. */
export const userListQuerySchema = paginationQuerySchema.extend({
  q: listSearchQuery(),
  sort: z.enum(['fullname', 'username', 'email', 'permissionFlags']).default('fullname'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userListSchema = pagedListSchema(userSchema);

// Lower-cased as PostgreSQL stores it: the services tell oneself from others by comparing uuids.
export const userParamsSchema = z.object({ uuid: z.uuid('ERR_USER_NOT_FOUND').toLowerCase() });

/** POST /api/users/invite (shell spec §7: username, fullname, email; optional role). */
export const inviteUserBodySchema = z.object({
  username: usernameSchema,
  fullname: requiredText('ERR_FULLNAME_REQUIRED', 120),
  email: optionalEmail,
  permissionFlags: z.enum(ROLES).default('EMPLOYEE'),
});
export type InviteUserBody = z.infer<typeof inviteUserBodySchema>;

/** PATCH /api/users/{uuid}: username and email are read-only (shell §2 "Profile page"). */
export const updateUserBodySchema = z
  .object({
    fullname: requiredText('ERR_FULLNAME_REQUIRED', 120),
    permissionFlags: z.enum(ROLES),
  })
  .partial();
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** PUT /api/users/{uuid}: the full user as the client holds it; only the editable fields count. */
export const replaceUserBodySchema = z.looseObject({
  fullname: requiredText('ERR_FULLNAME_REQUIRED', 120),
  permissionFlags: z.enum(ROLES),
});

/** PATCH /api/users/{uuid}/password. */
export const changePasswordBodySchema = z.object({
  password: z.string({ error: 'ERR_PASSWORD_REQUIRED' }).min(1, 'ERR_PASSWORD_REQUIRED').max(128, 'ERR_WEAK_PASSWORD'),
  password2: z.string({ error: 'ERR_PASSWORD_REQUIRED' }).min(1, 'ERR_PASSWORD_REQUIRED').max(128, 'ERR_PASSWORD_MISMATCH'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** PATCH /users/{uuid}/password. */
export const changePasswordResultSchema = z.object({ ok: z.literal(true) });

export const deleteUserResultSchema = z.object({ uuid: z.uuid() });
