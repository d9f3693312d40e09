import { describe, expect, it } from 'vitest';
import { deviceCookie, deviceTokenOf, newDeviceToken } from './device-cookie.js';

describe('device cookie', () => {
  it('reads back the token it set, among other cookies', () => {
    const token = newDeviceToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(deviceTokenOf(`theme=dark; mq_device=${token}; x=1`)).toBe(token);
  });

  it('ignores a missing cookie and values that are not one of its tokens', () => {
    for (const header of [undefined, '', 'theme=dark', 'mq_device=short', `mq_device=${'a'.repeat(42)}!`]) expect(deviceTokenOf(header)).toBeNull();
  });

  it('is HttpOnly, SameSite=Strict, limited to /api/auth, and Secure over HTTPS only', () => {
    const token = newDeviceToken();
    expect(deviceCookie(token, false)).toBe(`mq_device=${token}; Path=/api/auth; Max-Age=7776000; HttpOnly; SameSite=Strict`);
    expect(deviceCookie(token, true)).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
  });
});
