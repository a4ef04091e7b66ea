import { useListParams } from '../../../shared/lists/useListParams';

export const USERS_PAGE_SIZE = 25;
const SORTS = ['fullname', 'username', 'email', 'permissionFlags'] as const;
export type UserSort = (typeof SORTS)[number];

/** The users list's page, search and sort, kept in the URL. */
export function useUserListParams() {
  return useListParams<UserSort>(SORTS, 'fullname', USERS_PAGE_SIZE);
}
