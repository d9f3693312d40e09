import { NEW_STUDENT_PROGRESS, studentProfileOf, type StudentProfile } from '@mathquest/contracts';

/**
 * What auth knows of a student's `studentProfile`: the grade. Progress belongs to the game and
 * coins to the wallet; the gateway fills them in from those services whenever it hands out a
 * student's profile (docs/adr/0029-answer-path-five-operations.md), so auth writes nothing
 * when a student answers. Called directly, auth shows a student who has not played yet.
 */
export function accountStudentProfile(gradeLevel: number): StudentProfile {
  return studentProfileOf(NEW_STUDENT_PROGRESS, { coins: 0, gems: 0 }, gradeLevel);
}
