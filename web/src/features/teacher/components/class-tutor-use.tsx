import type { ClassroomMember, ClassroomTutorUse, TutorFigures } from '@mathquest/contracts';

/** "3 walkthroughs, 8 of 12 steps right" (blanks filled in right out of the steps the tutor showed). */
export function tutorLine(f: TutorFigures): string {
  if (f.walkthroughs === 0 && f.stepsSeen === 0) return 'Not used';
  return `${f.walkthroughs} ${f.walkthroughs === 1 ? 'walkthrough' : 'walkthroughs'}, ${f.stepsSeen} steps seen, ${f.stepsRight} filled in right`;
}

/** A class's figures over a window: "2 students: 3 walkthroughs, …", or 'Not used'. */
export function classTutorLine(f: TutorFigures & { students: number }): string {
  return f.students === 0 ? 'Not used' : `${f.students} ${f.students === 1 ? 'student' : 'students'}: ${tutorLine(f)}`;
}

/**
 * A class's use of the step-by-step tutor (docs/product/teacher.md, tutor use): the class's
 * figures over the last 7 and 30 days, each student who used it, and the skills it helped with.
 * Names come from the class's member list; a student who left the class is not in the figures.
 */
export function ClassTutorUse({ tutor, members }: { tutor: ClassroomTutorUse; members: readonly ClassroomMember[] }) {
  if (tutor.students.length === 0) {
    return <p className="muted">No student in this class has used the step-by-step tutor in the last 30 days.</p>;
  }
  const nameOf = (studentId: string) => members.find((m) => m.studentId === studentId)?.student.user.profile.displayName ?? 'A former member';
  return (
    <div data-testid="class-tutor-use">
      <dl className="stat-list" aria-label="Tutor use of the class">
        <div>
          <dt>Last 7 days</dt>
          <dd>{classTutorLine(tutor.last7)}</dd>
        </div>
        <div>
          <dt>Last 30 days</dt>
          <dd>{classTutorLine(tutor.last30)}</dd>
        </div>
      </dl>
      <table className="data-table" aria-label="Tutor use by student">
        <thead>
          <tr>
            <th scope="col">Student</th>
            <th scope="col">Last 7 days</th>
            <th scope="col">Last 30 days</th>
            <th scope="col">Skills</th>
          </tr>
        </thead>
        <tbody>
          {tutor.students.map((s) => (
            <tr key={s.studentId}>
              <th scope="row">{nameOf(s.studentId)}</th>
              <td>{tutorLine(s.last7)}</td>
              <td>{tutorLine(s.last30)}</td>
              <td>{s.skills.map((k) => k.subtopic || k.topic).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="data-table" aria-label="Skills the tutor helped with">
        <caption>Skills the tutor helped with (last 30 days)</caption>
        <thead>
          <tr>
            <th scope="col">Skill</th>
            <th scope="col">Students</th>
            <th scope="col">Walkthroughs</th>
            <th scope="col">Steps right / seen</th>
          </tr>
        </thead>
        <tbody>
          {tutor.skills.map((k) => (
            <tr key={k.skillId}>
              <th scope="row">{k.subtopic ? `${k.topic}: ${k.subtopic}` : k.topic}</th>
              <td>{k.students}</td>
              <td>{k.walkthroughs}</td>
              <td>
                {k.stepsRight} / {k.stepsSeen}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
