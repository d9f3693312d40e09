/**
 * GET /children/{childId}/report: a parent's report on one child the parent's grant names
 * (docs/adr/0073): accuracy by topic and time spent over the child's last 7 and 30 local days,
 * the recent sessions, the step-by-step tutor's use (docs/adr/0117) and the standards the child
 * has started with their levels (docs/adr/0087). Two reads by `_id`: the student document (its practice log) and the
 * recent sessions it lists. A child the grant does not name is a 404, like a missing one.
 */
import { ErrorCode, type ChildReport, type ChildrenGrantClaims } from '@mathquest/contracts';
import { notFound } from '@mathquest/service-kit';
import { secondsOver, topicsOver } from '../domain/practice-log.js';
import { childStandards } from '../domain/standards-mastery.js';
import { localDay } from '../domain/streak.js';
import { tutorFiguresOver } from '../domain/tutor.js';
import type { GameDeps } from './deps.js';

export const childNotFound = () => notFound('Child not found', ErrorCode.NOT_FOUND);

export function createGetChildReport({ students, sessions, now }: GameDeps) {
  return async function getChildReport(children: ChildrenGrantClaims['children'], childId: string): Promise<ChildReport> {
    const child = children.find((c) => c.id === childId);
    if (!child) throw childNotFound();
    const today = localDay(now(), child.tz);
    const [student] = await students.readMany([child.id]);
    const log = student?.practice;
    const totals = [...(log?.sessions ?? [])].reverse();
    const stored = new Map((await sessions.readMany(totals.map((s) => s.id))).filter((s) => s.userId === child.id).map((s) => [s._id, s]));
    const recentSessions = totals.flatMap((t) => {
      const s = stored.get(t.id);
      if (!s) return [];
      return [
        {
          id: s._id,
          mode: s.mode,
          startedAt: s.startedAt.toISOString(),
          endedAt: s.endedAt ? s.endedAt.toISOString() : null,
          problemsAnswered: t.answered,
          correctAnswers: t.correct,
          xpEarned: t.xp,
        },
      ];
    });
    return {
      childId: child.id,
      topics7: topicsOver(log, today, 7),
      topics30: topicsOver(log, today, 30),
      timeSpent7: secondsOver(log, today, 7),
      timeSpent30: secondsOver(log, today, 30),
      recentSessions,
      tutor7: tutorFiguresOver(student?.tutor, today, 7),
      tutor30: tutorFiguresOver(student?.tutor, today, 30),
      standards: childStandards(student?.skills ?? []),
    };
  };
}
