/**
 * Browser-stored session values (docs/product/accounts.md, the session). The socket reads its own copy of the access
 * token under `auth_token`, so both are always written together.
 */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userId: 'userId',
  socketToken: 'auth_token',
} as const;

function store(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // private mode or blocked storage: behave as signed out
  }
}

export const tokenStorage = {
  getAccessToken: (): string | null => store()?.getItem(STORAGE_KEYS.accessToken) ?? null,
  getRefreshToken: (): string | null => store()?.getItem(STORAGE_KEYS.refreshToken) ?? null,
  getUserId: (): string | null => store()?.getItem(STORAGE_KEYS.userId) ?? null,

  setTokens(accessToken: string, refreshToken: string): void {
    const s = store();
    if (!s) return;
    s.setItem(STORAGE_KEYS.accessToken, accessToken);
    s.setItem(STORAGE_KEYS.socketToken, accessToken);
    s.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  },

  setUserId(userId: string): void {
    store()?.setItem(STORAGE_KEYS.userId, userId);
  },

  /** Removes every stored session value (tokens, socket token and user id). */
  clear(): void {
    const s = store();
    if (!s) return;
    for (const key of Object.values(STORAGE_KEYS)) s.removeItem(key);
  },
};
