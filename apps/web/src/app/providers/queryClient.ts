import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from '../../shared/api/ApiRequestError';
import { showErrorToast } from '../../shared/errors/showErrorToast';

/** Failures that need no toast: ones a screen shows itself, or 401s the session logic handles. */
function shouldToast(error: unknown, meta: Record<string, unknown> | undefined): boolean {
  if (meta?.silent) return false;
  if (isApiRequestError(error) && error.status === 401) return false;
  return true;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (shouldToast(error, query.meta)) showErrorToast(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (shouldToast(error, mutation.meta)) showErrorToast(error);
    },
  }),
  defaultOptions: {
    queries: {
      // Client errors will not fix themselves; network hiccups get two more tries.
      retry: (failureCount, error) => failureCount < 2 && !(isApiRequestError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});
