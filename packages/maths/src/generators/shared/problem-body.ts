/** Assembling what a generator returns: question, answer, the three hints, the worked steps, misconceptions. */
import type { AnswerSpec, GeneratedBody, Misconception } from '../../types.js';
import { filterMisByFormat, filterMisLoose } from './misconceptions.js';

/** The three progressive hints, in order. */
export function hints(a: string, b: string, c: string): [string, string, string] {
  return [a, b, c];
}

/** A generated problem whose misconceptions are filtered loosely (filterMisLoose; grades 6–7). */
export function bodyLoose(
  text: string,
  answer: AnswerSpec,
  hintList: [string, string, string],
  explanation: string[],
  misconceptions: (Misconception | null | undefined)[],
): GeneratedBody {
  return { question: { text }, answer, hints: hintList, explanation, misconceptions: filterMisLoose(answer, misconceptions) };
}

/** A generated problem whose misconceptions are filtered by answer format (filterMisByFormat; grade 8). */
export function bodyByFormat(
  text: string,
  answer: AnswerSpec,
  hintList: [string, string, string],
  explanation: string[],
  misconceptions: Misconception[],
): GeneratedBody {
  return { question: { text }, answer, hints: hintList, explanation, misconceptions: filterMisByFormat(answer, misconceptions) };
}
