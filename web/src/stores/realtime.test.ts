import { beforeEach, describe, expect, it } from 'vitest';
import { buildBattlePass, buildNotification, buildPet, buildQuest } from '../testing/test-utils';
import { useRealtime } from './realtime';

const live = useRealtime.getState;

describe('live engagement store', () => {
  beforeEach(() => live().reset());

  it('moves a loaded quest on progress and marks it completed once', () => {
    live().setQuests([buildQuest({ id: 'q1' }), buildQuest({ id: 'q2' })]);
    live().questProgress({ questId: 'q1', name: 'Problem Solver', currentProgress: 9, targetValue: 10 });
    expect(live().quests![0]!.currentProgress).toBe(9);
    expect(live().quests![0]!.completedAt).toBeNull();
    live().questProgress({ questId: 'q1', name: 'Problem Solver', currentProgress: 10, targetValue: 10 }, '2026-01-01T10:00:00.000Z');
    live().questProgress({ questId: 'q1', name: 'Problem Solver', currentProgress: 10, targetValue: 10 }, '2026-01-01T11:00:00.000Z');
    expect(live().quests![0]).toMatchObject({ currentProgress: 10, completedAt: '2026-01-01T10:00:00.000Z' });
    expect(live().quests![1]!.currentProgress).toBe(3);
  });

  it('ignores quest progress before the quests are loaded', () => {
    live().questProgress({ questId: 'q1', name: 'x', currentProgress: 1, targetValue: 2 });
    expect(live().quests).toBeNull();
  });

  it('applies pet:updated to the active pet and works out mood and bonus again', () => {
    live().setActivePet(buildPet({ id: 'dragon', happiness: 80, mood: 'happy', level: 2, abilityValue: 10, bonusPercent: 8 }));
    live().petUpdated({ petId: 'dragon', name: 'Sparky', level: 3, xp: 5, xpToNextLevel: 225, happiness: 39, xpGained: 12 });
    // floor(10 × (1 + 3 × 0.05) × 39 / 100) = floor(4.485) = 4
    expect(live().activePet).toMatchObject({ level: 3, xp: 5, xpToNextLevel: 225, happiness: 39, mood: 'sad', bonusPercent: 4 });
    expect(live().lastPetXpGained).toBe(12);
    live().petUpdated({ petId: 'cat', name: 'Other', level: 9, xp: 0, xpToNextLevel: 1, happiness: 100, xpGained: 1 });
    expect(live().activePet!.name).toBe('Sparky');
  });

  it('keeps the battle pass XP and level live', () => {
    live().setBattlePass(buildBattlePass({ currentLevel: 4, currentXp: 100 }));
    live().battlePassXp({ xp: 10, currentXp: 110, xpForNextLevel: 400 });
    live().battlePassLevel(5);
    expect(live().battlePass).toMatchObject({ currentLevel: 5, currentXp: 110, xpForNextLevel: 400 });
  });

  it('counts unread notifications through live arrivals, reads and deletes', () => {
    live().setNotifications([buildNotification({ id: 'n1', read: false }), buildNotification({ id: 'n2', read: true })], 1, null);
    live().addLiveNotification({ id: 'n3', title: 'New' }, '2026-01-01T00:00:00.000Z');
    live().addLiveNotification({ id: 'n3', title: 'New' }, '2026-01-01T00:00:00.000Z'); // the same one twice
    expect(live().unreadCount).toBe(2);
    expect(live().notifications!.map((n) => n.id)).toEqual(['n3', 'n1', 'n2']);
    live().markRead('n1');
    live().markRead('n1');
    expect(live().unreadCount).toBe(1);
    live().removeNotification('n2'); // already read: the count stays
    expect(live().unreadCount).toBe(1);
    live().removeNotification('n3');
    expect(live().unreadCount).toBe(0);
  });

  it('appends an older page after the loaded one, once each', () => {
    live().setNotifications([buildNotification({ id: 'n3' }), buildNotification({ id: 'n2' })], 2, 'cursor-1');
    live().appendOlderNotifications([buildNotification({ id: 'n2' }), buildNotification({ id: 'n1' })], null);
    expect(live().notifications!.map((n) => n.id)).toEqual(['n3', 'n2', 'n1']);
    expect(live().notificationsCursor).toBeNull();
  });

  it('gives a live notification without an id a local one, not to be sent to the server', () => {
    live().addLiveNotification({ title: 'Hello' }, '2026-01-01T00:00:00.000Z');
    expect(live().notifications![0]).toMatchObject({ title: 'Hello', stored: false, read: false, message: '', icon: '🔔' });
  });

  it('keeps each chest once, newest first, and forgets everything on reset', () => {
    live().addChests([{ id: 'c1', rarity: 'COMMON' }]);
    live().addChests([{ id: 'c2', rarity: 'RARE' }, { id: 'c1', rarity: 'COMMON' }]);
    expect(live().chests.map((c) => c.id)).toEqual(['c2', 'c1']);
    live().removeChest('c2');
    expect(live().chests.map((c) => c.id)).toEqual(['c1']);
    live().setWallet({ coins: 5, gems: 1 });
    live().reset();
    expect(live()).toMatchObject({ chests: [], wallet: null, quests: null, activePet: undefined, notifications: null, unreadCount: 0 });
  });

  it('counts a connect after a disconnect as a reconnection, not the first connect, and starts again on reset', () => {
    live().setConnected(true);
    expect(live()).toMatchObject({ connected: true, reconnects: 0 });
    live().setConnected(false);
    expect(live()).toMatchObject({ connected: false, reconnects: 0 });
    live().setConnected(true);
    live().setConnected(false);
    live().setConnected(true);
    expect(live()).toMatchObject({ connected: true, reconnects: 2 });
    live().reset();
    live().setConnected(true);
    expect(live().reconnects).toBe(0);
  });

  it('marks the chests loaded once read from the server, and replaces them with a later read', () => {
    live().addChests([{ id: 'pushed', rarity: 'RARE' }]);
    expect(live().chestsLoaded).toBe(false);
    live().loadedChests([{ id: 'c1', rarity: 'COMMON' }, { id: 'pushed', rarity: 'RARE' }]);
    expect(live().chestsLoaded).toBe(true);
    expect(live().chests.map((c) => c.id)).toEqual(['c1', 'pushed']);
    live().setChests([{ id: 'c2', rarity: 'EPIC' }, { id: 'c2', rarity: 'EPIC' }]);
    expect(live().chests).toEqual([{ id: 'c2', rarity: 'EPIC' }]);
    live().reset();
    expect(live().chestsLoaded).toBe(false);
  });
});
