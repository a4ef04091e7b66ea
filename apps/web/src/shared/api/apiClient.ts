import type { Session } from '@atelier/contracts';
import { endSession } from '../session/endSession';
import { sessionStore } from '../session/sessionStore';
import { ApiRequestError } from './ApiRequestError';
import { planPromptStore } from '../plan/planPromptStore';
import { networkActivity } from './networkActivity';
import { normalizeApiError } from './normalizeApiError';
import { parseRetryAfter } from './retryAfter';
import { singleFlight } from './singleFlight';

export const API_BASE = '/api';

/** 401 codes meaning "the access token is stale, a refresh will fix it". */
const EXPIRED_ACCESS_CODES = new Set(['ERR_AUTH_TOKEN_EXPIRED', 'TokenExpiredError']);

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except a FormData which is sent as multipart/form-data. */
  body?: unknown;
  /** Send the bearer token and refresh it when expired (default true). */
  auth?: boolean;
  /** Count the call in the top progress bar (default true; background checks opt out). */
  track?: boolean;
  signal?: AbortSignal;
  /** Read a successful answer as a file (a CSV export) instead of JSON; errors stay JSON. */
  responseType?: 'json' | 'blob';
  /** Return the whole success body (`{ data, metadata }`) instead of its `data`. */
  envelope?: boolean;
}

type Outcome<T> = { ok: true; data: T; headers: Headers } | { ok: false; error: ApiRequestError };

async function send<T>(path: string, options: ApiRequestOptions, accessToken: string | null): Promise<Outcome<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (uploads) goes as multipart: the browser writes the boundary header itself.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const track = options.track ?? true;
  if (track) networkActivity.start();
  try {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      return { ok: false, error: new ApiRequestError(0, normalizeApiError(0, null, null)) };
    }
    if (response.ok && options.responseType === 'blob') return { ok: true, data: (await response.blob()) as T, headers: response.headers };
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const body = normalizeApiError(response.status, json, response.headers.get('X-Correlation-Id'));
      // Any create the plan refuses (402) opens the upgrade prompt, whichever screen asked (issue 16).
      if (response.status === 402 && body.plan) planPromptStore.open(body.plan);
      return { ok: false, error: new ApiRequestError(response.status, body, parseRetryAfter(response.headers.get('Retry-After'))) };
    }
    const data = !options.envelope && json && typeof json === 'object' && 'data' in json ? (json as { data: T }).data : (json as T);
    return { ok: true, data, headers: response.headers };
  } finally {
    if (track) networkActivity.end();
  }
}

/**
 * Exchanges the refresh token for a new pair. Resolves true when the session was renewed, false
 * when the server refused it (the session is over); throws when the server could not be reached.
 * Also called on purpose when the account's plan changed: the new user carries the new package.
 */
export const refreshSession = singleFlight(async (): Promise<boolean> => {
  const { refreshToken, user } = sessionStore.getState();
  if (!refreshToken) return false;
  const outcome = await send<Session>('/auth/refresh', { method: 'POST', body: { refreshToken } }, null);
  if (!outcome.ok) {
    if (outcome.error.status === 0 || outcome.error.status >= 500) throw outcome.error;
    return false;
  }
  // Spec §7: the refreshed user is merged into the stored one.
  sessionStore.save({ ...outcome.data, user: { ...(user ?? {}), ...outcome.data.user } });
  return true;
});

/**
 * Calls the API and returns `data` of the success body, or throws ApiRequestError. An expired
 * access token is refreshed once (shared by concurrent calls) and the call retried once; if the
 * refresh is refused the session ends and the guard sends the user to /signin.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/** Like apiRequest, with the response headers too (X-Total-Count of lists cut at a limit). */
export async function apiRequestWithHeaders<T>(path: string, options: ApiRequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const auth = options.auth ?? true;
  const tokenUsed = auth ? sessionStore.getState().accessToken : null;
  const first = await send<T>(path, options, tokenUsed);
  if (first.ok) return first;
  if (!auth || first.error.status !== 401 || !EXPIRED_ACCESS_CODES.has(first.error.code)) throw first.error;

  // Another call may already have renewed the token while this one was in flight.
  if (sessionStore.getState().accessToken === tokenUsed) {
    const renewed = await refreshSession();
    if (!renewed) {
      endSession('expired');
      throw first.error;
    }
  }
  const second = await send<T>(path, options, sessionStore.getState().accessToken);
  if (second.ok) return second;
  throw second.error;
}
