import { AuthSubjects } from '@mathquest/contracts';
import type { SingleConsumerSpec } from '@mathquest/service-kit';
import type { TeacherDeps } from '../../use-cases/deps.js';
import { enrolRosterStudent } from '../../use-cases/enrol-roster-student.js';

/** auth.roster.student_enrolled: a student the teacher created on the roster joins the classroom (docs/adr/0200). */
export function rosterEnrolledConsumer(deps: TeacherDeps): SingleConsumerSpec<typeof AuthSubjects.ROSTER_STUDENT_ENROLLED> {
  return {
    durable: 'teacher-roster-enrolled',
    subjects: [AuthSubjects.ROSTER_STUDENT_ENROLLED],
    async handle(event) {
      await enrolRosterStudent(deps, event.data);
    },
  };
}
