import { describe, expect, it } from 'vitest';
import { RoomProblemSchema } from '../realtime/rooms.js';
import { DiagramSchema } from './diagram.js';
import { BankProblemSchema, TutorWalkSchema } from './game.js';

/** Every place outside the practice screen that carries a problem's picture (docs/maths/diagrams.md, "Served"). */
const line = { kind: 'number-line', min: 0, max: 10, parts: 10, labels: [{ at: 0, label: '0' }, { at: 10, label: '10' }], points: [{ at: 4, label: '?' }], intervals: [] };

const walk = { problemId: 'p1', question: 'Which number is marked?', mistake: null, steps: [], stepsTotal: 0, currentStep: null, stepsSeen: 0, stepsRight: 0, finished: true };
const bank = {
  id: 'g4.nbt.round-whole-numbers/d1/s01',
  question: 'Round 4 to the nearest ten.',
  difficulty: 'EASY',
  difficultyLevel: 1,
  topic: 'Place value',
  subtopic: 'Rounding',
  skillId: 'g4.nbt.round-whole-numbers',
  grade: 4,
  ccss: ['4.NBT.A.3'],
  answer: '0',
  answerFormat: 'integer',
  generatorVersion: '1',
};
const room = { question: 'Which number is marked?', altText: null, topic: 'Place value', subtopic: 'Rounding', difficulty: 2, answerFormat: 'integer', choices: null, unit: null };

describe.each([
  ['the tutor walkthrough', TutorWalkSchema, walk],
  ["the teacher's problem bank", BankProblemSchema, bank],
  ["a live room's problem", RoomProblemSchema, room],
] as const)('%s', (_place, schema, base) => {
  it('carries a diagram, null for a text-only problem', () => {
    expect(DiagramSchema.safeParse(line).success).toBe(true);
    expect(schema.parse({ ...base, diagram: line })).toMatchObject({ diagram: line });
    expect(schema.parse({ ...base, diagram: null })).toMatchObject({ diagram: null });
  });

  it('stays valid without the field (fixtures and senders that predate it)', () => {
    expect(schema.safeParse(base).success).toBe(true);
  });

  it('refuses a diagram of an unknown kind or a malformed one', () => {
    expect(schema.safeParse({ ...base, diagram: { kind: 'pie-chart', slices: [] } }).success).toBe(false);
    expect(schema.safeParse({ ...base, diagram: { ...line, min: 'zero' } }).success).toBe(false);
  });
});
