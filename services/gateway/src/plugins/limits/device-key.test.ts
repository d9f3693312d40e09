import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deviceKey } from './device-key.js';

describe('deviceKey', () => {
  it('is a hash of the device cookie, never the cookie, found among other cookies', () => {
    const key = deviceKey('theme=dark; mq_device=abc123; other=1');
    expect(key).toBe(createHash('sha256').update('abc123').digest('hex').slice(0, 32));
    expect(key).not.toContain('abc123');
  });

  it('is null without the cookie or with an empty one', () => {
    for (const header of [undefined, '', 'theme=dark', 'mq_device=', 'xmq_device=abc']) expect(deviceKey(header)).toBeNull();
  });
});
