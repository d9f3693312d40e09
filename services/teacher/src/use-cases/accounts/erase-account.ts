import { AccountErasedSubjects, type AccountErasureRequestedEvent } from '@mathquest/contracts';
import { derivedId, newEvent } from '@mathquest/service-kit';
import { membersChanged } from '../../events/teacher-events.js';
import type { AccountsRepository } from '../../repositories/accounts.js';
import type { ClassroomDoc } from '../../repositories/collections.js';
import { changeClassroom } from '../classrooms.js';
import type { TeacherDeps } from '../deps.js';

/** The id an erased student's kept submissions carry instead of theirs: stable per erasure, telling nothing of the account. */
export const anonymousStudentId = (erasureId: string) => `erased-${derivedId('teacher-erased-student', erasureId)}`;

/** The classroom without the student (and without their chat setting), its members-changed event in its outbox. */
function withoutMember(deps: TeacherDeps, c: ClassroomDoc, studentId: string): ClassroomDoc {
  if (!c.members.some((m) => m.studentId === studentId) && !c.chatOff?.includes(studentId)) return c;
  const at = deps.now();
  const next: ClassroomDoc = {
    ...c,
    members: c.members.filter((m) => m.studentId !== studentId),
    ...(c.chatOff ? { chatOff: c.chatOff.filter((id) => id !== studentId) } : {}),
    updatedAt: at,
  };
  return { ...next, outbox: [...deps.outbox.unpublished(c.outbox), membersChanged(next, c.version + 1, at)] };
}

/**
 * An account's erasure (docs/product/privacy.md#erasing-an-account, docs/adr/0232): the student
 * leaves every class (a members-changed event per class, so the game's and auth's copies follow);
 * their submissions are kept as anonymous records for the class statistics, or removed where the
 * teacher chose so for the classroom (`erasedStudentWork: 'REMOVE'`); their directory entry,
 * classroom list and tutor figures go. A teacher's classrooms go with their assignments and
 * submissions. Then `teacher.account.erased`, its id derived from the erasure id: a redelivered
 * request repeats idempotent steps and acknowledges once.
 */
export async function eraseAccount(deps: TeacherDeps, accounts: AccountsRepository, request: AccountErasureRequestedEvent['data']): Promise<void> {
  const { userId, erasureId } = request;
  const classes = await accounts.memberOf(userId);
  for (const c of classes) {
    // A classroom removed meanwhile has no member left to remove: nothing is written.
    const gone: ClassroomDoc = { ...c, members: [], outbox: [] };
    delete gone.chatOff;
    const updated = await changeClassroom(deps, c._id, (current) => current ?? gone, (current) => withoutMember(deps, current, userId));
    if (updated.outbox.length) await deps.outbox.flush('classroom', c._id, updated.outbox);
  }
  const removeIn = classes.filter((c) => c.erasedStudentWork === 'REMOVE').map((c) => c._id);
  await accounts.anonymiseSubmissions(userId, anonymousStudentId(erasureId), removeIn);
  if (request.role === 'TEACHER') await accounts.removeTaught(userId);
  await accounts.removeOwn(userId);
  const erasedAt = deps.now();
  await deps.bus.publish(
    AccountErasedSubjects.TEACHER,
    newEvent(AccountErasedSubjects.TEACHER, { erasureId, userId, erasedAt: erasedAt.toISOString() }, undefined, derivedId('teacher-account-erased', erasureId), erasedAt),
  );
}
