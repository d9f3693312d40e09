import { describe, expect, it } from 'vitest';
import { engagementConfigFromEnv } from './config.js';

const base = { JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\\nx\\n-----END PUBLIC KEY-----' };

describe('engagement configuration', () => {
  it('refuses to start without REDIS_URL, naming the variable (both modules need Redis)', () => {
    expect(() => engagementConfigFromEnv({ ...base })).toThrow(/REDIS_URL/);
  });

  it('reads REDIS_URL when it is given', () => {
    expect(engagementConfigFromEnv({ ...base, REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
  });
});
