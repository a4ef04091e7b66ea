import type { Session, SigninBody, SignupBody, User, VerifyTokenType } from '@atelier/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';

// The authentication forms show their own error alert, hence `silent` (no extra toast).
const silent = { silent: true };

export function useSignIn() {
  return useMutation<Session, ApiRequestError, SigninBody>({
    mutationFn: (body) => apiRequest<Session>('/auth/signin', { method: 'POST', body, auth: false }),
    meta: silent,
  });
}

export function useSignUp() {
  return useMutation<{ email: string }, ApiRequestError, SignupBody>({
    mutationFn: (body) => apiRequest<{ email: string }>('/auth/signup', { method: 'POST', body, auth: false }),
    meta: silent,
  });
}

export function useLostPassword() {
  return useMutation<{ sent: true }, ApiRequestError, { username: string }>({
    mutationFn: (body) => apiRequest<{ sent: true }>('/lost-password', { method: 'POST', body, auth: false }),
    meta: silent,
  });
}

export interface VerifiedToken {
  type: VerifyTokenType;
  user: User;
}

/** Verifying consumes a verification token, so it is a mutation even though it is a GET. */
export function useVerifyToken() {
  return useMutation<VerifiedToken, ApiRequestError, string>({
    mutationFn: (token) => apiRequest<VerifiedToken>(`/users/verify/${encodeURIComponent(token)}`, { auth: false }),
    meta: silent,
  });
}

export function useResetPassword() {
  return useMutation<unknown, ApiRequestError, { token: string; password: string }>({
    mutationFn: ({ token, password }) => apiRequest(`/users/reset-password/${encodeURIComponent(token)}`, { method: 'PUT', body: { password }, auth: false }),
    meta: silent,
  });
}

/** Errors of this one are toasts: the page around it has nothing else to show. */
export function useResendVerification() {
  return useMutation<{ sent: true }, ApiRequestError, string>({
    mutationFn: (email) => apiRequest<{ sent: true }>('/auth/resend-verification', { method: 'POST', body: { email }, auth: false }),
  });
}
