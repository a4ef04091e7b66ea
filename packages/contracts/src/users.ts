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

/** Avatar initials: the first two characters of the username, else of the email (shell §2). */
export function avatarInitials(user: Pick<User, 'username' | 'email'>): string {
  const source = user.username?.trim() || user.email?.trim() || '';
  return source.slice(0, 2).toUpperCase();
}
