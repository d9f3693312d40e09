/** GET /quests/daily: today's quests in the student's time zone (written on the first visit of the day). */
import type { Quest } from '@mathquest/contracts';
import { questView } from '../domain/quests.js';
import { todayOf, visit, type PlayerActionsDeps, type Student } from './player-write.js';

export function createGetDailyQuests({ store }: Pick<PlayerActionsDeps, 'store'>) {
  return async function dailyQuests(s: Student): Promise<Quest[]> {
    const p = await visit(store, s);
    const day = todayOf(s, new Date());
    return p.quests && p.quests.day === day ? p.quests.items.map(questView) : (p.quests?.items ?? []).map(questView);
  };
}
