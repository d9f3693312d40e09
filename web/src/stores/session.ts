import type { LoginRequest, RegisterRequest, User } from '@mathquest/contracts';
import { useEffect } from 'react';
import { create } from 'zustand';
import { authApi } from '../lib/auth-api';
import { messageOf } from '../lib/api-client';
import { connectSocket, disconnectSocket } from '../lib/socket';
import { tokenStorage } from '../lib/token-storage';

export interface SessionState {
  user: User | null;
  /** True at start and while a login/register/load runs (docs/product/accounts.md, the session). */
  isLoading: boolean;
  /** False until the first current-user load has finished; route guards wait for it. */
  isInitialized: boolean;
  error: string | null;
  /** Loads the current user if a token is stored; called once at start. */
  init: () => Promise<void>;
  /** Re-reads /me without touching the loading state (numbers after playing). */
  refreshUser: () => Promise<void>;
  login: (body: LoginRequest) => Promise<boolean>;
  register: (body: RegisterRequest) => Promise<boolean>;
  logout: () => Promise<void>;
  /** Drops the user and every stored value (used when the API client gives up on the session). */
  clearSession: () => void;
  clearError: () => void;
}

export const initialSessionState = { user: null, isLoading: true, isInitialized: false, error: null } as const;

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
      set({ user, isLoading: false, isInitialized: true });
      const token = tokenStorage.getAccessToken();
      if (token) connectSocket(token);
    } catch (err) {
      console.error('Failed to load the current user', err);
      tokenStorage.clear();
      set({ user: null, isLoading: false, isInitialized: true });
    }
  }

  async function authenticate(call: () => ReturnType<typeof authApi.login>, fallback: string): Promise<boolean> {
    set({ isLoading: true, error: null });
    try {
      const result = await call();
      tokenStorage.setTokens(result.accessToken, result.refreshToken);
      tokenStorage.setUserId(result.user.id);
      set({ user: result.user, isLoading: false, isInitialized: true, error: null });
      connectSocket(result.accessToken);
      return true;
    } catch (err) {
      set({ error: messageOf(err, fallback), isLoading: false, isInitialized: true });
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

    async refreshUser() {
      if (!tokenStorage.getAccessToken()) return;
      try {
        const user = await authApi.me();
        set({ user });
      } catch (err) {
        console.error('Failed to refresh the current user', err);
      }
    },

    login: (body) => authenticate(() => authApi.login(body), 'Login failed'),
    register: (body) => authenticate(() => authApi.register(body), 'Registration failed'),

    async logout() {
      try {
        await authApi.logout();
      } catch (err) {
        console.error('Logout failed', err); // logged and ignored (docs/product/web.md, browser-side rules)
      } finally {
        tokenStorage.clear();
        disconnectSocket();
        set({ user: null, isLoading: false, error: null });
      }
    },

    clearSession() {
      tokenStorage.clear();
      disconnectSocket();
      set({ user: null, isLoading: false, isInitialized: true });
    },

    clearError: () => set({ error: null }),
  };
});

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
