import { SERVICE_BODY_LIMIT_BYTES } from '@mathquest/service-kit';
import { describe, expect, it } from 'vitest';
import { gatewayConfigFromEnv } from './config.js';

describe('gateway config', () => {
  it('defaults: the services’ body limit, 16 KiB for auth bodies, 10 attempts a minute, lockout from the 10th failure for 1 to 15 minutes', () => {
    const config = gatewayConfigFromEnv({});
    expect(config.bodyLimit).toBe(SERVICE_BODY_LIMIT_BYTES);
    expect(config.authBodyLimit).toBe(16 * 1024);
    expect(config.authRateLimit).toEqual({ max: 10, windowMs: 60_000 });
    expect(config.authLockout).toEqual({ afterFailures: 10, baseMs: 60_000, maxMs: 900_000, memoryMs: 3_600_000 });
    expect(config.production).toBe(false);
    expect(gatewayConfigFromEnv({ NODE_ENV: 'production' }).production).toBe(true);
  });

  it('refuses a body limit above the services’ (their 413 would reach clients as 503)', () => {
    expect(() => gatewayConfigFromEnv({ BODY_LIMIT_BYTES: String(SERVICE_BODY_LIMIT_BYTES + 1) })).toThrow(/BODY_LIMIT_BYTES/);
    expect(gatewayConfigFromEnv({ BODY_LIMIT_BYTES: String(SERVICE_BODY_LIMIT_BYTES) }).bodyLimit).toBe(SERVICE_BODY_LIMIT_BYTES);
  });

  it('keeps the auth body limit within the body limit, and the lockout base within its maximum', () => {
    expect(gatewayConfigFromEnv({ BODY_LIMIT_BYTES: '4096' }).authBodyLimit).toBe(4096);
    expect(() => gatewayConfigFromEnv({ AUTH_LOCKOUT_BASE_MS: '120000', AUTH_LOCKOUT_MAX_MS: '60000' })).toThrow(/AUTH_LOCKOUT_BASE_MS/);
    // Failures are remembered at least twice as long as the longest lockout.
    expect(gatewayConfigFromEnv({ AUTH_LOCKOUT_MAX_MS: String(4 * 3_600_000) }).authLockout.memoryMs).toBe(8 * 3_600_000);
  });
});
