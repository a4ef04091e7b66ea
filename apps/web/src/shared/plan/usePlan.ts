import { useSession } from '../session/useSession';
import { planInForce, type PlanInForce } from './planState';

/** The signed-in account's plan in force (null before sign-in or for a stored user without one). */
export function usePlan(): PlanInForce | null {
  const { user } = useSession();
  return planInForce(user?.account?.package);
}
