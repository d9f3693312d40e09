import { adaptive } from '@mathquest/maths';
import { describe, expect, it } from 'vitest';
import { childStandards, parseStandardCode, standardAnswers, standardLevel, standardOf, standardsCatalogue, startedStandards } from './standards-mastery.js';

type SkillState = adaptive.SkillState;

const state = (skillId: string, label: SkillState['label'], n: number, history: SkillState['history'] = []): SkillState => ({
  ...adaptive.newSkillState(skillId, 0),
  label,
  n,
  history,
});

/** A standard practised by two skills, to test how the skills add up. */
const shared = standardsCatalogue().find((s) => s.skills.length === 2)!;
const [first, second] = shared.skills.map((s) => s.skillId);

describe('the standards catalogue', () => {
  it('holds every standard the skills name, each once, in grade then domain order', () => {
    const codes = standardsCatalogue().map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThan(60);
    const grades = standardsCatalogue().map((s) => s.grade);
    expect(grades).toEqual([...grades].sort((a, b) => a - b));
    expect(standardOf('5.NF.B.4')?.domain).toBe('NF');
    expect(standardOf('5.NF.B.4')?.skills.map((s) => s.skillId)).toContain('g5.nf.multiply-fractions');
  });

  it('reads the grade and domain of a code', () => {
    expect(parseStandardCode('6.RP.A.3')).toEqual({ grade: 6, domain: 'RP' });
    expect(parseStandardCode('K.CC.1')).toBeNull();
  });

  it('lists the review skills\' grade-3 standards in rows of their own, before grade 4 (docs/adr/0207)', () => {
    expect(parseStandardCode('3.OA.C.7')).toEqual({ grade: 3, domain: 'OA' });
    expect(standardOf('3.OA.C.7')).toMatchObject({ grade: 3, domain: 'OA', skills: [{ skillId: 'g3.oa.multiply-divide-within-100' }] });
    expect(standardsCatalogue().find((s) => s.grade >= 3)!.grade).toBe(3);
  });

  it('lists the grade 2 review skills\' standards first (docs/adr/0213)', () => {
    expect(parseStandardCode('2.NBT.B.5')).toEqual({ grade: 2, domain: 'NBT' });
    expect(standardOf('2.OA.B.2')).toMatchObject({ grade: 2, domain: 'OA', skills: [{ skillId: 'g2.oa.add-subtract-within-20' }] });
    expect(standardsCatalogue()[0]!.grade).toBe(2);
  });
});

describe("a standard's level", () => {
  it('is NOT_STARTED until one of its skills has an answer', () => {
    expect(standardLevel(shared, new Map())).toEqual({ standard: shared.code, level: 'NOT_STARTED', problems: 0 });
    expect(standardLevel(shared, new Map([[first!, state(first!, 'new', 0)]])).level).toBe('NOT_STARTED');
  });

  it('is MASTERED only when every skill is, PROFICIENT when every skill is at least proficient, else PRACTISING', () => {
    const of = (a: SkillState['label'], b: SkillState['label'] | null) =>
      standardLevel(shared, new Map([[first!, state(first!, a, 12)], ...(b ? ([[second!, state(second!, b, 8)]] as const) : [])]));
    expect(of('mastered', 'mastered').level).toBe('MASTERED');
    expect(of('mastered', null).level).toBe('PRACTISING');
    expect(of('mastered', 'proficient').level).toBe('PROFICIENT');
    expect(of('learning', 'mastered').level).toBe('PRACTISING');
    expect(of('mastered', 'mastered').problems).toBe(20);
  });
});

describe("a student's standards", () => {
  const at = Date.UTC(2026, 10, 2, 15);
  const skills = [
    state('g5.nf.multiply-fractions', 'proficient', 14, [
      { difficulty: 2, correct: true, hintsUsed: 0, activeSeconds: 21.4, at },
      { difficulty: 3, correct: false, hintsUsed: 1, activeSeconds: 40, at: at + 60_000 },
    ]),
  ];

  it('lists only the started standards, each with its level and answers', () => {
    const started = startedStandards(skills);
    expect(started.map((c) => c.standard)).toContain('5.NF.B.4');
    expect(started.every((c) => c.problems > 0 && c.level !== 'NOT_STARTED')).toBe(true);
    expect(childStandards(skills).find((s) => s.code === '5.NF.B.4')).toMatchObject({ grade: 5, domain: 'NF', problems: 14 });
  });

  it("gives a standard's kept answers newest first, with whole seconds", () => {
    const answers = standardAnswers(standardOf('5.NF.B.4')!, skills);
    expect(answers.map((a) => [a.correct, a.seconds, a.answeredAt])).toEqual([
      [false, 40, new Date(at + 60_000).toISOString()],
      [true, 21, new Date(at).toISOString()],
    ]);
  });
});
