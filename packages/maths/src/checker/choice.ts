/**
 * The `choice` format (docs/maths/answer-checking.md): option keys and their synonyms, case-insensitive
 * and accents optional ("numero primo" for "número primo", docs/maths/languages.md).
 */
import type { AnswerSpec } from '../types.js';
import type { Language } from '../language/index.js';
import { ReasonCode, accept, nudge, reject, type CheckResult } from './reasons.js';

type Spec = Extract<AnswerSpec, { format: 'choice' }>;

const clean = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[.!]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();

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

export function checkChoice(text: string, spec: Spec, language: Language = 'en'): CheckResult {
  const key = lookupFor(spec.options).get(clean(text));
  if (key === undefined) {
    const names = Object.keys(spec.options).map((k) => spec.labels?.[k] ?? k);
    return nudge(ReasonCode.chooseOption, language === 'es-US' ? `Elige una de estas: ${names.join(', ')}.` : `Choose one of: ${names.join(', ')}.`);
  }
  return key === spec.value ? accept() : reject();
}
