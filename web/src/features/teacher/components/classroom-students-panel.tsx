import type { ClassroomDetail, ClassroomMember } from '@mathquest/contracts';
import { useState, type FormEvent } from 'react';
import { ChatSwitch } from '../../../components/ui/chat-switch';
import { messageOf } from '../../../lib/api-client';
import { useAddStudent, useRemoveStudent, useUnlockStudent } from '../api/classroom-members';
import { useSetStudentChat } from '../api/set-student-chat';
import { dialogs } from '../utils/dialogs';
import { dateOf } from '../utils/format';

/** A classroom's students: add by username, remove, unlock sign-in, guild chat on or off; a change reads the classroom again. */
export function StudentsPanel({ classroom }: { classroom: ClassroomDetail }) {
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
      dialogs.alert(messageOf(err, 'Failed to add student'));
    }
  }

  async function remove(m: ClassroomMember) {
    const name = m.student.user.profile.displayName || m.student.user.profile.username;
    if (!dialogs.confirm(`Remove ${name} from this classroom?`)) return;
    try {
      await removeStudent.mutateAsync({ classroomId: classroom.id, arg: m.studentId });
    } catch (err) {
      console.error('Failed to remove student', err);
      dialogs.alert('Failed to remove student');
    }
  }

  async function unlock(m: ClassroomMember) {
    const name = m.student.user.profile.displayName || m.student.user.profile.username;
    try {
      await unlockStudent.mutateAsync({ classroomId: classroom.id, studentId: m.studentId });
      dialogs.success(`${name} can sign in again`);
    } catch (err) {
      console.error('Failed to unlock sign-in', err);
      dialogs.alert(messageOf(err, 'Failed to unlock sign-in'));
    }
  }

  return (
    <section className="panel" aria-labelledby="classroom-students">
      <h2 id="classroom-students">Students</h2>
      <form className="button-row" onSubmit={(e) => void add(e)} aria-label="Add a student">
        <label htmlFor="add-student" className="sr-only">
          Student username
        </label>
        <input id="add-student" placeholder="Student username" value={username} onChange={(e) => setUsername(e.target.value)} />
        <button type="submit" className="btn btn--primary btn--small" disabled={!username.trim() || adding}>
          Add Student
        </button>
      </form>
      {classroom.students.length === 0 ? (
        <div className="empty-state">
          <p>No students yet</p>
          <p className="muted">Share the class code {classroom.classCode} with your students so they can join.</p>
        </div>
      ) : (
        <ul className="item-list" aria-label="Students in this classroom">
          {classroom.students.map((m) => (
            <li key={m.id}>
              <div>
                <strong>{m.student.user.profile.displayName}</strong> <span className="muted">@{m.student.user.profile.username}</span>
                <div className="muted">
                  {m.student.gradeLevel !== null ? `Grade ${m.student.gradeLevel} • ` : ''}Joined {dateOf(m.joinedAt)}
                </div>
                <ChatSwitch name={m.student.user.profile.displayName} enabled={m.chatEnabled} save={(enabled) => setChat.mutateAsync({ classroomId: classroom.id, studentId: m.studentId, enabled }).then((r) => r.chatEnabled)} />
              </div>
              <div className="button-row">
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => void unlock(m)}
                  aria-label={`Unlock sign-in for ${m.student.user.profile.displayName}`}
                  title="After too many wrong passwords: lets the student sign in again at once"
                >
                  Unlock sign-in
                </button>
                <button type="button" className="btn btn--ghost btn--small" onClick={() => void remove(m)} aria-label={`Remove ${m.student.user.profile.displayName}`}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
