/**
 * An auth process tells the others it runs, and that it leaves when it stops cleanly, on
 * `push.instances.auth` with its database as the group (docs/adr/0278): the others then run a
 * full outbox pass only for a process that went silent. The pass itself is tested in the service
 * kit (packages/service-kit/test/integration/peer-sweeper.int.test.ts).
 */
import { CoreSubjects } from '@mathquest/contracts';
import { connectEventBus } from '@mathquest/service-kit';
import { recordAnnouncements, testInfra, uniqueDbName } from '@mathquest/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { buildTestAuthApp } from '../helpers/build-test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('an auth process among its peers', () => {
  it('announces itself with its database as the group, and says it is leaving when it stops', async () => {
    const mongoDb = uniqueDbName('auth_peers');
    const app = await buildTestAuthApp({ mongoDb }, { peerTimings: { beatMs: 100, lostAfterMs: 1_000 } });
    const bus = await connectEventBus(testInfra().natsUrl, 'auth-peers-test');
    const announcements = recordAnnouncements(bus.nc, CoreSubjects.AUTH_INSTANCES, mongoDb);
    let closed = false;
    try {
      await sleep(500);
      expect(announcements.heard.filter((a) => !a.leaving).length).toBeGreaterThanOrEqual(2);
      await app.close();
      closed = true;
      await sleep(200);
      expect(new Set(announcements.heard.map((a) => a.instance)).size).toBe(1);
      expect(announcements.heard.at(-1)).toMatchObject({ leaving: true });
    } finally {
      announcements.stop();
      if (!closed) await app.close();
      await bus.close();
    }
  });
});
