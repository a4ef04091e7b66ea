import { accounts, users } from '../../db/schema/index.js';

/** A user row with what the presenter needs of its account (also the request scope's caller). */
export const userWithAccount = {
  user: users,
  account: { uuid: accounts.uuid, packageName: accounts.packageName, isTrial: accounts.isTrial, trialEndsAt: accounts.trialEndsAt, preferences: accounts.preferences },
};
export type UserWithAccount = {
  user: typeof users.$inferSelect;
  account: { uuid: string; packageName: string; isTrial: boolean; trialEndsAt: Date | null; preferences: (typeof accounts.$inferSelect)['preferences'] };
};
