/**
 * Test-only: whether engagement's social directory knows a username yet. The directory learns a
 * new account from auth's event (docs/adr/0220), so a friend request or a challenge sent to a
 * student registered a moment ago can be refused while the event is on its way; a test that sends
 * one to a new student waits for the directory first. Read from engagement's own storage (Redis),
 * as served-answers.ts reads the game's: the product has no call that says it.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Stack } from './stack.js';

export interface EngagementDirectory {
  /** Resolves once the directory resolves `username`; fails after 30 s. */
  untilKnows(username: string): Promise<void>;
}

/** Call in a describe block after useBrowserStack; use inside tests. */
export function useEngagementDirectory(e2e: { stack: Stack }): EngagementDirectory {
  let redis: Redis | undefined;
  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL || `redis://127.0.0.1:${e2e.stack.ports.redis}`);
  });
  afterAll(() => redis?.disconnect());
  return {
    async untilKnows(username) {
      if (!redis) throw new Error('the directory is read inside tests, once the stack runs');
      const open = redis;
      await expect.poll(() => open.exists(`engagement:username:${username.toLowerCase()}`), { timeout: 30_000, message: `the directory learns ${username}` }).toBe(1);
    },
  };
}
