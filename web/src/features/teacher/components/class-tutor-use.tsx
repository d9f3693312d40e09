import type { ClassroomMember, ClassroomTutorUse, TutorFigures } from '@mathquest/contracts';
import type { IntlShape } from 'react-intl';
import { useI18n } from '../../../i18n/use-i18n';
import { topicNames } from '../../../i18n/topic-names';

/** "3 walkthroughs, 8 steps seen, 6 filled in right" (blanks filled in right out of the steps the tutor showed). */
export function tutorLine(intl: IntlShape, f: TutorFigures): string {
  if (f.walkthroughs === 0 && f.stepsSeen === 0) return intl.formatMessage({ id: 'teacher.tutor.notUsed' });
  return intl.formatMessage({ id: 'teacher.tutor.line' }, { walkthroughs: f.walkthroughs, seen: f.stepsSeen, right: f.stepsRight });
}

/** A class's figures over a window: "2 students: 3 walkthroughs, …", or 'Not used'. */
export function classTutorLine(intl: IntlShape, f: TutorFigures & { students: number }): string {
  return f.students === 0 ? intl.formatMessage({ id: 'teacher.tutor.notUsed' }) : intl.formatMessage({ id: 'teacher.tutor.classLine' }, { students: f.students, line: tutorLine(intl, f) });
}

/**
 * A class's use of the step-by-step tutor (docs/product/teacher.md, tutor use): the class's
 * figures over the last 7 and 30 days, each student who used it, and the skills it helped with.
 * Names come from the class's member list; a student who left the class is not in the figures.
 */
export function ClassTutorUse({ tutor, members }: { tutor: ClassroomTutorUse; members: readonly ClassroomMember[] }) {
  const intl = useI18n('teacher');
  const names = topicNames(intl);
  const t = (key: string) => intl.formatMessage({ id: key });
  if (tutor.students.length === 0) {
    return <p className="muted">{t('teacher.tutor.none')}</p>;
  }
  const nameOf = (studentId: string) => members.find((m) => m.studentId === studentId)?.student.user.profile.displayName ?? t('teacher.tutor.formerMember');
  return (
    <div data-testid="class-tutor-use">
      <dl className="stat-list" aria-label={t('teacher.tutor.classLabel')}>
        <div>
          <dt>{t('teacher.tutor.last7')}</dt>
          <dd>{classTutorLine(intl, tutor.last7)}</dd>
        </div>
        <div>
          <dt>{t('teacher.tutor.last30')}</dt>
          <dd>{classTutorLine(intl, tutor.last30)}</dd>
        </div>
      </dl>
      <table className="data-table" aria-label={t('teacher.tutor.byStudent')}>
        <thead>
          <tr>
            <th scope="col">{t('teacher.tutor.student')}</th>
            <th scope="col">{t('teacher.tutor.last7')}</th>
            <th scope="col">{t('teacher.tutor.last30')}</th>
            <th scope="col">{t('teacher.tutor.skills')}</th>
          </tr>
        </thead>
        <tbody>
          {tutor.students.map((s) => (
            <tr key={s.studentId}>
              <th scope="row">{nameOf(s.studentId)}</th>
              <td>{tutorLine(intl, s.last7)}</td>
              <td>{tutorLine(intl, s.last30)}</td>
              <td>{intl.formatList(s.skills.map((k) => (k.subtopic ? names.subtopic(k.subtopic) : names.topic(k.topic))), { type: 'unit' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="data-table" aria-label={t('teacher.tutor.skillsLabel')}>
        <caption>{t('teacher.tutor.skillsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('teacher.tutor.skill')}</th>
            <th scope="col">{t('teacher.studentsTitle')}</th>
            <th scope="col">{t('teacher.tutor.walkthroughs')}</th>
            <th scope="col">{t('teacher.tutor.stepsRightSeen')}</th>
          </tr>
        </thead>
        <tbody>
          {tutor.skills.map((k) => (
            <tr key={k.skillId}>
              <th scope="row">{k.subtopic ? `${names.topic(k.topic)}: ${names.subtopic(k.subtopic)}` : names.topic(k.topic)}</th>
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
