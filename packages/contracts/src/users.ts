import { z } from 'zod';

/** Roles held in permissionFlags (shell spec §6). GUEST is the default. */
export const ROLES = ['FULL_ADMIN', 'ADMINISTRATOR', 'EMPLOYEE', 'GUEST'] as const;
export type Role = (typeof ROLES)[number];
export const DEFAULT_ROLE: Role = 'GUEST';

export const PACKAGE_NAMES = ['TRIAL', 'basic', 'clever', 'genius'] as const;

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
    package: z.object({ name: z.enum(PACKAGE_NAMES), isTrial: z.boolean() }),
  }),
});
export type User = z.infer<typeof userSchema>;

/** Avatar initials (shell §2); defined in avatar.ts, which the web shell imports without zod. */
export { avatarInitials } from './avatar.js';
