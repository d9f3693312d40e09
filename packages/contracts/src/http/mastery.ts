import { z } from 'zod';
import { IdSchema, successEnvelope } from '../common.js';

/**
 * The standards mastery report (docs/product/teacher.md#standards-mastery): each student's level
 * on each Common Core standard, from the adaptive model's state of the standard's skills
 * (docs/adr/0087). A standard no skill of which has been answered is NOT_STARTED.
 */
export const MASTERY_LEVELS = ['NOT_STARTED', 'PRACTISING', 'PROFICIENT', 'MASTERED'] as const;
export const MasteryLevelSchema = z.enum(MASTERY_LEVELS);
export type MasteryLevel = z.infer<typeof MasteryLevelSchema>;

/** How each level reads to a teacher or a parent. */
export const MASTERY_LEVEL_LABELS: Record<MasteryLevel, string> = {
  NOT_STARTED: 'Not started',
  PRACTISING: 'Practising',
  PROFICIENT: 'Proficient',
  MASTERED: 'Mastered',
};

/** The Common Core domains the catalogue's standards belong to, by code, as teachers name them. */
export const CCSS_DOMAIN_NAMES: Record<string, string> = {
  OA: 'Operations and Algebraic Thinking',
  NBT: 'Number and Operations in Base Ten',
  NF: 'Number and Operations: Fractions',
  MD: 'Measurement and Data',
  G: 'Geometry',
  RP: 'Ratios and Proportional Relationships',
  NS: 'The Number System',
  EE: 'Expressions and Equations',
  F: 'Functions',
  SP: 'Statistics and Probability',
};

/** Consecutive standards of one grade and domain, with the group's name ("Grade 5 · Number and Operations: Fractions"), as reports head them. */
export function standardsByDomain<S extends Pick<Standard, 'grade' | 'domain'>>(standards: readonly S[]): Array<{ key: string; label: string; standards: S[] }> {
  const groups: Array<{ key: string; label: string; standards: S[] }> = [];
  for (const s of standards) {
    const key = `${s.grade}.${s.domain}`;
    const last = groups.at(-1);
    if (last?.key === key) last.standards.push(s);
    else groups.push({ key, label: `Grade ${s.grade} · ${CCSS_DOMAIN_NAMES[s.domain] ?? s.domain}`, standards: [s] });
  }
  return groups;
}

/** One standard of the catalogue (e.g. 5.NF.B.4), its domain and grade, and the skills that practise it. */
export const StandardSchema = z.object({
  code: z.string(),
  grade: z.number().int(),
  domain: z.string().describe('The domain code, e.g. NF.'),
  skills: z.array(z.object({ skillId: z.string(), name: z.string() })),
});
export type Standard = z.infer<typeof StandardSchema>;

/** A student's level on one standard and the number of answers behind it. */
export const StandardMasterySchema = z.object({
  standard: z.string(),
  level: MasteryLevelSchema,
  problems: z.number().int().min(0),
});
export type StandardMastery = z.infer<typeof StandardMasterySchema>;

/**
 * GET /api/game/classrooms/{classroomId}/mastery (the classroom's teacher): every standard of the
 * catalogue, and per member the standards they have started (a standard missing from a student's
 * `cells` is NOT_STARTED with 0 problems).
 */
export const ClassroomMasterySchema = z.object({
  classroomId: z.string(),
  standards: z.array(StandardSchema),
  students: z.array(z.object({ studentId: z.string(), cells: z.array(StandardMasterySchema) })),
});
export type ClassroomMastery = z.infer<typeof ClassroomMasterySchema>;
export const ClassroomMasteryResponseSchema = successEnvelope(ClassroomMasterySchema);

export const ClassroomMasteryParamsSchema = z.object({ classroomId: IdSchema });

/** A standard code in a path: grade (2 or 3 for the review skills, docs/adr/0207 and 0213), domain and cluster parts (e.g. 6.RP.A.3 or 8.EE.C.7). */
export const StandardCodeSchema = z.string().min(3).max(24).regex(/^[2-8]\.[A-Z]{1,3}(\.[A-Z0-9]{1,3}){1,3}$/, 'Invalid standard code');
export const StandardAnswersParamsSchema = z.object({ classroomId: IdSchema, studentId: IdSchema, standard: StandardCodeSchema });

/** One recent answer on a standard's skills, as the adaptive model keeps it. */
export const StandardAnswerSchema = z.object({
  skillId: z.string(),
  skillName: z.string(),
  difficulty: z.number().int().min(1).max(5),
  correct: z.boolean(),
  hintsUsed: z.number().int().min(0),
  seconds: z.number().int().min(0).describe('Active seconds spent on the answer.'),
  answeredAt: z.string(),
});
export type StandardAnswer = z.infer<typeof StandardAnswerSchema>;

/**
 * GET /api/game/classrooms/{classroomId}/students/{studentId}/standards/{standard}/answers: the
 * student's recent answers on the standard's skills, newest first (the last ten of each skill).
 */
export const StandardAnswersSchema = z.object({
  studentId: z.string(),
  standard: z.string(),
  level: MasteryLevelSchema,
  problems: z.number().int().min(0),
  answers: z.array(StandardAnswerSchema),
});
export type StandardAnswers = z.infer<typeof StandardAnswersSchema>;
export const StandardAnswersResponseSchema = successEnvelope(StandardAnswersSchema);

/** A standard a child has started, with their level: the parent's report shows these (docs/product/accounts.md#parents). */
export const ChildStandardSchema = StandardSchema.extend({ level: MasteryLevelSchema, problems: z.number().int().min(0) });
export type ChildStandard = z.infer<typeof ChildStandardSchema>;
