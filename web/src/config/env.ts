/**
 * Typed view of the build-time environment. Every value has a safe default, so a missing
 * variable never breaks the app; a malformed one fails loudly at start.
 */
function readBaseUrl(raw: string | undefined, name: string): string {
  const value = (raw ?? '').trim();
  if (value === '') return '';
  if (!/^https?:\/\//.test(value) && !value.startsWith('/')) {
    throw new Error(`${name} must be an absolute http(s) URL or a path starting with /, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

const viteEnv: Partial<ImportMetaEnv> = (import.meta as { env?: ImportMetaEnv }).env ?? {};

export const env = {
  /** '' = same origin. */
  apiBaseUrl: readBaseUrl(viteEnv.VITE_API_BASE_URL, 'VITE_API_BASE_URL'),
  socketUrl: readBaseUrl(viteEnv.VITE_SOCKET_URL ?? viteEnv.VITE_API_BASE_URL, 'VITE_SOCKET_URL'),
  requestTimeoutMs: 10_000,
} as const;
