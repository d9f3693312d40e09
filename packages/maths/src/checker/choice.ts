/** The `choice` format (docs/maths/answer-checking.md): option keys and their synonyms, case-insensitive. */
import type { AnswerSpec } from '../types.js';
import { ReasonCode, accept, nudge, reject, type CheckResult } from './reasons.js';

type Spec = Extract<AnswerSpec, { format: 'choice' }>;

const clean = (s: string): string => s.toLowerCase().replace(/[.!]+$/, '').replace(/\s+/g, ' ').trim();

/** Lookup from every typed form to its option key, built once per options object. */
const LOOKUP_CACHE = new WeakMap<Spec['options'], Map<string, string>>();

function lookupFor(options: Spec['options']): Map<string, string> {
  let lookup = LOOKUP_CACHE.get(options);
  if (!lookup) {
    lookup = new Map();
    for (const [key, synonyms] of Object.entries(options)) {
      for (const form of [key, ...synonyms]) if (!lookup.has(clean(form))) lookup.set(clean(form), key);
    }
    LOOKUP_CACHE.set(options, lookup);
  }
  return lookup;
}

export function checkChoice(text: string, spec: Spec): CheckResult {
  const key = lookupFor(spec.options).get(clean(text));
  if (key === undefined) return nudge(ReasonCode.chooseOption, `Choose one of: ${Object.keys(spec.options).join(', ')}.`);
  return key === spec.value ? accept() : reject();
}
