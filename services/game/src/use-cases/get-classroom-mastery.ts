/**
 * The standards mastery report of a classroom (docs/adr/0087), for its teacher: every standard of
 * the catalogue and each member's level on the ones they have started. One read of the class's
 * member list (the projection the game keeps from the teacher service's events) and one read of
 * the skill states of the members' student documents (projected: nothing else of them), which
 * every answer keeps: no answer is scanned.
 * A classroom that is not the caller's is a 404, like a missing one; a classroom created a moment
 * ago is waited for a bounded while (`settled`), as its list follows by an event.
 */
import type { ClassroomMastery, StandardAnswers } from '@mathquest/contracts';
import { notFound, settled } from '@mathquest/service-kit';
import { standardAnswers, standardLevel, standardOf, standardsCatalogue, startedStandards } from '../domain/standards-mastery.js';
import type { ClassMembersDoc } from '../repositories/assignments.js';
import type { GameDeps } from './deps.js';

const classroomNotFound = () => notFound('Classroom not found');

async function teachersClassroom({ assignments }: Pick<GameDeps, 'assignments'>, teacherId: string, classroomId: string): Promise<ClassMembersDoc> {
  const isTeachers = (members: ClassMembersDoc | null) => members?.teacherId === teacherId;
  const members = await settled(() => assignments.getMembers(classroomId), isTeachers);
  if (!members || !isTeachers(members)) throw classroomNotFound();
  return members;
}

export function createGetClassroomMastery(deps: Pick<GameDeps, 'assignments' | 'students'>) {
  return async function getClassroomMastery(teacherId: string, classroomId: string): Promise<ClassroomMastery> {
    const members = await teachersClassroom(deps, teacherId, classroomId);
    const states = new Map((await deps.students.readSkills(members.memberIds)).map((s) => [s._id, s]));
    return {
      classroomId,
      standards: [...standardsCatalogue()],
      students: members.memberIds.map((studentId) => ({ studentId, cells: startedStandards(states.get(studentId)?.skills ?? []) })),
    };
  };
}

/** One cell of the report opened: a member's level on one standard and the recent answers behind it. */
export function createGetStandardAnswers(deps: Pick<GameDeps, 'assignments' | 'students'>) {
  return async function getStandardAnswers(teacherId: string, input: { classroomId: string; studentId: string; standard: string }): Promise<StandardAnswers> {
    const members = await teachersClassroom(deps, teacherId, input.classroomId);
    if (!members.memberIds.includes(input.studentId)) throw notFound('Student not found');
    const standard = standardOf(input.standard);
    if (!standard) throw notFound('Standard not found');
    const [student] = await deps.students.readSkills([input.studentId]);
    const skills = student?.skills ?? [];
    const cell = standardLevel(standard, new Map(skills.map((s) => [s.skillId, s])));
    return { studentId: input.studentId, standard: standard.code, level: cell.level, problems: cell.problems, answers: standardAnswers(standard, skills) };
  };
}
