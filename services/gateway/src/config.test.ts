import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_BODY_LIMIT_BYTES } from '@mathquest/service-kit';
import { describe, expect, it } from 'vitest';
import { gatewayConfigFromEnv } from './config.js';

describe('gateway config', () => {
  it('defaults: the services’ body limit, 16 KiB for auth bodies, attempts a minute sized for a school behind one address', () => {
    const config = gatewayConfigFromEnv({});
    expect(config.bodyLimit).toBe(SERVICE_BODY_LIMIT_BYTES);
    expect(config.authBodyLimit).toBe(16 * 1024);
    expect(config.authAttempts).toEqual({ windowMs: 60_000, perAccount: 20, perIp: 1000, refreshPerToken: 60, refreshPerIp: 3000 });
    expect(config.production).toBe(false);
    expect(gatewayConfigFromEnv({ NODE_ENV: 'production' }).production).toBe(true);
  });

  it('refuses a body limit above the services’ (their 413 would reach clients as 503)', () => {
    expect(() => gatewayConfigFromEnv({ BODY_LIMIT_BYTES: String(SERVICE_BODY_LIMIT_BYTES + 1) })).toThrow(/BODY_LIMIT_BYTES/);
    expect(gatewayConfigFromEnv({ BODY_LIMIT_BYTES: String(SERVICE_BODY_LIMIT_BYTES) }).bodyLimit).toBe(SERVICE_BODY_LIMIT_BYTES);
  });

  it('serves no /metrics unless METRICS_PORT names a port, and refuses one that is not a port', () => {
    expect(gatewayConfigFromEnv({}).metricsPort).toBeUndefined();
    expect(gatewayConfigFromEnv({ METRICS_PORT: '9100' }).metricsPort).toBe(9100);
    expect(() => gatewayConfigFromEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('keeps the auth body limit within the body limit', () => {
    expect(gatewayConfigFromEnv({ BODY_LIMIT_BYTES: '4096' }).authBodyLimit).toBe(4096);
  });

  it("reads auth's public key when given (inline, with \\n escapes, or from a file), and does without it", () => {
    expect(gatewayConfigFromEnv({}).publicKeyPem).toBeUndefined();
    expect(gatewayConfigFromEnv({ JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\\nabc\\n-----END PUBLIC KEY-----' }).publicKeyPem).toBe('-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----');
    const dir = mkdtempSync(join(tmpdir(), 'gw-key-'));
    try {
      writeFileSync(join(dir, 'jwt-public.pem'), 'PEM FROM FILE');
      expect(gatewayConfigFromEnv({ JWT_PUBLIC_KEY_FILE: join(dir, 'jwt-public.pem') }).publicKeyPem).toBe('PEM FROM FILE');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
