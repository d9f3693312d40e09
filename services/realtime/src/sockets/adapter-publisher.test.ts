import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { publisherForAdapter } from './adapter-publisher.js';

describe('publisherForAdapter', () => {
  it('logs a failed publish, so a caller that drops the promise leaves no unhandled rejection', async () => {
    // A client that was closed: its commands fail at once, without any network.
    const pub = new Redis({ lazyConnect: true });
    pub.disconnect();
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const client = publisherForAdapter(pub, log);
      void client.publish('channel', 'message'); // what the adapter does
      await new Promise((r) => setTimeout(r, 20));
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'socket adapter publish failed');
      expect(unhandled).not.toHaveBeenCalled();
      expect(client.status).toBe(pub.status); // everything else is the client's own
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
