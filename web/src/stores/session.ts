import { ErrorCode, studentProfileOf, type AuthResult, type Language, type LoginRequest, type Progress, type RegisterRequest, type User } from '@mathquest/contracts';
import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { approvedSinceToken } from '../features/auth/utils/account-limits';
import { tokenLanguage, tokenPayload } from '../features/auth/utils/token-claims';
import { authApi } from '../features/auth/api/auth-api';
import { api, isApiError, messageOf } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { connectSocket, disconnectSocket, reopenSocket } from '../lib/socket';
import { tokenStorage } from '../lib/token-storage';
import { errorFactsOf, type ErrorFacts } from '../i18n/server-error';

export interface SessionState {
  user: User | null;
  /** True at start and while a login/register/load runs (docs/product/accounts.md, the session). */
  isLoading: boolean;
  /** False until the first current-user load has finished; route guards wait for it. */
  isInitialized: boolean;
  error: string | null;
  /** The refusal behind `error`, so a screen can word it in the reader's language (i18n/server-error.ts). */
  errorFacts: ErrorFacts | null;
  /**
   * Bumped whenever the student's numbers are brought up to date: by a re-read of /me, or by a
   * graded answer's progress in this window (`byAnswer`). Pages compare it with its value when they
   * mounted, so they never show numbers from before the last answer as if they were current.
   */
  profileSync: { seq: number; byAnswer: boolean };
  /** A graded answer's progress becomes the student's numbers at once (docs/adr/0039). */
  applyProgress: (progress: Progress) => void;
  /** Loads the current user if a token is stored; called once at start. */
  init: () => Promise<void>;
  /** Re-reads /me without touching the loading state (numbers after playing). */
  refreshUser: () => Promise<void>;
  /**
   * The account's language was saved (PUT /api/auth/me/language): the user carries it, and the
   * access token is refreshed at once so the services word what they send in it (docs/adr/0188).
   * Never fails: a refresh that fails keeps the saved language and is only logged.
   */
  languageSaved: (language: Language) => Promise<void>;
  login: (body: LoginRequest) => Promise<boolean>;
  register: (body: RegisterRequest) => Promise<boolean>;
  /** Class-code sign-in (docs/product/accounts.md#signing-in-with-a-class-code--built): the call's answer starts the session like a login. */
  loginWith: (call: () => Promise<AuthResult>) => Promise<boolean>;
  logout: () => Promise<void>;
  /** Drops the user and every stored value (used when the API client gives up on the session). */
  clearSession: () => void;
  clearError: () => void;
  /**
   * The server said the account is being erased (docs/product/privacy.md): the session is dropped
   * and the app shows one screen saying so until the person leaves it.
   */
  erasurePending: boolean;
  markErasurePending: () => void;
  leaveErasureScreen: () => void;
}

/**
 * The account has facts the services read from the access token that the stored token does not
 * carry yet: a parent approved this limited account (docs/adr/0239), or its language was switched
 * (docs/adr/0188), here or on another device, since the token was signed.
 */
function tokenBehindAccount(user: User, token: string | null): boolean {
  // A token whose claims cannot be read says nothing either way: no refresh is asked for it.
  if (!tokenPayload(token)) return false;
  return approvedSinceToken(user, token) || tokenLanguage(token) !== user.language;
}

/**
 * Brings the token up to the account: when it is behind (above), the token is refreshed now
 * through the API client's one refresh path, so the services see the new claims, and the open
 * socket is opened again with it, so realtime does too. Runs on every read of /me (page load,
 * pages that re-read the user) and after a language switch is saved. A refresh that fails is only
 * logged: the old claims stay until the next refresh, and the next read of /me tries again.
 */
async function catchUpWithAccount(user: User): Promise<void> {
  if (!tokenBehindAccount(user, tokenStorage.getAccessToken())) return;
  try {
    await api.refreshSession();
  } catch (err) {
    console.warn("The account's changes reach the services with the next token refresh", err);
    return;
  }
  reopenSocket();
}

export const initialSessionState = { user: null, isLoading: true, isInitialized: false, error: null, errorFacts: null, profileSync: { seq: 0, byAnswer: false }, erasurePending: false };

let initInFlight: Promise<void> | null = null;

export const useSession = create<SessionState>()((set, get) => {
  async function loadCurrentUser(): Promise<void> {
    if (!tokenStorage.getAccessToken()) {
      set({ user: null, isLoading: false, isInitialized: true });
      return;
    }
    set({ isLoading: true });
    try {
      const user = await authApi.me();
      // No socket is open yet: the one opened below sends the refreshed token.
      await catchUpWithAccount(user);
      set({ user, isLoading: false, isInitialized: true });
      const token = tokenStorage.getAccessToken();
      if (token) void connectSocket(token);
    } catch (err) {
      if (isErasurePending(err)) {
        get().markErasurePending();
        return;
      }
      // A stored session the server has ended (signed out or a password changed elsewhere) is an
      // outcome the sign-in form answers, not a fault: no console error.
      if (isApiError(err) && err.fromServer && err.status === 401) console.info('The stored session has ended:', err.message);
      else console.error('Failed to load the current user', err);
      tokenStorage.clear();
      set({ user: null, isLoading: false, isInitialized: true });
    }
  }

  async function authenticate(call: () => ReturnType<typeof authApi.login>, fallback: string): Promise<boolean> {
    set({ isLoading: true, error: null, errorFacts: null });
    try {
      const result = await call();
      tokenStorage.setTokens(result.accessToken, result.refreshToken);
      tokenStorage.setUserId(result.user.id);
      // A new session starts from an empty cache, so no screen shows the previous account's server
      // state (docs/adr/0190). It is emptied here, not at sign-out: there a screen still on show
      // would read again at once, with no session.
      queryClient.clear();
      set({ user: result.user, isLoading: false, isInitialized: true, error: null, profileSync: { seq: get().profileSync.seq + 1, byAnswer: false } });
      void connectSocket(result.accessToken);
      return true;
    } catch (err) {
      if (isErasurePending(err)) get().markErasurePending();
      set({ error: messageOf(err, fallback), errorFacts: errorFactsOf(err), isLoading: false, isInitialized: true });
      return false;
    }
  }

  return {
    ...initialSessionState,

    init() {
      // Called from an effect, which StrictMode runs twice: one load is enough.
      if (get().isInitialized) return Promise.resolve();
      initInFlight ??= loadCurrentUser().finally(() => {
        initInFlight = null;
      });
      return initInFlight;
    },

    applyProgress(progress) {
      const { user, profileSync } = get();
      if (!user?.studentProfile) return;
      const { coins, gems, gradeLevel } = user.studentProfile;
      set({ user: { ...user, studentProfile: studentProfileOf(progress, { coins, gems }, gradeLevel) }, profileSync: { seq: profileSync.seq + 1, byAnswer: true } });
    },

    async refreshUser() {
      if (!tokenStorage.getAccessToken()) return;
      const before = get().profileSync.seq;
      try {
        const user = await authApi.me();
        // An answer graded while this read was under way is newer than what it read.
        if (get().profileSync.seq !== before) return;
        await catchUpWithAccount(user);
        set({ user, profileSync: { seq: before + 1, byAnswer: false } });
      } catch (err) {
        console.error('Failed to refresh the current user', err);
      }
    },

    async languageSaved(language) {
      const user = get().user;
      if (!user) return;
      const updated = { ...user, language };
      // The refresh starts before the user changes, so a read keyed by the language (the
      // teacher's problem bank) waits for the new token rather than going with the old one.
      const caughtUp = catchUpWithAccount(updated);
      set((s) => (s.user?.id === user.id ? { user: { ...s.user, language } } : {}));
      await caughtUp;
    },

    login: (body) => authenticate(() => authApi.login(body), 'Login failed'),
    register: (body) => authenticate(() => authApi.register(body), 'Registration failed'),
    loginWith: (call) => authenticate(call, 'Login failed'),

    async logout() {
      // The socket goes first: the server's end of the session reaches it as a disconnect, and a
      // live panel must not read again with a session that is ending.
      disconnectSocket();
      try {
        await authApi.logout();
      } catch (err) {
        console.error('Logout failed', err); // logged and ignored (docs/product/web.md, browser-side rules)
      } finally {
        tokenStorage.clear();
        disconnectSocket();
        set({ user: null, isLoading: false, error: null, profileSync: { seq: get().profileSync.seq + 1, byAnswer: false } });
      }
    },

    clearSession() {
      tokenStorage.clear();
      disconnectSocket();
      set({ user: null, isLoading: false, isInitialized: true });
    },

    clearError: () => set({ error: null, errorFacts: null }),

    markErasurePending() {
      tokenStorage.clear();
      disconnectSocket();
      set({ user: null, isLoading: false, isInitialized: true, erasurePending: true });
    },

    leaveErasureScreen: () => set({ erasurePending: false, error: null }),
  };
});

/** The server's refusal of an account whose erasure is pending. */
function isErasurePending(err: unknown): boolean {
  return isApiError(err) && err.code === ErrorCode.ACCOUNT_ERASURE_PENDING;
}

/**
 * The signed-in user, re-read from the server when the calling page mounts: pages that show a
 * student's numbers must show them as they are after playing. Until the answer comes (or if the
 * refresh fails), the user already known is shown.
 */
export function useFreshUser(): User | null {
  const user = useSession((s) => s.user);
  const refreshUser = useSession((s) => s.refreshUser);
  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);
  return user;
}

/**
 * Whether the student's numbers on a page can be shown as current: they were updated by an answer
 * in this window (the newest there is), or re-read since the page mounted. Until then a page shows
 * a loading state for them, never the numbers known at sign-in.
 */
export function useProfileIsCurrent(): boolean {
  const sync = useSession((s) => s.profileSync);
  const atMount = useRef(sync.seq);
  return sync.byAnswer || sync.seq > atMount.current || !tokenStorage.getAccessToken();
}
