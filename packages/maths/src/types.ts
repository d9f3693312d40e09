/**
 * The problem object every generator returns (docs/maths/curriculum.md) and the answer
 * specifications the checker understands (docs/maths/answer-checking.md).
 *
 * Exact values are carried as strings so a problem survives JSON round-trips
 * unchanged: a rational is written "n" or "n/d" in lowest terms with a positive
 * denominator (for example "17/12", "-3", "3/4"). Never a binary float.
 */

import type { Diagram } from './diagrams/types.js';
import type { Language, Words } from './language/index.js';

export type Grade = 4 | 5 | 6 | 7 | 8;
/**
 * A skill at the catalogue's edges (docs/adr/0207-review-and-stretch-skills.md): `review` practises
 * grade-3 (or grade-2, docs/adr/0213) standards and is shown under grade 4 (foundations for students working below grade 4);
 * `stretch` practises high-school (Algebra 1) standards and is shown under grade 8.
 */
export type SkillEdge = 'review' | 'stretch';
/** The grade whose standards a skill practises: 2 or 3 for review, 4–8, 9 for stretch (the adaptive model's grade). */
export type LevelGrade = 2 | 3 | Grade | 9;
export type Difficulty = 1 | 2 | 3 | 4 | 5;
export const DIFFICULTIES: readonly Difficulty[] = [1, 2, 3, 4, 5];

/** A rational written as "n" or "n/d" (lowest terms, d > 0). */
export type RationalString = string;

export type SimplifyRule = 'required' | 'optional';

/** Canonical unit ids. */
export type UnitId =
  | 'mm' | 'cm' | 'm' | 'km' | 'in' | 'ft' | 'yd' | 'mi'
  | 'cm2' | 'm2' | 'in2' | 'ft2'
  | 'cm3' | 'in3' | 'ft3' | 'mL' | 'L' | 'cup' | 'qt' | 'gal'
  | 'g' | 'kg' | 'oz' | 'lb'
  | 's' | 'min' | 'h'
  | 'deg'
  | 'usd' | 'cent';

interface AnswerBase {
  /** What the child is shown after answering, e.g. "17/12", "914 R 3", "x > 5". */
  canonical: string;
  /** Canonical unit if the answer has one; units are always optional for the child. */
  unit?: UnitId | null;
}

export type AnswerSpec =
  | (AnswerBase & { format: 'integer'; value: RationalString; remainderStory?: boolean })
  | (AnswerBase & {
      format: 'decimal';
      value: RationalString;
      mode: 'exact' | 'round' | 'approx';
      /** Decimal places for round / approx modes. */
      places?: number;
      /** Other exact values also accepted (approx mode: π ≈ 3.14 value, calculator π value). */
      alternates?: RationalString[];
      allowFraction?: boolean;
    })
  | (AnswerBase & { format: 'money'; value: RationalString })
  | (AnswerBase & { format: 'number'; value: RationalString; simplify?: SimplifyRule })
  | (AnswerBase & {
      format: 'fraction';
      value: RationalString;
      simplify: SimplifyRule;
      allowDecimal?: boolean;
      allowMixed?: boolean;
      allowImproper?: boolean;
    })
  | (AnswerBase & { format: 'mixed'; value: RationalString; simplify: SimplifyRule; allowDecimal?: boolean })
  | (AnswerBase & { format: 'percent'; value: RationalString; places?: number })
  | (AnswerBase & { format: 'probability'; value: RationalString })
  | (AnswerBase & { format: 'ratio'; parts: RationalString[]; simplify: SimplifyRule; allowFractionForm?: boolean })
  | (AnswerBase & { format: 'coordinate'; x: RationalString; y: RationalString })
  | (AnswerBase & { format: 'pi-multiple'; coefficient: RationalString })
  | (AnswerBase & { format: 'scientific'; coefficient: RationalString; exponent: number })
  | (AnswerBase & { format: 'repeating-decimal'; value: RationalString })
  | (AnswerBase & { format: 'quotient-remainder'; quotient: number; remainder: number; divisor: number })
  | (AnswerBase & {
      format: 'expression';
      /** The reference expression in the problem's variables, e.g. "3(x+4)". */
      expression: string;
      vars: string[];
      form: 'any' | 'simplified' | 'factored';
      factor?: RationalString;
    })
  | (AnswerBase & { format: 'expression-same-form'; expression: string })
  | (AnswerBase & { format: 'equation'; equation: string; vars: string[] })
  | (AnswerBase & {
      format: 'solution';
      variable: string;
      value?: RationalString;
      special?: 'none' | 'infinite';
    })
  | (AnswerBase & { format: 'inequality'; variable: string; op: '<' | '>' | '<=' | '>='; bound: RationalString })
  | (AnswerBase & {
      format: 'choice';
      /** Key of the right option. */
      value: string;
      /** Every option key with its accepted synonyms (keys themselves are always accepted). */
      options: Record<string, string[]>;
      /** What each option is called in the problem's language, when that is not its key (a problem in Spanish). */
      labels?: Record<string, string>;
    })
  | (AnswerBase & { format: 'list'; values: RationalString[]; ordered?: boolean; allowPm?: boolean });

export type AnswerFormat = AnswerSpec['format'];

export interface Misconception {
  /** The predicted wrong answer, as the child would type it (checked with the same rules). */
  value: string;
  id: string;
  feedback: string;
}

export interface Problem {
  /** skillId/d{difficulty}/{seed}: stable, reproducible. */
  problemId: string;
  skillId: string;
  ccss: string[];
  grade: Grade;
  /** Child-facing topic and subtopic. */
  topic: string;
  subtopic: string;
  difficulty: Difficulty;
  /** Expected seconds to solve (feeds the speed bonus and the adaptive scheme). */
  estTimeSec: number;
  question: { text: string; altText?: string | null };
  /**
   * The problem's picture as data, drawn by the web app and described in words from the same data
   * (docs/maths/diagrams.md). Never shows the answer. Absent when the problem is text only.
   */
  diagram?: Diagram;
  answer: AnswerSpec;
  /** Exactly three, progressive; none states the final answer. */
  hints: [string, string, string];
  /** Worked solution with the problem's own numbers, ending with a check. */
  explanation: string[];
  misconceptions: Misconception[];
  generatorVersion: string;
  seed: string;
  /** The language the text is written in (docs/maths/languages.md); absent: English. */
  language?: Language;
  /** Only for a skill at the catalogue's edges: review (grade-2 or grade-3 standards, `grade` 4) or stretch (Algebra 1, `grade` 8). */
  edge?: SkillEdge;
}

/** What a skill generator module exports. */
export interface SkillGenerator {
  skillId: string;
  /** The grade it is shown under: 4–8, the product's grades (a review skill 4, a stretch skill 8). */
  grade: Grade;
  /** Review or stretch (docs/adr/0207-review-and-stretch-skills.md); absent: a skill of its grade. */
  edge?: SkillEdge;
  /** CCSS domain code in lower case: oa, nbt, nf, md, g, rp, ns, ee, f, sp. */
  domain: string;
  ccss: string[];
  topic: string;
  subtopic: string;
  /** Skill ids (of the catalogue, docs/maths/curriculum.md) that should be Practising first. */
  prereqs: string[];
  /** estTimeSec per difficulty 1..5. */
  estTimeSec: readonly [number, number, number, number, number];
  version: string;
  /** The languages the generator writes besides English (docs/maths/languages.md); absent: English only. */
  languages?: readonly Language[];
  /**
   * Build one problem. Must be deterministic in (difficulty, rng stream):
   * all randomness comes from `rng`, never Math.random. `w` words it in a language
   * (English when absent); the draws never depend on the language.
   */
  generate(difficulty: Difficulty, rng: Rng, w?: Words): GeneratedBody;
}

/** The part of a Problem a generator fills in; the registry adds ids and metadata. */
export type GeneratedBody = Pick<Problem, 'question' | 'diagram' | 'answer' | 'hints' | 'explanation' | 'misconceptions'> & {
  /** Override the skill's default time for this item when it is unusually long. */
  estTimeSec?: number;
};

export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  bool(pTrue?: number): boolean;
}

/**
 * The grade whose standards the skill practises: for review, the grade of its standards (2 or 3, read
 * from its first CCSS code: docs/adr/0213), for stretch one above its shown grade, else the shown grade.
 */
export function levelGrade(skill: Pick<SkillGenerator, 'grade' | 'edge' | 'ccss'>): LevelGrade {
  if (skill.edge === 'review') return /^2\./.test(skill.ccss[0] ?? '') ? 2 : 3;
  if (skill.edge === 'stretch') return 9;
  return skill.grade;
}
