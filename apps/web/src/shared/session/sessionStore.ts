import type { User } from '@atelier/contracts';
import { browserStorage } from '../storage/browserStorage';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { parseStoredUser } from './parseStoredUser';

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
  /** True after the user signed out on purpose: nothing to remember for the next sign-in. */
  signedOutByUser: boolean;
}

export interface SavedSession {
  accessToken: string;
  refreshToken: string;
  user: User;
}

/** Message of the spec (§4) when the user cannot be kept after sign-in. */
export const SAVE_USER_FAILED = 'Failed to save user data';

function readState(): SessionState {
  return {
    accessToken: browserStorage.getItem(STORAGE_KEYS.accessToken),
    refreshToken: browserStorage.getItem(STORAGE_KEYS.refreshToken),
    user: parseStoredUser(browserStorage.getItem(STORAGE_KEYS.user)),
    signedOutByUser: false,
  };
}

let state: SessionState = readState();
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function writeOrRemove(key: string, value: string | null) {
  if (value === null) browserStorage.removeItem(key);
  else browserStorage.setItem(key, value);
}

/**
 * Tokens and the signed-in user, mirrored in localStorage (shell spec §3) and observable by React
 * through useSyncExternalStore. Another tab signing in or out is picked up through `storage` events.
 */
export const sessionStore = {
  getState: (): SessionState => state,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** After sign-in or refresh. Throws SAVE_USER_FAILED when the browser refuses to store it. */
  save(session: SavedSession) {
    try {
      browserStorage.setItem(STORAGE_KEYS.accessToken, session.accessToken);
      browserStorage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
      browserStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
    } catch {
      throw new Error(SAVE_USER_FAILED);
    }
    emit({ ...session, signedOutByUser: false });
  },

  /** A token handed over in the URL: it replaces whatever session this browser had. */
  adoptAccessToken(accessToken: string) {
    browserStorage.removeItem(STORAGE_KEYS.refreshToken);
    browserStorage.removeItem(STORAGE_KEYS.user);
    writeOrRemove(STORAGE_KEYS.accessToken, accessToken);
    emit({ accessToken, refreshToken: null, user: null, signedOutByUser: false });
  },

  setUser(user: User) {
    const saved = JSON.stringify(user);
    // The validation at each visit mostly returns the user already kept: nothing changed, nothing
    // re-renders (every page and the whole shell read the session).
    if (state.user && JSON.stringify(state.user) === saved) return;
    try {
      browserStorage.setItem(STORAGE_KEYS.user, saved);
    } catch {
      // Keeping it in memory is enough for this visit.
    }
    emit({ ...state, user });
  },

  /** Forgets tokens and user; `byUser` marks a deliberate sign-out (see RequireAuth). */
  clear({ byUser = false }: { byUser?: boolean } = {}) {
    browserStorage.removeItem(STORAGE_KEYS.accessToken);
    browserStorage.removeItem(STORAGE_KEYS.refreshToken);
    browserStorage.removeItem(STORAGE_KEYS.user);
    if (state.accessToken || state.refreshToken || state.user || state.signedOutByUser !== byUser) {
      emit({ accessToken: null, refreshToken: null, user: null, signedOutByUser: byUser });
    }
  },
};

const OWN_KEYS: string[] = [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.user];

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || OWN_KEYS.includes(event.key)) emit(readState());
  });
}
