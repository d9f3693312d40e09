/**
 * A room's problems come from the maths package's generators and are graded by its checker with the
 * practice game's attempt policy (`gradeAnswer`), so a room judges an answer exactly as /solo does
 * (docs/adr/0130). Pure CPU: the round's problem is rebuilt from its (skill, difficulty, seed), in
 * each player's language, on whichever instance needs it, and never leaves the server with its answer.
 */
import { ROOM_TOPIC_MIXED, type RoomProblem } from '@mathquest/contracts';
import { createRng, generateProblem, gradeAnswer, listSkills, type AnswerGrade, type AnswerSpec, type Difficulty, type Language, type Problem, type SkillGenerator } from '@mathquest/maths';
import type { ProblemRef, RoomState } from './room.js';

/** Room problems are of this difficulty (1 to 5): quick enough for a countdown, for a whole class. */
export const ROOM_DIFFICULTY: Difficulty = 2;

/** Topics a host may pick: Mixed, then the topics of the host's grade and below, then the rest, alphabetically. */
export function roomTopics(grade: number): string[] {
  let topics = TOPICS_BY_GRADE.get(grade);
  if (!topics) TOPICS_BY_GRADE.set(grade, (topics = topicsFor(grade)));
  return topics;
}
const TOPICS_BY_GRADE = new Map<number, string[]>();

/** A room's skills: the grade skills, without the review and stretch ones that only free play's answers reach (docs/adr/0207). */
const roomSkills = (): SkillGenerator[] => listSkills().filter((s) => !s.edge);

function topicsFor(grade: number): string[] {
  const mine = new Set<string>();
  const others = new Set<string>();
  for (const s of roomSkills()) (s.grade <= grade ? mine : others).add(s.topic);
  for (const t of mine) others.delete(t);
  return [ROOM_TOPIC_MIXED, ...[...mine].sort(), ...[...others].sort()];
}

export function isRoomTopic(topic: string): boolean {
  return topic === ROOM_TOPIC_MIXED || roomSkills().some((s) => s.topic === topic);
}

/**
 * Round `round`'s problem: a skill of the topic (Mixed: of the host's grade) at the host's grade or
 * below when there is one, else the topic's lowest grade; drawn from the game's random seed, so it
 * is the same on every instance and differs from game to game.
 */
export function roomProblemRef(room: Pick<RoomState, 'topic' | 'hostGrade' | 'seedBase'>, round: number): ProblemRef {
  const all = roomSkills();
  const ofTopic = room.topic && room.topic !== ROOM_TOPIC_MIXED ? all.filter((s) => s.topic === room.topic) : all;
  const fitting = ofTopic.filter((s) => (room.topic === ROOM_TOPIC_MIXED || !room.topic ? s.grade === room.hostGrade : s.grade <= room.hostGrade));
  const lowest = Math.min(...ofTopic.map((s) => s.grade));
  const pool = fitting.length ? fitting : ofTopic.filter((s) => s.grade === lowest);
  const rng = createRng(`${room.seedBase}/${round}`);
  const skill = rng.pick(pool);
  return { skillId: skill.skillId, difficulty: ROOM_DIFFICULTY, seed: `${room.seedBase}r${round}` };
}

/**
 * The round's problem worded in `language` (docs/adr/0204): the same (skill, difficulty, seed) gives
 * the same numbers, picture and answer in every language, so the players of one room, each reading
 * their own language, answer the same problem.
 */
export function roomProblem(ref: ProblemRef, language: Language = 'en'): Problem {
  return generateProblem(ref.skillId, ref.difficulty as Difficulty, ref.seed, language);
}

/** What a player sees: no answer, hints or explanation; the picture when the problem has one (it never shows the answer). */
export function roomProblemView(p: Problem): RoomProblem {
  return {
    question: p.question.text,
    altText: p.question.altText ?? null,
    diagram: p.diagram ?? null,
    topic: p.topic,
    subtopic: p.subtopic,
    difficulty: p.difficulty,
    answerFormat: p.answer.format,
    choices: choicesOf(p.answer),
    unit: p.answer.unit ?? null,
  };
}

/** A choice is answered by its key (the same in every language) and shown by its label in the problem's language. */
function choicesOf(answer: AnswerSpec): RoomProblem['choices'] {
  if (answer.format !== 'choice') return null;
  return Object.keys(answer.options).map((k) => ({ value: k, label: answer.labels?.[k] ?? k }));
}

export function gradeRoomAnswer(p: Problem, answer: string, nudges: { valueRevealing: number; unreadable: number }): AnswerGrade {
  return gradeAnswer(p, answer, nudges);
}
