import { LANGUAGES, type Language } from '@mathquest/contracts';

/**
 * The claims of an access token, read without checking the signature: they only decide whether to
 * ask for a fresh token, never what the user may do (the services decide that from the verified
 * token). Null for no token or one that does not decode.
 */
export function tokenPayload(token: string | null): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The language a token's claims carry (`lang`, signed only when not English; absent or unknown: English). */
export function tokenLanguage(token: string | null): Language {
  const lang = tokenPayload(token)?.lang;
  return LANGUAGES.find((l) => l === lang) ?? 'en';
}
