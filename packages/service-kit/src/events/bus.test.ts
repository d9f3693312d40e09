import { describe, expect, it } from 'vitest';
import { newEvent, type Publish } from './bus.js';

describe('newEvent and the typed publish', () => {
  it('builds an envelope for its subject', () => {
    const at = new Date('2026-11-20T08:30:00Z');
    const e = newEvent('game.level.up', { userId: 'u1', previousLevel: 1, newLevel: 2, totalXp: 250 }, 'u1', '09073d38-a845-5508-b205-052f1b0c32b2', at);
    expect(e).toEqual({ id: '09073d38-a845-5508-b205-052f1b0c32b2', type: 'game.level.up', occurredAt: '2026-11-20T08:30:00.000Z', userId: 'u1', data: { userId: 'u1', previousLevel: 1, newLevel: 2, totalXp: 250 } });
    expect(newEvent('game.level.up', { userId: 'u1', previousLevel: 1, newLevel: 2, totalXp: 250 })).not.toHaveProperty('userId');
  });

  it('accepts an event only on its own subject (checked by the compiler)', async () => {
    const sent: string[] = [];
    const publish: Publish = async (subject: string) => {
      sent.push(subject);
      return { duplicate: false };
    };
    const levelUp = newEvent('game.level.up', { userId: 'u1', previousLevel: 1, newLevel: 2, totalXp: 250 });
    await publish('game.level.up', levelUp);
    // @ts-expect-error an event of another subject
    await publish('game.answer.submitted', levelUp);
    // @ts-expect-error a payload that is not the subject's event
    await publish('game.level.up', { id: levelUp.id, type: 'game.level.up', occurredAt: levelUp.occurredAt, data: { level: 'two' } });
    // @ts-expect-error newEvent checks the data against the subject's schema
    newEvent('game.level.up', { userId: 'u1', level: 2 });
    expect(sent).toEqual(['game.level.up', 'game.answer.submitted', 'game.level.up']);
  });
});
