import type { InviteUserBody, User } from '@atelier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';
import { usePageSettled } from '../../shared/api/pageSettled';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';
import { usersKeys } from '../../shared/users/usersKeys';

export interface Feature {
  id: number;
  type: 'SETUP';
}

export const setupKeys = {
  pending: ['features', 'setup'] as const,
};

/** GET /api/features/setup: the pending SETUP feature, if any (only asked by settings:manage). */
export function useSetupFeature(enabled: boolean) {
  // Asked once the page has its content (usePageSettled): the wizard opens over it, the button comes after.
  const settled = usePageSettled();
  const query = useQuery({
    queryKey: setupKeys.pending,
    queryFn: ({ signal }) => apiRequest<Feature[]>('/features/setup', { signal }),
    enabled: enabled && settled,
    staleTime: 5 * 60_000,
    // Nothing to tell the user if it fails: the wizard simply does not open.
    meta: { silent: true },
  });
  return { ...query, feature: query.data?.find((feature) => feature.type === 'SETUP') ?? null };
}

/** POST /api/features/{id}/complete: the wizard and the setup button go away. */
export function useCompleteFeature() {
  const client = useQueryClient();
  return useMutation<unknown, ApiRequestError, number>({
    mutationFn: (id) => apiRequest(`/features/${id}/complete`, { method: 'POST' }),
    onSuccess: () => client.setQueryData<Feature[]>(setupKeys.pending, (list) => list?.filter((f) => f.type !== 'SETUP') ?? []),
    meta: { silent: true },
  });
}

/** POST /api/users/invite for one technician row; the row shows its own error. */
export function useInviteTechnician() {
  const client = useQueryClient();
  return useMutation<User, ApiRequestError, InviteUserBody>({
    mutationFn: (body) => apiRequest<User>('/users/invite', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
    meta: { silent: true },
  });
}
