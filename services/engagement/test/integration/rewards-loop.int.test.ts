/**
 * The rewards loop end to end on real storage, NATS and Redis: answers published on the GAME
 * stream move quests, pet, battle pass, today's counts and combo; the student reads, claims,
 * feeds, plays and opens through the API; engagement publishes one socket push per student and
 * batch (core NATS, recorded by a subscription of the test's own: docs/adr/0057), wallet.changed
 * and xp.granted.
 */
import { randomUUID } from 'node:crypto';
import { derivedId, newEvent } from '@mathquest/service-kit';
import { describe, expect, it } from 'vitest';
import { chestDrop } from '../../src/domain/chests.js';
import type { PlayerDoc } from '../../src/repositories/wallets-repository.js';
import { answerEvent, authHeader, published, uid, until, useEngagementService } from '../helpers/engagement.js';

const engagement = useEngagementService('rewards', ['GAME']);
const { players, get, post } = engagement;
const data = (userId: string, url: string) => engagement.data(userId, 'GET', url);
const answered = (userId: string) => async () => (await players().findOne({ _id: userId }))?.today?.answered ?? 0;

/** An answer event id whose answer drops a chest (or not). */
function eventIdWithChest(chest: boolean): ReturnType<typeof randomUUID> {
  for (;;) {
    const id = randomUUID();
    if (Boolean(chestDrop(id, true)) === chest) return id;
  }
}

describe('answers feed the rewards loop', () => {
  it('moves quests, pet, pass, today’s counts and the combo, and pushes one socket message per batch', async () => {
    const u = uid();
    const quests0 = (await data(u, '/quests/daily')) as Array<{ id: string; difficulty: string; currentProgress: number }>;
    expect(quests0.map((q) => q.difficulty)).toEqual(['EASY', 'MEDIUM', 'HARD']);
    const events = [
      answerEvent(u, { combo: 1 }, eventIdWithChest(false)),
      answerEvent(u, { combo: 2, xp: 30 }, eventIdWithChest(false)),
      answerEvent(u, { isCorrect: false, coins: 0, xp: 0, combo: 0 }, eventIdWithChest(false)),
    ];
    for (const e of events) await engagement.bus.publish('game.answer.submitted', e);
    await until(answered(u), (n) => n === 3);

    const dash = await data(u, '/analytics/dashboard');
    expect(dash).toMatchObject({ username: `kid_${u.slice(0, 6)}`, coins: 6, gems: 0, todayProblemsSolved: 2, todayAccuracy: 66.7, level: 1, xpForNextLevel: 100, globalRank: null });
    const pet = await data(u, '/pets/active');
    expect(pet).toMatchObject({ id: 'sparky', xp: 6 + 9, level: 1, isActive: true });
    const pass = await data(u, '/battlepass');
    expect(pass).toMatchObject({ seasonNumber: expect.any(Number), currentXp: 25, currentLevel: 1, isPremium: false });
    expect(await data(u, '/combo/session-1')).toEqual({ sessionId: 'session-1', currentCombo: 0, maxCombo: 2, multiplier: 1, label: null, comboBreak: true });
    const quests = (await data(u, '/quests/daily')) as Array<{ id: string }>;
    expect(quests.map((q) => q.id)).toEqual(quests0.map((q) => q.id));

    const pushes = await until(() => engagement.pushes(u), (p) => p.length > 0 && p.flatMap((x) => x.data.events).length > 0);
    const names = pushes.flatMap((p) => p.data.events.map((x) => x.name));
    expect(names).toContain('battlepass:xp_gained');
    expect(names).toContain('pet:updated');
    expect(names).toContain('wallet:updated');
    expect(pushes.length).toBeLessThanOrEqual(3); // one per batch: never more than one per answer
  });

  it('advances the finished-session quests from game.session.ended, once per event', async () => {
    const u = uid();
    await data(u, '/quests/daily');
    // Make the day's EASY quest a Finisher and the other two quests kinds that a finished session
    // never moves: the draw is random per student and day, and may itself hold a Finisher.
    const set = {
      'quests.items.0.kind': 'SESSION_FINISHED',
      'quests.items.0.name': 'Finisher',
      'quests.items.0.targetValue': 2,
      'quests.items.1.kind': 'PROBLEMS_SOLVED',
      'quests.items.2.kind': 'PROBLEMS_ANSWERED',
    };
    await players().updateOne({ _id: u }, { $set: set, $inc: { version: 1 } });
    const now = new Date().toISOString();
    const ended = newEvent('game.session.ended', { userId: u, sessionId: 's-end', mode: 'SOLO_PRACTICE', startedAt: now, endedAt: now, problemsAnswered: 4, correctAnswers: 3, xpEarned: 40, coinsEarned: 8, hintsUsed: 0, maxCombo: 3, assignmentId: null, timeUp: false }, u);
    await engagement.bus.publish('game.session.ended', ended);
    const quests = await until(() => data(u, '/quests/daily'), (q) => q[0].currentProgress > 0);
    expect(quests[0]).toMatchObject({ kind: 'SESSION_FINISHED', currentProgress: 1, completedAt: null });
    const push = await until(() => engagement.pushes(u), (p) => p.length > 0);
    expect(push[0]!.data.events).toEqual([{ name: 'quest:progress', payload: { questId: quests[0].id, name: quests[0].name, currentProgress: 1, targetValue: 2 } }]);
  });

  it('ranks students by total XP from game.progress.updated (newest version wins)', async () => {
    const [a, b] = [uid(), uid()];
    const progress = (userId: string, totalXp: number, version: number) =>
      newEvent('game.progress.updated', { userId, level: 2, totalXp, xpToNextLevel: 250, xpForCurrentLevel: 100, currentStreak: 3, longestStreak: 3, lastActiveDay: new Date().toISOString().slice(0, 10), totalProblems: 10, totalCorrect: 9, totalTimeSpent: 100, accuracy: 90, bestCombo: 4, version }, userId);
    await engagement.bus.publish('game.progress.updated', progress(a, 1_000_000_150, 2));
    await engagement.bus.publish('game.progress.updated', progress(a, 5, 1)); // older: ignored
    await engagement.bus.publish('game.progress.updated', progress(b, 1_000_000_100, 1));
    const dashA = await until(() => data(a, '/analytics/dashboard'), (d) => d.globalRank === 1);
    expect(dashA).toMatchObject({ level: 2, currentXp: 1_000_000_150, xpForNextLevel: 250, streak: 3, globalRank: 1 });
    expect((await until(() => data(b, '/analytics/dashboard'), (d) => d.globalRank !== null)).globalRank).toBe(2);
  });

  it('ranks students from the progress snapshot each answer carries, newest version wins across both subjects (docs/adr/0059)', async () => {
    const [a, b] = [uid(), uid()];
    const snapshot = (totalXp: number, version: number) => ({ level: 3, totalXp, xpToNextLevel: 450, xpForCurrentLevel: 250, currentStreak: 2, longestStreak: 2, lastActiveDay: new Date().toISOString().slice(0, 10), totalProblems: 12, totalCorrect: 11, totalTimeSpent: 120, accuracy: 91.7, bestCombo: 5, version });
    await engagement.bus.publish('game.answer.submitted', answerEvent(a, { progress: snapshot(3_000_000_300, 3) }));
    // b: a newer snapshot from game.progress.updated (an XP grant), then an answer's older one: ignored.
    await engagement.bus.publish('game.progress.updated', newEvent('game.progress.updated', { userId: b, ...snapshot(3_000_000_200, 2) }, b));
    await engagement.bus.publish('game.answer.submitted', answerEvent(b, { progress: snapshot(7, 1) }));
    await until(answered(b), (n) => n === 1);
    const dashA = await until(() => data(a, '/analytics/dashboard'), (d) => d.globalRank !== null);
    expect(dashA).toMatchObject({ level: 3, currentXp: 3_000_000_300, xpForNextLevel: 450, streak: 2, globalRank: 1 });
    const dashB = await until(() => data(b, '/analytics/dashboard'), (d) => d.globalRank !== null);
    expect(dashB).toMatchObject({ currentXp: 3_000_000_200, globalRank: 2 });
  });

  it('stores a LEVEL_UP notification once per game.level.up, pages notifications, reads and deletes them', async () => {
    const u = uid();
    const up = newEvent('game.level.up', { userId: u, previousLevel: 1, newLevel: 2, totalXp: 120 }, u);
    await engagement.bus.publish('game.level.up', up);
    await engagement.bus.publish('game.level.up', { ...up }); // a retried publish: de-duplicated by id
    const page = await until(() => data(u, '/notifications'), (d) => d.notifications.length > 0);
    expect(page).toMatchObject({ unreadCount: 1, nextCursor: null, notifications: [{ kind: 'LEVEL_UP', read: false, title: 'Level up!', code: 'LEVEL_UP', params: { level: 2 } }] });
    const id = page.notifications[0].id as string;
    const other = uid();
    expect((await post(other, `/notifications/${id}/read`)).statusCode).toBe(404);
    expect((await engagement.app.inject({ method: 'DELETE', url: `/api/engagement/notifications/${id}`, headers: authHeader(other) })).statusCode).toBe(404);
    const read = await post(u, `/notifications/${id}/read`);
    expect(read.json().data).toMatchObject({ id, read: true });
    expect((await data(u, '/notifications')).unreadCount).toBe(0);
    // Parked in Redis when it arrived (no storage operation), folded into the player document by this first write.
    expect((await players().findOne({ _id: u }))!.notifications!.map((n) => [n.id, n.read])).toEqual([[id, true]]);
    expect((await engagement.app.inject({ method: 'DELETE', url: `/api/engagement/notifications/${id}`, headers: authHeader(u) })).json()).toEqual({ success: true, data: { deleted: true } });
    expect((await data(u, '/notifications')).notifications).toEqual([]);
    const push = await until(() => engagement.pushes(u), (p) => p.length > 0);
    expect(push[0]!.data.events).toEqual([{ name: 'notification:new', payload: { id, type: 'level_up', title: 'Level up!', message: 'You reached level 2. Keep going!', icon: '⭐', key: 'level-up:2', code: 'LEVEL_UP', params: { level: 2 } } }]);
  });

  it('a chest found by an answer is listed, given back by generate, opened once with its rewards credited and its XP granted', async () => {
    const u = uid();
    expect((await engagement.app.inject({ method: 'POST', url: '/api/engagement/treasures/generate', headers: authHeader(u) })).json().data).toEqual({ chest: null });
    const id = eventIdWithChest(true);
    await engagement.bus.publish('game.answer.submitted', answerEvent(u, {}, id));
    const chests = await until(() => data(u, '/treasures'), (c) => c.length === 1);
    const chestId = chestDrop(id, true)!.id;
    expect(chests).toEqual([expect.objectContaining({ id: chestId, openedAt: null, rewards: [] })]);
    expect((await post(u, '/treasures/generate')).json().data.chest.id).toBe(chestId);
    expect((await post(uid(), `/treasures/${chestId}/open`)).statusCode).toBe(404);

    const opens = await Promise.all(Array.from({ length: 20 }, () => post(u, `/treasures/${chestId}/open`)));
    expect(opens.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(opens.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'CHEST_ALREADY_OPENED')).toBe(true);
    const opened = opens.find((r) => r.statusCode === 200)!.json().data;
    expect(opened.wallet.coins).toBe(3 + opened.rewards.coins);
    expect((await data(u, '/wallet')).coins).toBe(3 + opened.rewards.coins);
    expect(await data(u, '/treasures')).toEqual([]);
    const grants = await until(() => published(engagement.bus, 'engagement.xp.granted', u), (g) => g.length > 0);
    expect(grants).toEqual([{ id: derivedId('engagement', `${chestId}:open`), data: { userId: u, xp: opened.rewards.xp, reason: 'chest', sourceId: chestId } }]);
  });
});

describe('claims and feeds under concurrency', () => {
  /** A student whose EASY quest is completed (set in storage, as the events would). */
  async function withCompletedQuest(u: string): Promise<{ id: string; coinReward: number; gemReward: number }> {
    const quests = (await data(u, '/quests/daily')) as Array<{ id: string; targetValue: number; coinReward: number; gemReward: number }>;
    const q = quests[0]!;
    await players().updateOne({ _id: u }, { $set: { 'quests.items.0.currentProgress': q.targetValue, 'quests.items.0.completedAt': new Date().toISOString() }, $inc: { version: 1 } });
    return q;
  }

  it('100 concurrent claims of one completed quest credit it once; the others are refused with a stable code', async () => {
    const u = uid();
    const q = await withCompletedQuest(u);
    const before = await data(u, '/wallet');
    const claims = await Promise.all(Array.from({ length: 100 }, () => post(u, `/quests/${q.id}/claim`)));
    expect(claims.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(claims.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'QUEST_ALREADY_CLAIMED')).toBe(true);
    expect(claims.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const wallet = await data(u, '/wallet');
    expect(wallet).toEqual({ coins: before.coins + q.coinReward, gems: before.gems + q.gemReward, version: before.version + 1 });
    const ok = claims.find((r) => r.statusCode === 200)!.json().data;
    expect(ok.quest.claimedAt).not.toBeNull();
    const grants = await until(() => published(engagement.bus, 'engagement.xp.granted', u), (g) => g.length > 0);
    expect(grants).toEqual([{ id: derivedId('engagement', `${q.id}:claim`), data: { userId: u, xp: ok.xpGranted, reason: 'quest', sourceId: q.id } }]);
    const changed = await until(() => published(engagement.bus, 'engagement.wallet.changed', u), (w) => w.length > 0);
    expect(changed.map((c) => c.data)).toEqual([expect.objectContaining({ coinsDelta: q.coinReward, reason: 'quest.claim', version: wallet.version })]);
  });

  it('refuses unfinished, unknown and foreign quests', async () => {
    const [u, other] = [uid(), uid()];
    const quests = (await data(u, '/quests/daily')) as Array<{ id: string }>;
    const r = await post(u, `/quests/${quests[1]!.id}/claim`);
    expect([r.statusCode, r.json().error.code]).toEqual([409, 'QUEST_NOT_COMPLETED']);
    expect((await post(u, '/quests/unknown-quest/claim')).statusCode).toBe(404);
    expect((await post(other, `/quests/${quests[0]!.id}/claim`)).statusCode).toBe(404);
  });

  it('100 concurrent feeds never take the balance below zero and feed once within the hour', async () => {
    const u = uid();
    await data(u, '/pets'); // the starter pet
    await players().updateOne({ _id: u }, { $set: { coins: 15 }, $inc: { version: 1 } });
    const feeds = await Promise.all(Array.from({ length: 100 }, () => post(u, '/pets/sparky/feed')));
    expect(feeds.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(feeds.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409 && r.json().error.code === 'PET_COOLDOWN')).toBe(true);
    expect((await data(u, '/wallet')).coins).toBe(5);
    const fed = feeds.find((r) => r.statusCode === 200)!.json().data;
    expect(fed).toMatchObject({ wallet: { coins: 5, gems: 0 }, pet: { id: 'sparky', canFeedAt: expect.any(String) } });

    // Without enough coins (another pet, no cooldown): refused with a message, the balance untouched.
    const doc = (await players().findOne({ _id: u })) as PlayerDoc;
    const second = { ...doc.pets!.owned[0]!, id: 'whiskers', lastFedAt: null };
    await players().updateOne({ _id: u }, { $push: { 'pets.owned': second }, $inc: { version: 1 } });
    const poor = await Promise.all(Array.from({ length: 20 }, () => post(u, '/pets/whiskers/feed')));
    expect(poor.every((r) => r.statusCode === 409 && r.json().error.code === 'NOT_ENOUGH_COINS')).toBe(true);
    expect(poor[0]!.json().error.message).toBe('Not enough coins: feeding Whiskers costs 10 coins');
    expect((await data(u, '/wallet')).coins).toBe(5);

    const play = await post(u, '/pets/whiskers/play');
    expect(play.json().data).toMatchObject({ id: 'whiskers', isActive: false, canPlayAt: expect.any(String) });
    expect((await post(u, '/pets/whiskers/play')).json().error.code).toBe('PET_COOLDOWN');
    expect((await post(u, '/pets/whiskers/set-active')).json().data).toMatchObject({ id: 'whiskers', isActive: true });
    expect(((await data(u, '/pets')) as Array<{ id: string }>).map((p) => p.id)).toEqual(['whiskers', 'sparky']);
  });
});

describe('the API’s refusals', () => {
  const routes: Array<[string, string]> = [
    ['GET', '/quests/daily'],
    ['POST', '/quests/q1/claim'],
    ['GET', '/pets/active'],
    ['GET', '/pets'],
    ['POST', '/pets/sparky/feed'],
    ['POST', '/pets/sparky/play'],
    ['POST', '/pets/sparky/set-active'],
    ['GET', '/combo/s1'],
    ['GET', '/treasures'],
    ['POST', '/treasures/generate'],
    ['POST', '/treasures/c1/open'],
    ['GET', '/notifications'],
    ['POST', '/notifications/n1/read'],
    ['DELETE', '/notifications/n1'],
    ['GET', '/battlepass'],
    ['GET', '/analytics/dashboard'],
  ];

  it('401 without a token, 403 for parents and teachers', async () => {
    for (const [method, url] of routes) {
      const none = await engagement.app.inject({ method: method as 'GET', url: `/api/engagement${url}` });
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      for (const role of ['PARENT', 'TEACHER'] as const) {
        const r = await engagement.app.inject({ method: method as 'GET', url: `/api/engagement${url}`, headers: authHeader(uid(), { role }) });
        expect([r.statusCode, r.json().error.code], `${method} ${url} as ${role}`).toEqual([403, 'FORBIDDEN']);
      }
    }
  });

  it('404 for unknown or foreign ids, 400 for malformed ones and queries', async () => {
    const [u, other] = [uid(), uid()];
    await engagement.bus.publish('game.answer.submitted', answerEvent(u, { sessionId: 'mine-1' }, eventIdWithChest(false)));
    await until(answered(u), (n) => n === 1);
    expect((await get(u, '/combo/mine-1')).statusCode).toBe(200);
    expect((await get(other, '/combo/mine-1')).statusCode).toBe(404);
    for (const url of ['/pets/dragon-x/feed', '/pets/dragon-x/play', '/pets/dragon-x/set-active', '/treasures/none/open', '/notifications/none/read']) expect((await post(u, url)).statusCode, url).toBe(404);
    expect((await get(u, '/combo/unknown')).statusCode).toBe(404);
    const bad = await post(u, '/pets/bad%20id!/feed');
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'VALIDATION_ERROR']);
    for (const q of ['limit=0', 'limit=101', 'limit=abc']) expect((await get(u, `/notifications?${q}`)).statusCode, q).toBe(400);
  });
});
