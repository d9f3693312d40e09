import { BoostGrantedEventSchema, CoreSubjects, SocketPushEventSchema, XpGrantedEventSchema } from '@mathquest/contracts';
import { derivedId } from '@mathquest/service-kit';
import { describe, expect, it } from 'vitest';
import { boostGrantedEntry, walletChangedEntry, xpGrantedEntry } from './player-outbox.js';
import { socketPushId, socketPushPublisher } from './socket-push.js';

describe('what engagement publishes', () => {
  it('derives a socket push id from the batch’s event ids (in any order) and the user', () => {
    expect(socketPushId(['b', 'a'], 'u1')).toBe(socketPushId(['a', 'b'], 'u1'));
    expect(socketPushId(['a', 'b'], 'u1')).not.toBe(socketPushId(['a', 'b'], 'u2'));
    expect(socketPushId(['a'], 'u1')).not.toBe(socketPushId(['a', 'b'], 'u1'));
  });

  it('publishes a push that meets its contract on the core subject, and nothing for a batch that caused nothing', () => {
    const sent: Array<{ subject: string; data: unknown }> = [];
    const warned: unknown[] = [];
    const publish = socketPushPublisher({ publish: (subject, data) => void sent.push({ subject, data: JSON.parse(new TextDecoder().decode(data as Uint8Array)) }) }, { warn: (o: unknown) => void warned.push(o) });
    publish(['e1'], 'u1', []);
    expect(sent).toEqual([]);
    publish(['e1'], 'u1', [{ name: 'wallet:updated', payload: { coins: 3, gems: 0 } }]);
    expect(sent.map((s) => s.subject)).toEqual([CoreSubjects.SOCKET_PUSH]);
    expect(SocketPushEventSchema.parse(sent[0]!.data)).toMatchObject({ id: socketPushId(['e1'], 'u1'), type: CoreSubjects.SOCKET_PUSH, data: { userId: 'u1' } });
    expect(warned).toEqual([]);
  });

  it('logs a push the connection cannot take and goes on (the effects are written; docs/adr/0057)', () => {
    const warned: Array<{ userId?: string }> = [];
    const publish = socketPushPublisher(
      {
        publish: () => {
          throw new Error('CONNECTION_CLOSED');
        },
      },
      { warn: (o: { userId?: string }) => void warned.push(o) },
    );
    expect(() => publish(['e1'], 'u1', [{ name: 'wallet:updated', payload: { coins: 3, gems: 0 } }])).not.toThrow();
    expect(warned).toEqual([expect.objectContaining({ userId: 'u1' })]);
  });

  it('grants XP with the id derived from the grant, and wallet.changed of an action from its cause', () => {
    const at = new Date();
    const xp = xpGrantedEntry('u1', 'q1:claim', 44, 'quest', 'q1', at);
    expect(xp.id).toBe(derivedId('engagement', 'q1:claim'));
    expect(XpGrantedEventSchema.parse(xp.event).data).toEqual({ userId: 'u1', xp: 44, reason: 'quest', sourceId: 'q1' });
    expect(walletChangedEntry('u1', 'c1:open', { coins: 1, gems: 0, version: 2 }, { coinsDelta: 1, gemsDelta: 0, reason: 'chest.open' }, at).id).toBe(derivedId('engagement', 'u1:c1:open:wallet'));
  });

  it("names a purchase's wallet.changed and boost.granted after the student, so two students' purchases of one item at one wallet version are two events (docs/adr/0186)", () => {
    const at = new Date();
    const cause = 'purchase:power-xp-boost-5:3';
    const boost = boostGrantedEntry('u1', cause, 5, at);
    expect(BoostGrantedEventSchema.parse(boost.event).data).toEqual({ userId: 'u1', boost: 'xp-boost', answers: 5 });
    expect(boost.id).not.toBe(boostGrantedEntry('u2', cause, 5, at).id);
    expect(boost.id).toBe(boostGrantedEntry('u1', cause, 5, new Date(0)).id);
    const state = { coins: 0, gems: 0, version: 4 };
    const change = { coinsDelta: -60, gemsDelta: 0, reason: 'shop.purchase' };
    expect(walletChangedEntry('u1', cause, state, change, at).id).not.toBe(walletChangedEntry('u2', cause, state, change, at).id);
  });
});
