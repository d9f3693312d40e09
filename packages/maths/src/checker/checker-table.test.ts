/**
 * Checker regression table: every case of checker-cases.json (the reference cases the answer rules were
 * written against, then our own cases per format and per input-reading, number, unit and rounding rule;
 * docs/maths/answer-checking.md). Reason codes are ours; where a reference case named a different code
 * its note says which. Add a case there for every checker bug found in production.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkAnswer, ReasonCode, type Verdict } from './index.js';
import type { AnswerSpec } from '../types.js';

type Case = [input: string, verdict: Verdict, reason?: ReasonCode, note?: string];
interface Table {
  sections: Array<{ section: string; groups: Array<{ answer: Omit<AnswerSpec, 'canonical'>; note?: string; cases: Case[] }> }>;
}

const table = JSON.parse(readFileSync(new URL('./checker-cases.json', import.meta.url), 'utf8')) as Table;
const VERDICTS: readonly string[] = ['accept', 'reject', 'nudge'];
const CODES: ReadonlySet<string> = new Set(Object.values(ReasonCode));

/** Every case with its answer spec (the checker never reads `canonical`). */
const rows = table.sections.flatMap(({ section, groups }) =>
  groups.flatMap(({ answer, cases }) =>
    cases.map(([input, verdict, reason]) => ({ section, input, spec: { ...answer, canonical: '' } as AnswerSpec, verdict, reason: reason ?? 'ok' })),
  ),
);

describe('checker table', () => {
  it('is well formed: known verdicts and reason codes, no case listed twice', () => {
    for (const r of rows) {
      expect(VERDICTS, r.input).toContain(r.verdict);
      expect(CODES.has(r.reason), `${r.input}: reason ${r.reason}`).toBe(true);
    }
    const keys = rows.map((r) => JSON.stringify([r.input, r.spec]));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

for (const { section } of table.sections) {
  describe(`checker table: ${section}`, () => {
    it.each(rows.filter((r) => r.section === section).map((r) => [r.input, r.spec.format, r] as const))('%j as %s', (_input, _format, r) => {
      const result = checkAnswer(r.input, r.spec);
      expect({ verdict: result.verdict, reason: result.reason }).toEqual({ verdict: r.verdict, reason: r.reason });
    });
  });
}

describe('checker messages', () => {
  it('gives a child-friendly message with every nudge', () => {
    for (const r of rows) {
      if (r.verdict !== 'nudge') continue;
      expect(checkAnswer(r.input, r.spec).message, r.input).toMatch(/\S/);
    }
  });
});
