/**
 * POST /classrooms/{id}/roster: create or update the class's student accounts (docs/adr/0200).
 * Keyed by classroom and row identity, so sending the same list again changes nothing and a
 * changed name or grade updates the account: never a second account for one row.
 *
 * A new row: the roster document is inserted first (its unique (classroom, row identity) index
 * settles two confirms racing), then the account with its `auth.user.registered` and
 * `auth.roster.student_enrolled` in one write. A roster document whose account is missing (a
 * crash between the two writes) gets its account on the next confirm.
 */
import { AuthSubjects, type RosterRow } from '@mathquest/contracts';
import { newSecret } from '../../domain/roster-words.js';
import { rowKey } from '../../domain/roster-csv.js';
import type { UserRecord } from '../../domain/users.js';
import { outboxEntry } from '../../events/outbox.js';
import type { ClassRosterDoc, RosterStudentDoc } from '../../repositories/rosters-repository.js';
import { DuplicateUserError, newUserId } from '../../repositories/users-repository.js';
import { userFacts } from '../create-account.js';
import type { AuthContext } from '../context.js';
import { actionFor, matcher } from './match-rows.js';
import { readRoster } from './read-roster.js';
import { listName, ownedRoster, rosterAccountKey, secretContext } from './roster-access.js';

const USERNAME_TRIES = 6;

/** A username from the names: letters of the first name, the last initial, two digits (mayak42). */
export function suggestedUsername(row: Pick<RosterRow, 'givenName' | 'familyName'>, randomInt: (n: number) => number): string {
  const letters = (s: string) => s.normalize('NFKD').toLowerCase().replace(/[^a-z]/g, '');
  const base = `${letters(row.givenName).slice(0, 12)}${letters(row.familyName).slice(0, 1)}`.padEnd(3, 'x');
  return `${base}${10 + randomInt(90)}`;
}

type Outcome = 'CREATE' | 'UPDATE' | 'UNCHANGED' | { refused: string };

/** What a new roster account takes from its class: the time zone its days are counted in (the teacher's). */
interface ClassDefaults {
  timeZone: string;
}

async function createAccountOf(ctx: AuthContext, roster: ClassRosterDoc, defaults: ClassDefaults, s: RosterStudentDoc, fixedUsername: boolean): Promise<Outcome> {
  let username = s.username;
  for (let attempt = 0; attempt < USERNAME_TRIES; attempt++) {
    const at = ctx.now();
    const user: UserRecord = {
      id: s._id,
      email: rosterAccountKey(s._id),
      username,
      displayName: listName(s.givenName, s.familyName),
      role: 'STUDENT',
      plan: 'FREE',
      // The teacher's zone: a class meets where its teacher is, so the free plan's daily allowance and
      // the day streaks turn over at the class's midnight, not UTC's (docs/product/accounts.md).
      timeZone: defaults.timeZone,
      // The classroom's language, which the teacher sets (docs/product/i18n.md).
      language: roster.language ?? 'en',
      gradeLevel: s.grade,
      schoolName: null,
      childIds: [],
      createdAt: at,
    };
    const entries = [
      outboxEntry(AuthSubjects.USER_REGISTERED, userFacts(user), s._id, at),
      outboxEntry(AuthSubjects.ROSTER_STUDENT_ENROLLED, { studentId: s._id, classroomId: s.classroomId, teacherId: roster.teacherId, enrolledAt: at.toISOString() }, s._id, at),
    ];
    try {
      // No password: the account signs in only with its class code and secret ('!' is no argon2 hash, so no password matches).
      await ctx.users.create({ ...user, passwordHash: '!' }, entries);
      await ctx.outbox.publishEntries(s._id, entries);
      return 'CREATE';
    } catch (err) {
      if (!(err instanceof DuplicateUserError)) throw err;
      // The same id again: created by a confirm racing this one.
      if (err.field === 'email') return 'UNCHANGED';
      if (fixedUsername) return { refused: `Username "${username}" is taken by another account` };
      username = suggestedUsername(s, ctx.randomInt);
      await ctx.rosters.updateStudent(s._id, { username }, ctx.now());
    }
  }
  return { refused: 'No free username was found: add a username to this row' };
}

async function confirmRow(ctx: AuthContext, roster: ClassRosterDoc, defaults: ClassDefaults, row: RosterRow, match: RosterStudentDoc | undefined): Promise<Outcome> {
  if (match) {
    const account = await ctx.users.findById(match._id);
    if (!account) return createAccountOf(ctx, roster, defaults, match, row.username !== null);
    const action = actionFor(row, match);
    if (action === 'UPDATE') {
      const at = ctx.now();
      await ctx.rosters.updateStudent(match._id, { givenName: row.givenName, familyName: row.familyName, grade: row.grade }, at);
      const displayName = listName(row.givenName, row.familyName);
      const entry = outboxEntry(AuthSubjects.USER_UPDATED, { ...userFacts({ ...account, displayName, gradeLevel: row.grade }), childIds: [] }, match._id, at);
      if (await ctx.users.setStudentProfile(match._id, displayName, row.grade, entry)) await ctx.outbox.publishEntries(match._id, [entry]);
    }
    return action;
  }
  const at = ctx.now();
  const doc: RosterStudentDoc = {
    _id: newUserId(),
    classroomId: roster._id,
    rowKey: rowKey(row),
    givenName: row.givenName,
    familyName: row.familyName,
    grade: row.grade,
    username: row.username ?? suggestedUsername(row, ctx.randomInt),
    sealedSecret: '',
    createdAt: at,
    updatedAt: at,
  };
  // In the class's language, as the account's (docs/adr/0187).
  doc.sealedSecret = ctx.secretBox.seal(newSecret(ctx.randomInt, roster.language), secretContext(doc));
  if (!(await ctx.rosters.insertStudent(doc))) return 'UNCHANGED';
  const outcome = await createAccountOf(ctx, roster, defaults, doc, row.username !== null);
  if (typeof outcome === 'object') await ctx.rosters.removeStudent(doc._id);
  return outcome;
}

export async function confirmRoster(ctx: AuthContext, teacherId: string, classroomId: string, rows: readonly RosterRow[]) {
  const roster = await ownedRoster(ctx, teacherId, classroomId);
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const refused: Array<{ index: number; problem: string }> = [];
  const seen = new Set<string>();
  const match = matcher(await ctx.rosters.students(classroomId));
  const defaults: ClassDefaults = { timeZone: (await ctx.users.findById(teacherId))?.timeZone ?? 'UTC' };
  for (const [index, row] of rows.entries()) {
    const key = rowKey(row);
    if (seen.has(key)) {
      refused.push({ index, problem: 'The same student twice in this list' });
      continue;
    }
    seen.add(key);
    const outcome = await confirmRow(ctx, roster, defaults, row, match(row));
    if (typeof outcome === 'object') refused.push({ index, problem: outcome.refused });
    else if (outcome === 'CREATE') counts.created++;
    else if (outcome === 'UPDATE') counts.updated++;
    else counts.unchanged++;
  }
  return { ...counts, refused, roster: await readRoster(ctx, teacherId, classroomId, roster) };
}
