/** GET /analytics/dashboard: the student's figures, from the player document and the progress projection (Redis). */
import { displayedStreak, type DashboardStats } from '@mathquest/contracts';
import { todayOf, visit, type PlayerActionsDeps, type Student } from './player-write.js';

export function createGetDashboard({ store, progress }: Pick<PlayerActionsDeps, 'store' | 'progress'>) {
  return async function dashboard(s: Student): Promise<DashboardStats> {
    const [p, proj, rank] = await Promise.all([visit(store, s), progress.get(s.id), progress.rank(s.id)]);
    const today = todayOf(s, new Date());
    const counts = p.today?.day === today ? p.today : { answered: 0, correct: 0 };
    return {
      username: s.username,
      level: proj?.level ?? 1,
      currentXp: proj?.totalXp ?? 0,
      xpForNextLevel: proj?.xpToNextLevel ?? 100,
      coins: p.coins,
      gems: p.gems,
      streak: proj ? displayedStreak(proj, today) : 0,
      todayProblemsSolved: counts.correct,
      todayAccuracy: counts.answered ? Math.round((counts.correct / counts.answered) * 1000) / 10 : 0,
      globalRank: proj && proj.totalXp > 0 ? rank : null,
    };
  };
}
