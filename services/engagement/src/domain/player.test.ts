import { describe, expect, it } from 'vitest';
import { chestDrop } from './chests.js';
import { claimQuest, feedPet, isRefusal, openChest, playWithPet, setActivePet } from './player-actions.js';
import { applyAnswers, applyLevelUp, applySessionEnded, emptyPlayer, type AnswerFacts, type PlayerState } from './player.js';

const now = new Date('2026-11-25T10:00:00Z');
let n = 0;
const answer = (over: Partial<AnswerFacts> = {}): AnswerFacts => ({
  eventId: `e-${n++}`,
  occurredAt: now,
  sessionId: 's1',
  isCorrect: true,
  coins: 3,
  xp: 20,
  combo: 1,
  multiplier: 1,
  timeSpent: 10,
  hintsUsed: 0,
  topic: 'Fractions',
  difficulty: 2,
  answeredAt: now,
  localDay: '2026-11-25',
  timeZone: 'UTC',
  ...over,
});
/** Event ids that do (or do not) drop a chest. */
const idWith = (chest: boolean) => {
  for (let i = 0; ; i++) if (Boolean(chestDrop(`x-${i}`, true)) === chest) return `x-${i}`;
};
const apply = (p: PlayerState, answers: AnswerFacts[]) => applyAnswers(p, answers, now).player;

describe('a batch of answers on the player', () => {
  it('credits coins, draws the day’s quests, counts today, feeds the starter pet and the pass, remembers the combo', () => {
    const out = applyAnswers(emptyPlayer('u1'), [answer({ eventId: idWith(false) }), answer({ eventId: `${idWith(false)}-w`, isCorrect: false, coins: 0, xp: 0, combo: 0 })], now);
    const p = out.player;
    expect([p.coins, p.walletVersion]).toEqual([3, 1]);
    expect(out.credits).toHaveLength(1);
    expect(p.quests!.day).toBe('2026-11-25');
    expect(p.today).toEqual({ day: '2026-11-25', answered: 2, correct: 1 });
    expect(p.pets!.owned[0]).toMatchObject({ id: 'sparky', xp: 6 });
    expect(p.pass!.xp).toBe(10);
    expect(p.combos).toEqual([expect.objectContaining({ sessionId: 's1', currentCombo: 0, maxCombo: 1, comboBreak: true })]);
    const names = out.pushes.map((x) => x.name);
    expect(names).toContain('battlepass:xp_gained');
    expect(names).toContain('pet:updated');
    expect(names.at(-1)).toBe('wallet:updated');
    expect(out.pushes.find((x) => x.name === 'wallet:updated')!.payload).toEqual({ coins: 3, gems: 0 });
  });

  it('applies an event once: a redelivered batch changes nothing and pushes nothing', () => {
    const batch = [answer(), answer()];
    const once = apply(emptyPlayer('u1'), batch);
    const again = applyAnswers(once, batch, now);
    expect(again.guard.fresh).toEqual([]);
    expect(again.player).toBe(once);
    expect(again.pushes).toEqual([]);
  });

  it('completes a quest with a notification and quest:completed, and reports progress once per quest per batch', () => {
    const p0 = apply(emptyPlayer('u1'), [answer()]);
    const easy = p0.quests!.items[0]!;
    const needed = easy.targetValue;
    const answers = Array.from({ length: 40 }, (_, i) => answer({ combo: i + 1, topic: `T${i % 5}`, xp: 50 }));
    const out = applyAnswers(p0, answers, now);
    const progressed = out.pushes.filter((x) => x.name === 'quest:progress');
    expect(new Set(progressed.map((x) => (x.payload as { questId: string }).questId)).size).toBe(progressed.length);
    expect(out.pushes.some((x) => x.name === 'quest:completed')).toBe(true);
    const done = out.player.notifications!.find((x) => x.kind === 'QUEST_COMPLETED')!;
    const quest = out.player.quests!.items.find((q) => done.message.startsWith(`${q.name}: `))!;
    // The code and facts the app words it from in the reader's language; the English text says the same.
    expect(done).toMatchObject({ code: 'QUEST_COMPLETED', params: { questKind: quest.kind, target: quest.targetValue, name: quest.name, description: quest.description } });
    expect(done.message).toBe(`${quest.name}: ${quest.description}. Claim your reward.`);
    expect(needed).toBeGreaterThan(0);
  });

  it('drops a chest for a lucky correct answer once, with a notification and treasure:found', () => {
    const id = idWith(true);
    const out = applyAnswers(emptyPlayer('u1'), [answer({ eventId: id })], now);
    expect(out.player.chests).toEqual([expect.objectContaining({ id: chestDrop(id, true)!.id, openedAt: null })]);
    expect(out.pushes.some((x) => x.name === 'treasure:found')).toBe(true);
    expect(out.player.notifications!.find((x) => x.kind === 'CHEST_FOUND')).toMatchObject({ code: 'CHEST_FOUND', params: { rarity: chestDrop(id, true)!.rarity } });
  });

  it('adds the pass level-up and a pet level-up notification when thresholds are crossed', () => {
    const out = applyAnswers(emptyPlayer('u1'), [answer({ xp: 400 })], now);
    expect(out.pushes).toContainEqual({ name: 'battlepass:level_up', payload: { level: 2 } });
    const grew = out.player.notifications!.find((x) => x.kind === 'PET_LEVEL_UP')!;
    expect(grew).toMatchObject({ code: 'PET_LEVEL_UP', params: { petId: out.player.pets!.activeId, level: 2 } });
    expect(grew.title).toBe(`${grew.params!.name} grew!`);
  });

  it('tells once a day that the active pet is hungry', () => {
    const sad = apply(emptyPlayer('u1'), [answer()]);
    const hungry: PlayerState = { ...sad, pets: { ...sad.pets!, owned: sad.pets!.owned.map((x) => ({ ...x, happiness: 30 })) } };
    const once = apply(hungry, [answer()]);
    expect(once.notifications!.filter((x) => x.kind === 'PET_HUNGRY')).toEqual([expect.objectContaining({ code: 'PET_HUNGRY', params: { petId: once.pets!.activeId, name: expect.any(String) } })]);
    expect(apply(once, [answer()]).notifications!.filter((x) => x.kind === 'PET_HUNGRY')).toHaveLength(1);
    expect(apply(once, [answer({ localDay: '2026-11-26' })]).notifications!.filter((x) => x.kind === 'PET_HUNGRY')).toHaveLength(2);
  });

  it('gives a coin_boost pet’s bonus coins with the answer’s credit', () => {
    const p0 = apply(emptyPlayer('u1'), [answer()]);
    const boosted: PlayerState = { ...p0, pets: { activeId: 'coco', owned: [...p0.pets!.owned, { ...p0.pets!.owned[0]!, id: 'coco', happiness: 100 }] } };
    const out = applyAnswers(boosted, Array.from({ length: 10 }, () => answer({ coins: 6 })), now);
    // coco: abilityValue 15 at level 1 and happiness 100 → 15 %: 60 coins earn 9 more.
    expect(out.player.coins - boosted.coins).toBe(69);
  });

  it('a level-up adds one LEVEL_UP notification per event; a finished session advances session quests', () => {
    const p0 = apply(emptyPlayer('u1'), [answer()]);
    const up = applyLevelUp(p0, { eventId: 'lvl-1', occurredAt: now, newLevel: 3 }, now);
    expect(up.player.notifications!.filter((x) => x.kind === 'LEVEL_UP')).toEqual([expect.objectContaining({ title: 'Level up!', code: 'LEVEL_UP', params: { level: 3 } })]);
    // The push carries the level-up's identity, which the answer's response shares: the client shows one toast for both.
    expect(up.pushes).toEqual([expect.objectContaining({ name: 'notification:new', payload: expect.objectContaining({ key: 'level-up:3' }) })]);
    expect(applyLevelUp(up.player, { eventId: 'lvl-1', occurredAt: now, newLevel: 3 }, now).guard.fresh).toEqual([]);
    const ended = applySessionEnded(up.player, { eventId: 'end-1', occurredAt: now, endedAt: now, problemsAnswered: 5, correctAnswers: 5, timeZone: 'UTC' }, now);
    expect(ended.guard.fresh).toHaveLength(1);
  });
});

describe('a student’s actions', () => {
  const completed = (): PlayerState => {
    const p = apply(emptyPlayer('u1'), [answer()]);
    const items = p.quests!.items.map((q, i) => (i === 0 ? { ...q, currentProgress: q.targetValue, completedAt: now.toISOString() } : q));
    return { ...p, quests: { ...p.quests!, items } };
  };

  it('claims a completed quest once, crediting its coins and gems and granting its XP with an xp pet’s bonus', () => {
    const p = completed();
    const q = p.quests!.items[0]!;
    const r = claimQuest(p, q.id, now);
    if (isRefusal(r)) throw new Error(r.refusal);
    expect(r.player.coins).toBe(p.coins + q.coinReward);
    expect(r.player.walletVersion).toBe((p.walletVersion ?? 0) + 1);
    expect(r.value.quest.claimedAt).toBe(now.toISOString());
    expect(r.value.xp).toBeGreaterThanOrEqual(q.xpReward); // sparky is an xp_boost pet
    expect(claimQuest(r.player, q.id, now)).toEqual({ refusal: 'ALREADY_CLAIMED' });
    expect(claimQuest(p, p.quests!.items[1]!.id, now)).toEqual({ refusal: 'NOT_COMPLETED' });
    expect(claimQuest(p, 'nope', now)).toEqual({ refusal: 'NOT_FOUND' });
    expect(claimQuest(p, q.id, new Date('2026-11-26T00:00:00Z'))).toEqual({ refusal: 'EXPIRED' });
  });

  it('feeds for 10 coins and refuses without them or within the hour; plays for free; sets an owned pet active', () => {
    const p = { ...completed(), coins: 15 };
    const fed = feedPet(p, 'sparky', now);
    if (isRefusal(fed)) throw new Error(fed.refusal);
    expect(fed.player.coins).toBe(5);
    expect(feedPet(fed.player, 'sparky', now)).toMatchObject({ refusal: 'COOLDOWN' });
    expect(feedPet({ ...p, coins: 9 }, 'sparky', now)).toEqual({ refusal: 'NOT_ENOUGH_COINS' });
    expect(feedPet(p, 'luna', now)).toEqual({ refusal: 'NOT_FOUND' });
    // A pet at full happiness is not fed for coins: nothing would change.
    const full = { ...p, pets: { ...p.pets!, owned: p.pets!.owned.map((x) => (x.id === 'sparky' ? { ...x, happiness: 100, happinessAt: now.toISOString() } : x)) } };
    expect(feedPet(full, 'sparky', now)).toEqual({ refusal: 'ALREADY_HAPPY' });
    const played = playWithPet(p, 'sparky', now);
    expect(!isRefusal(played) && played.player.coins).toBe(15);
    expect(setActivePet(p, 'luna')).toEqual({ refusal: 'NOT_FOUND' });
  });

  it('opens a chest once', () => {
    const p = apply(emptyPlayer('u1'), [answer({ eventId: idWith(true) })]);
    const chest = p.chests![0]!;
    const r = openChest(p, chest.id, now);
    if (isRefusal(r)) throw new Error(r.refusal);
    expect(r.player.coins).toBe(p.coins + r.value.coins);
    expect(r.value.chest.openedAt).toBe(now.toISOString());
    expect(r.value.chest.rewards.length).toBeGreaterThanOrEqual(2);
    expect(openChest(r.player, chest.id, now)).toEqual({ refusal: 'ALREADY_OPENED' });
    expect(openChest(p, 'nope', now)).toEqual({ refusal: 'NOT_FOUND' });
  });
});
