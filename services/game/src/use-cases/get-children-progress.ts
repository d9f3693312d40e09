/**
 * GET /children/progress: the progress of the children a parent's grant names, each with the day
 * streak shown for the child's own day. The gateway reads it to fill in a parent's children view
 * (docs/adr/0029-answer-path-five-operations.md); one read for all of them, fresh.
 */
import type { ChildrenGrantClaims, ChildrenProgressResponse } from '@mathquest/contracts';
import { EMPTY_PROGRESS, progressView } from '../domain/progress.js';
import { localDay } from '../domain/streak.js';
import type { GameDeps } from './deps.js';

export function createGetChildrenProgress({ students, now }: GameDeps) {
  return async function getChildrenProgress(children: ChildrenGrantClaims['children']): Promise<ChildrenProgressResponse['data']> {
    const at = now();
    const states = new Map((await students.readMany(children.map((c) => c.id))).map((s) => [s._id, s]));
    return { children: children.map((c) => ({ id: c.id, progress: progressView(states.get(c.id)?.progress ?? EMPTY_PROGRESS, localDay(at, c.tz)) })) };
  };
}
