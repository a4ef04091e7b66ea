import { eq } from 'drizzle-orm';
import type { Role } from '@atelier/contracts';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { STRONG_PASSWORD, sessionOf, signedInOwner, uniqueEmail } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** A signed-in user of a known role, with what tests need to call as them and to check the DB. */
export type Member = {
  role: Role;
  id: number;
  uuid: string;
  username: string;
  fullname: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  auth: { authorization: string };
  accountId: number;
  accountUuid: string;
};

/** One signed-in user of each role, all in one account (the FULL_ADMIN is the one who signed up). */
export type Team = Record<Role, Member>;

const FULLNAMES: Record<Role, string> = {
  FULL_ADMIN: 'Fanny Proprio',
  ADMINISTRATOR: 'Adrien Gestion',
  EMPLOYEE: 'Émile Mécano',
  GUEST: 'Gaston Invité',
};

// argon2 on purpose is slow: every fixture user shares one hash of STRONG_PASSWORD.
let sharedHash: Promise<string> | undefined;

/**
 * Adds a verified user of `role` to an account directly in the database (what an invitation
 * followed by the password step produces) and signs them in.
 */
export async function addMember(t: TestApp, accountId: number, role: Role, fullname = FULLNAMES[role]): Promise<Member> {
  sharedHash ??= hashPassword(STRONG_PASSWORD);
  const email = uniqueEmail(role.toLowerCase().replace('_', '-'));
  const username = email.split('@')[0]!;
  const [row] = await t.db
    .insert(users)
    .values({ accountId, username, fullname, email, passwordHash: await sharedHash, permissionFlags: role, verified: true })
    .returning({ id: users.id });
  return memberOf(t, row!.id, STRONG_PASSWORD);
}

/** Signs in an existing user by id and describes them as a Member. */
export async function memberOf(t: TestApp, id: number, password: string = STRONG_PASSWORD): Promise<Member> {
  const [user] = await t.db.select().from(users).where(eq(users.id, id));
  if (!user) throw new Error(`no user ${id}`);
  const session = await sessionOf(t, user.email, password);
  return {
    role: user.permissionFlags,
    id: user.id,
    uuid: user.uuid,
    username: user.username,
    fullname: user.fullname,
    email: user.email,
    password,
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    auth: session.auth,
    accountId: user.accountId,
    accountUuid: session.user.account.uuid,
  };
}

/** A new shop whose owner (FULL_ADMIN) signed up, plus a signed-in ADMINISTRATOR, EMPLOYEE and GUEST. */
export async function usersOfEveryRole(t: TestApp): Promise<Team> {
  const owner = await signedInOwner(t, { fullname: FULLNAMES.FULL_ADMIN });
  const fullAdmin = await memberOf(t, owner.user.id, owner.password);
  const [administrator, employee, guest] = await Promise.all((['ADMINISTRATOR', 'EMPLOYEE', 'GUEST'] as const).map((role) => addMember(t, fullAdmin.accountId, role)));
  return { FULL_ADMIN: fullAdmin, ADMINISTRATOR: administrator!, EMPLOYEE: employee!, GUEST: guest! };
}
