import type { ClassList } from '@mathquest/contracts';
import type { AuthContext } from '../context.js';
import { classroomOfCode } from './code-guard.js';
import { listName } from './roster-access.js';

/** POST /class-code/students: the class's name and its students' first names and last initials, for whoever knows the code. */
export async function classList(ctx: AuthContext, code: string, ip: string): Promise<ClassList> {
  const roster = await classroomOfCode(ctx, code, ip);
  const students = await ctx.rosters.students(roster._id);
  return {
    classroomName: roster.name,
    students: students.map((s) => ({ id: s._id, listName: listName(s.givenName, s.familyName) })).sort((a, b) => a.listName.localeCompare(b.listName, 'en')),
  };
}
