import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { ApiRequestError } from './ApiRequestError';

/**
 * A mutation sent by a form. The form shows the answer's field errors itself, so the global error
 * toast stays quiet (meta.silent); `onSuccess` keeps the caches in step with the answer.
 */
export function useFormMutation<T, B>(mutationFn: (body: B) => Promise<T>, onSuccess?: (answer: T, body: B) => void): UseMutationResult<T, ApiRequestError, B> {
  return useMutation<T, ApiRequestError, B>({ mutationFn, onSuccess: onSuccess && ((answer, body) => onSuccess(answer, body)), meta: { silent: true } });
}
