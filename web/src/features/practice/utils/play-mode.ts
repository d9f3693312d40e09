import type { GameMode } from '@mathquest/contracts';

export interface PlayMode {
  mode: GameMode;
  assignmentId?: string;
}

/**
 * Which game the solo play screen starts, from its query string: `?mode=assignment&assignmentId=…`
 * plays a class assignment (the student's classes page links there); anything else is solo practice.
 */
export function playModeOf(search: string): PlayMode {
  const q = new URLSearchParams(search);
  const assignmentId = q.get('assignmentId');
  if (q.get('mode') === 'assignment' && assignmentId) return { mode: 'ASSIGNMENT', assignmentId };
  return { mode: 'SOLO_PRACTICE' };
}
