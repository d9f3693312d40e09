/** What the teacher use cases work with: repositories, the outbox, a clock, randomness (class codes) and the bank's shape. */
import type { EventBus } from '@mathquest/service-kit';
import type { TeacherOutbox } from '../events/outbox.js';
import type { AssignmentRepository } from '../repositories/assignments.js';
import type { ClassroomIndexRepository } from '../repositories/classroom-index.js';
import type { ClassroomRepository } from '../repositories/classrooms.js';
import type { DirectoryRepository } from '../repositories/directory.js';
import type { SubmissionRepository } from '../repositories/submissions.js';
import type { TutorUseRepository } from '../repositories/tutor-use.js';
import type { SkillNames } from '../domain/tutor-use.js';

export interface TeacherDeps {
  directory: DirectoryRepository;
  classrooms: ClassroomRepository;
  assignments: AssignmentRepository;
  submissions: SubmissionRepository;
  /** Students' tutor use from the game's events (docs/adr/0145). */
  tutorUse: TutorUseRepository;
  teacherClassrooms: ClassroomIndexRepository;
  studentClassrooms: ClassroomIndexRepository;
  outbox: TeacherOutbox;
  /** Events published by a request itself, not from a document's outbox (a student's unlock, docs/adr/0165). */
  bus: Pick<EventBus, 'publish'>;
  now: () => Date;
  random: () => number;
  /** The problem bank's skills and seeds per skill and difficulty (docs/adr/0081). */
  bank: { skills: ReadonlySet<string>; seeds: number };
  /** The curriculum's names of a skill (topic, subtopic), for the tutor figures per skill. */
  skillNames: SkillNames;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** Conditional writes retried this often before the request gives up with 409 (many students joining one class at once). */
export const CAS_ATTEMPTS = 30;
