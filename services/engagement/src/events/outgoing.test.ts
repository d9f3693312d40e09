import { EngagementSubjects, SocketPushEventSchema, XpGrantedEventSchema } from '@mathquest/contracts';
import { derivedId } from '@mathquest/service-kit';
import { describe, expect, it } from 'vitest';
import { walletChangedEntry, xpGrantedEntry } from './player-outbox.js';
import { socketPushId, socketPushPublisher } from './socket-push.js';

describe('what engagement publishes', () => {
  it('derives a socket push id from the batch’s event ids (in any order) and the user', () => {
    expect(socketPushId(['b', 'a'], 'u1')).toBe(socketPushId(['a', 'b'], 'u1'));
    expect(socketPushId(['a', 'b'], 'u1')).not.toBe(socketPushId(['a', 'b'], 'u2'));
    expect(socketPushId(['a'], 'u1')).not.toBe(socketPushId(['a', 'b'], 'u1'));
  });

  it('publishes a push that meets its contract, and nothing for a batch that caused nothing', async () => {
    const sent: unknown[] = [];
    const publish = socketPushPublisher({ publish: async (_s, e) => (sent.push(e), { duplicate: false }) });
    await publish(['e1'], 'u1', []);
    expect(sent).toEqual([]);
    await publish(['e1'], 'u1', [{ name: 'wallet:updated', payload: { coins: 3, gems: 0 } }]);
    expect(SocketPushEventSchema.parse(sent[0])).toMatchObject({ id: socketPushId(['e1'], 'u1'), type: EngagementSubjects.SOCKET_PUSH, data: { userId: 'u1' } });
  });

  it('grants XP with the id derived from the grant, and wallet.changed of an action from its cause', () => {
    const at = new Date();
    const xp = xpGrantedEntry('u1', 'q1:claim', 44, 'quest', 'q1', at);
    expect(xp.id).toBe(derivedId('engagement', 'q1:claim'));
    expect(XpGrantedEventSchema.parse(xp.event).data).toEqual({ userId: 'u1', xp: 44, reason: 'quest', sourceId: 'q1' });
    expect(walletChangedEntry('u1', 'c1:open', { coins: 1, gems: 0, version: 2 }, { coinsDelta: 1, gemsDelta: 0, reason: 'chest.open' }, at).id).toBe(derivedId('engagement', 'c1:open:wallet'));
  });
});
