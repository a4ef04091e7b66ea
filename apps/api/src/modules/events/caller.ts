import type { RequestScope, Scope } from '../../http/scope.js';
import { completePreferences } from '../accounts/complete-preferences.js';
import { unknownVehicleWord } from './presenters.js';

/** Who plans: their shop, themselves (created_by), and the word for a vehicle of unknown make. */
export type EventCaller = Scope & { userId: number; unknownVehicle: string };

export function eventCallerOf(scope: RequestScope): EventCaller {
  return { accountId: scope.accountId, userId: scope.user.id, unknownVehicle: unknownVehicleWord(completePreferences(scope.account.preferences).language) };
}
