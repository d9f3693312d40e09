/** GET /progress: the caller's progress, with the day's problems and the plan's daily limit. */
import type { ProgressResponse } from '@mathquest/contracts';
import type { AuthUser } from '@mathquest/service-kit';
import { EMPTY_PROGRESS, progressView } from '../domain/progress.js';
import { localDay } from '../domain/streak.js';
import type { GameDeps } from './deps.js';

export function createGetProgress({ students, quota, now }: GameDeps) {
  return async function getProgress(user: AuthUser): Promise<ProgressResponse['data']> {
    const day = localDay(now(), user.timeZone);
    // Fresh, not cached: another replica may have credited the last answer.
    const [student, problemsToday] = await Promise.all([students.reload(user.id), quota.takenOn(user, day)]);
    return { ...progressView(student?.progress ?? EMPTY_PROGRESS, day), plan: user.plan, problemsToday, dailyLimit: quota.dailyLimit(user.plan) };
  };
}
