import type { UserListQuery } from '@atelier/contracts';

/** The one cache of the shop's users: the users pages, the profile and the setup wizard (inviting technicians) use these keys. */
export const usersKeys = {
  all: ['users'] as const,
  lists: ['users', 'list'] as const,
  list: (query: UserListQuery) => ['users', 'list', query] as const,
  detail: (uuid: string) => ['users', 'detail', uuid] as const,
};
