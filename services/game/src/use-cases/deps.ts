/**
 * What the use cases work with: the repositories, the outbox, the plan quota, a clock and a
 * source of randomness (both replaceable in tests), and a logger for what fails without failing
 * the request.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { GameOutbox } from '../events/outbox.js';
import type { AssignmentRepository } from '../repositories/assignments.js';
import type { ProblemBankRepository } from '../repositories/bank.js';
import type { ChallengeProjectionRepository } from '../repositories/challenges.js';
import type { ServedProblemRepository } from '../repositories/problems.js';
import type { SessionRepository } from '../repositories/sessions.js';
import type { StudentRepository } from '../repositories/students.js';
import type { PlanQuota } from './plan-quota.js';

export interface GameDeps {
  sessions: SessionRepository;
  problems: ServedProblemRepository;
  students: StudentRepository;
  bank: ProblemBankRepository;
  /** Teacher assignments and the students' attempts (docs/adr/0080). */
  assignments: AssignmentRepository;
  /** Engagement's playable PvP challenges (docs/adr/0160). */
  challenges: ChallengeProjectionRepository;
  quota: PlanQuota;
  outbox: GameOutbox;
  now: () => Date;
  random: () => number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}
