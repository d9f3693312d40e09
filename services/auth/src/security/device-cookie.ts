import { randomBytes } from 'node:crypto';

/**
 * The device cookie (docs/adr/0165): a random token a client gets on its first successful
 * sign-in and sends back on the next ones, so that the account's lockout does not refuse it.
 * HttpOnly (scripts cannot read it), SameSite=Strict, limited to /api/auth, Secure when the
 * request came over HTTPS (the gateway's X-Forwarded-Proto), kept DEVICE_COOKIE_MAX_AGE_S.
 */
export const DEVICE_COOKIE = 'mq_device';
export const DEVICE_COOKIE_MAX_AGE_S = 90 * 24 * 3600;

/** 32 random bytes, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newDeviceToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The device token of a Cookie header, or null (absent or not one of ours). */
export function deviceTokenOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return TOKEN.test(value) ? value : null;
  }
  return null;
}

/** The Set-Cookie value that gives (or renews) the client its device token. */
export function deviceCookie(token: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Path=/api/auth; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
