import type { ChangePasswordBody, InviteUserBody, PagedList, TimelogList, UpdateUserBody, User, UserListQuery, WorksheetList } from '@atelier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';
import { useFormMutation } from '../../shared/api/useFormMutation';
import { listQueryPath } from '../../shared/lists/listQueryPath';
import { usersKeys } from '../../shared/users/usersKeys';
import { syncSessionUser } from './syncSessionUser';

export type UserList = PagedList<User>;

/** GET /api/users: one page, searched and sorted by the server; the previous page stays shown while the next loads. */
export function useUserList(query: UserListQuery) {
  return useQuery({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => apiRequest<UserList>(listQueryPath('/users', query), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(uuid: string | undefined) {
  return useQuery({
    queryKey: usersKeys.detail(uuid ?? ''),
    queryFn: ({ signal }) => apiRequest<User>(`/users/${encodeURIComponent(uuid!)}`, { signal }),
    enabled: !!uuid,
    // A missing user is shown by the page itself.
    meta: { silent: true },
  });
}

/** Keeps the detail cache (and the session, for oneself) in step with an answer; refreshes the lists. */
function useStoreUser() {
  const client = useQueryClient();
  return (user: User) => {
    client.setQueryData(usersKeys.detail(user.uuid), user);
    syncSessionUser(client, user);
    void client.invalidateQueries({ queryKey: usersKeys.lists });
  };
}

export function useInviteUser() {
  return useFormMutation((body: InviteUserBody) => apiRequest<User>('/users/invite', { method: 'POST', body }), useStoreUser());
}

export function useUpdateUser() {
  return useFormMutation(
    ({ uuid, body }: { uuid: string; body: UpdateUserBody }) => apiRequest<User>(`/users/${encodeURIComponent(uuid)}`, { method: 'PATCH', body }),
    useStoreUser(),
  );
}

export function useChangePassword() {
  return useFormMutation(({ uuid, body }: { uuid: string; body: ChangePasswordBody }) =>
    apiRequest<{ ok: true }>(`/users/${encodeURIComponent(uuid)}/password`, { method: 'PATCH', body }),
  );
}

/** Failures are toasts (the confirmation modal has nothing else to show them in). */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation<{ uuid: string }, ApiRequestError, string>({
    mutationFn: (uuid) => apiRequest<{ uuid: string }>(`/users/${encodeURIComponent(uuid)}`, { method: 'DELETE' }),
    onSuccess: ({ uuid }) => {
      client.removeQueries({ queryKey: usersKeys.detail(uuid) });
      void client.invalidateQueries({ queryKey: usersKeys.lists });
    },
  });
}

/** POST /api/upload/{uuid}/profile (multipart field `file`): the new picture shows everywhere at once. */
export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation<{ path: string }, ApiRequestError, { uuid: string; file: File }>({
    mutationFn: ({ uuid, file }) => {
      const body = new FormData();
      body.append('file', file);
      return apiRequest<{ path: string }>(`/upload/${encodeURIComponent(uuid)}/profile`, { method: 'POST', body });
    },
    onSuccess: ({ path }, { uuid }) => {
      client.setQueryData<User>(usersKeys.detail(uuid), (user) => (user ? { ...user, picture: path } : user));
      syncSessionUser(client, { uuid, picture: path });
      void client.invalidateQueries({ queryKey: usersKeys.lists });
    },
    meta: { silent: true },
  });
}

/** A user page's work (shell spec §2 "/users/{uuid}"): their open work orders, newest first. */
export function useUserOpenWorksheets(uuid: string, enabled: boolean) {
  const search = new URLSearchParams({ technicianUuid: uuid, status: 'TODO,IN_PROGRESS', page: '1', pageSize: String(USER_PAGE_ROWS) });
  return useQuery({
    // Under ['worksheets', 'list']: any change to a work order refreshes it with the lists.
    queryKey: ['worksheets', 'list', 'technician', uuid] as const,
    queryFn: ({ signal }) => apiRequest<WorksheetList>(`/worksheets?${search.toString()}`, { signal }),
    enabled,
  });
}

/** Their recent time entries and their running clock (the server shows others' time to timelog:all only). */
export function useUserTime(uuid: string, enabled: boolean) {
  const recent = { userUuid: uuid, page: 1, pageSize: USER_PAGE_ROWS };
  const running = { userUuid: uuid, running: true, page: 1, pageSize: 5 };
  const path = (params: Record<string, string | number | boolean>) =>
    `/timelog?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()}`;
  return {
    // Keys under ['timelog']: clocking in or out anywhere refreshes them (timelog feature's rule).
    recent: useQuery({ queryKey: ['timelog', 'list', recent] as const, queryFn: ({ signal }) => apiRequest<TimelogList>(path(recent), { signal }), enabled }),
    running: useQuery({ queryKey: ['timelog', 'list', running] as const, queryFn: ({ signal }) => apiRequest<TimelogList>(path(running), { signal }), enabled }),
  };
}

/** Rows of each list of a user page. */
export const USER_PAGE_ROWS = 8;
