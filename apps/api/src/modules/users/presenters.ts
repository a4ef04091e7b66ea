import { effectivePackage, type User } from '@atelier/contracts';
import type { UserWithAccount } from './queries.js';

/** Row → the User contract (never a row as is: no password hash leaves the server). */
export function presentUser({ user, account }: UserWithAccount): User {
  return {
    uuid: user.uuid,
    id: user.id,
    username: user.username,
    fullname: user.fullname,
    email: user.email,
    permissionFlags: user.permissionFlags,
    verified: user.verified,
    picture: user.picture,
    account: {
      uuid: account.uuid,
      package: effectivePackage(account),
    },
  };
}
