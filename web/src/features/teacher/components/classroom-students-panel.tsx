import type { ClassroomDetail, ClassroomMember } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import { ChatSwitch } from '../../../components/ui/chat-switch';
import { errorFactsOf, wordError } from '../../../i18n/server-error';
import { useI18n } from '../../../i18n/use-i18n';
import { useAddStudent, useRemoveStudent, useUnlockStudent } from '../api/classroom-members';
import { useSetStudentChat } from '../api/set-student-chat';
import { dialogs } from '../utils/dialogs';
import { dateOf } from '../utils/format';

/** A classroom's students: add by username, remove, unlock sign-in, guild chat on or off; a change reads the classroom again. */
export function StudentsPanel({ classroom }: { classroom: ClassroomDetail }) {
  const intl = useI18n('teacher');
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const [username, setUsername] = useState('');
  const addStudent = useAddStudent();
  const removeStudent = useRemoveStudent();
  const unlockStudent = useUnlockStudent();
  const setChat = useSetStudentChat();
  const adding = addStudent.isPending;

  async function add(e: FormEvent) {
    e.preventDefault();
    const name = username.trim();
    if (!name) return;
    try {
      await addStudent.mutateAsync({ classroomId: classroom.id, arg: name });
      setUsername('');
    } catch (err) {
      dialogs.alert(wordError(intl, errorFactsOf(err), 'teacher.students.addFailed'));
    }
  }

  async function remove(m: ClassroomMember) {
    const name = m.student.user.profile.displayName || m.student.user.profile.username;
    if (!dialogs.confirm(t('teacher.students.removeConfirm', { name }))) return;
    try {
      await removeStudent.mutateAsync({ classroomId: classroom.id, arg: m.studentId });
    } catch (err) {
      console.error('Failed to remove student', err);
      dialogs.alert(t('teacher.students.removeFailed'));
    }
  }

  async function unlock(m: ClassroomMember) {
    const name = m.student.user.profile.displayName || m.student.user.profile.username;
    try {
      await unlockStudent.mutateAsync({ classroomId: classroom.id, studentId: m.studentId });
      dialogs.success(t('teacher.students.unlocked', { name }));
    } catch (err) {
      console.error('Failed to unlock sign-in', err);
      dialogs.alert(wordError(intl, errorFactsOf(err), 'teacher.students.unlockFailed'));
    }
  }

  return (
    <section className="panel" aria-labelledby="classroom-students">
      <h2 id="classroom-students">{t('teacher.studentsTitle')}</h2>
      <form className="button-row" onSubmit={(e) => void add(e)} aria-label={t('teacher.students.addLabel')}>
        <label htmlFor="add-student" className="sr-only">
          {t('teacher.students.username')}
        </label>
        <input id="add-student" placeholder={t('teacher.students.username')} value={username} onChange={(e) => setUsername(e.target.value)} />
        <button type="submit" className="btn btn--primary btn--small" disabled={!username.trim() || adding}>
          {t('teacher.students.add')}
        </button>
      </form>
      {classroom.students.length === 0 ? (
        <div className="empty-state">
          <p>{t('teacher.students.none')}</p>
          <p className="muted">{t('teacher.students.shareCode', { code: classroom.classCode })}</p>
        </div>
      ) : (
        <ul className="item-list" aria-label={t('teacher.students.listLabel')}>
          {classroom.students.map((m) => (
            <li key={m.id}>
              <div>
                <strong>{m.student.user.profile.displayName}</strong> <span className="muted">@{m.student.user.profile.username}</span>
                <div className="muted">
                  {m.student.gradeLevel !== null ? `${t('teacher.gradeN', { grade: m.student.gradeLevel })} • ` : ''}
                  {t('teacher.students.joined', { when: dateOf(intl, m.joinedAt) })}
                  {m.student.language ? (
                    <>
                      {' • '}
                      <span data-testid="member-language">{t('teacher.students.language', { language: t(`language.name.${m.student.language}`) })}</span>
                    </>
                  ) : null}
                </div>
                <ChatSwitch name={m.student.user.profile.displayName} enabled={m.chatEnabled} save={(enabled) => setChat.mutateAsync({ classroomId: classroom.id, studentId: m.studentId, enabled }).then((r) => r.chatEnabled)} />
              </div>
              <div className="button-row">
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => void unlock(m)}
                  aria-label={t('teacher.students.unlockLabel', { name: m.student.user.profile.displayName })}
                  title={t('teacher.students.unlockTitle')}
                >
                  {t('teacher.students.unlock')}
                </button>
                <button type="button" className="btn btn--ghost btn--small" onClick={() => void remove(m)} aria-label={t('teacher.students.removeLabel', { name: m.student.user.profile.displayName })}>
                  {t('teacher.students.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
