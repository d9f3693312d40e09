/**
 * Formats made of several numbers (docs/maths/answer-checking.md, rules per answer format): ratio, coordinate, list, quotient-remainder.
 * Inside ratios, coordinates and lists commas are separators, so no thousands separators there.
 */
import type { Rational } from '../rational.js';
import type { AnswerSpec } from '../types.js';
import { parseNumber, type ParsedNumber } from './number-grammar.js';
import { exact } from './numeric.js';
import { ReasonCode, accept, nudge, reject, type CheckResult } from './reasons.js';

type Spec<F extends AnswerSpec['format']> = Extract<AnswerSpec, { format: F }>;

const NO_THOUSANDS = { thousands: false } as const;

type PartsRead = { ok: true; parts: ParsedNumber[] } | { ok: false; result: CheckResult };

function readParts(texts: string[]): PartsRead {
  const parts: ParsedNumber[] = [];
  for (const t of texts) {
    const p = parseNumber(t, NO_THOUSANDS);
    if (!p.ok) return { ok: false, result: nudge(p.reason === ReasonCode.badCommas ? ReasonCode.unreadable : p.reason) };
    parts.push(p.num);
  }
  return { ok: true, parts };
}

/** a/b proportional to c/d (same direction) for every part. */
function proportional(a: readonly Rational[], b: readonly Rational[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((x, i) => x.mul(b[0]!).eq(b[i]!.mul(a[0]!)));
}

export function checkRatio(text: string, spec: Spec<'ratio'>): CheckResult {
  const expected = spec.parts.map(exact);
  let pieces: string[];
  if (text.includes(':')) pieces = text.split(':');
  else if (/ to /i.test(text)) pieces = text.split(/ to /i);
  else if (expected.length === 2 && (spec.allowFractionForm ?? true) && /^[^/]+\/[^/]+$/.test(text)) pieces = text.split('/');
  else return nudge(ReasonCode.unreadable, 'Write a ratio, like 3:5.');
  const read = readParts(pieces.map((p) => p.trim()));
  if (!read.ok) return read.result;
  const values = read.parts.map((p) => p.value);
  if (values.length !== expected.length) return reject();
  if (values.some((v) => v.sign() === 0)) return reject();
  if (values.every((v, i) => v.eq(expected[i]!))) {
    return read.parts.every((p) => p.form === 'integer') ? accept() : nudge(ReasonCode.ratioWholeNumbers);
  }
  if (proportional(values, expected)) {
    if (!read.parts.every((p) => p.form === 'integer')) return nudge(ReasonCode.ratioWholeNumbers);
    return spec.simplify === 'required' ? nudge(ReasonCode.notSimplified) : accept();
  }
  if (proportional([...values].reverse(), expected)) return reject(ReasonCode.wrongOrder, 'Check the order: which quantity comes first?');
  return reject();
}

const LABELLED_PAIR_RE = /^([A-Za-z]) ?= ?([^,;]+?) ?[,;] ?([A-Za-z]) ?= ?([^,;]+)$/;

export function checkCoordinate(text: string, spec: Spec<'coordinate'>): CheckResult {
  let body = text;
  const open = body[0];
  const close = body[body.length - 1];
  const hasOpen = open === '(' || open === '[';
  const hasClose = close === ')' || close === ']';
  if (hasOpen !== hasClose) return nudge(ReasonCode.unreadable, 'Check your brackets.');
  if (hasOpen) body = body.slice(1, -1).trim();

  let xText: string;
  let yText: string;
  const labelled = LABELLED_PAIR_RE.exec(body);
  if (labelled) {
    const [, l1, v1, l2, v2] = labelled as unknown as [string, string, string, string, string];
    const labels = `${l1.toLowerCase()}${l2.toLowerCase()}`;
    if (labels === 'xy') [xText, yText] = [v1, v2];
    else if (labels === 'yx') [xText, yText] = [v2, v1];
    else return nudge(ReasonCode.wrongVariable, 'Label the coordinates x and y.');
  } else {
    const pieces = body.split(/[,;]/);
    if (pieces.length !== 2) return nudge(ReasonCode.unreadable, 'Write the point like (3, -2).');
    [xText, yText] = [pieces[0]!.trim(), pieces[1]!.trim()];
  }
  const read = readParts([xText, yText]);
  if (!read.ok) return read.result;
  const [x, y] = [read.parts[0]!.value, read.parts[1]!.value];
  const [ex, ey] = [exact(spec.x), exact(spec.y)];
  if (x.eq(ex) && y.eq(ey)) return accept();
  if (x.eq(ey) && y.eq(ex)) return reject(ReasonCode.swappedCoordinates);
  return reject();
}

const ITEM_LABEL_RE = /\b[A-Za-z] ?= ?/g;

export function checkList(text: string, spec: Spec<'list'>): CheckResult {
  let body = text.replace(ITEM_LABEL_RE, '');
  body = body.replace(/\b(?:and|or)\b/gi, ',');
  const rawItems = body.split(/[,; ]+/).filter((t) => t !== '');
  if (rawItems.length === 0) return nudge(ReasonCode.unreadable);
  const items: string[] = [];
  for (const item of rawItems) {
    const pm = /^(?:±|\+-|\+\/-)(.+)$/.exec(item);
    if (pm && spec.allowPm) items.push(pm[1]!, `-${pm[1]!}`);
    else if (pm) return nudge(ReasonCode.unreadable);
    else items.push(item);
  }
  const read = readParts(items);
  if (!read.ok) return read.result;
  const given = read.parts.map((p) => p.value);
  const expected = spec.values.map(exact);

  if (spec.ordered) {
    if (given.length === expected.length && given.every((v, i) => v.eq(expected[i]!))) return accept();
    const sameItems = given.length === expected.length && given.every((v) => expected.some((e) => e.eq(v)));
    return sameItems ? reject(ReasonCode.wrongOrder) : reject();
  }
  const unique = (vs: Rational[]): Rational[] => vs.filter((v, i) => vs.findIndex((w) => w.eq(v)) === i);
  const g = unique(given);
  const e = unique(expected);
  const missing = e.filter((v) => !g.some((w) => w.eq(v))).length;
  const extra = g.filter((v) => !e.some((w) => w.eq(v))).length;
  if (missing === 0 && extra === 0) return accept();
  if (extra === 0) return reject(ReasonCode.missingItems);
  if (missing === 0) return reject(ReasonCode.extraItems);
  return reject();
}

const QR_RE = /^(\d{1,3}(?:,\d{3})+|\d+) ?(?:remainder|residuo|rem|res|r) ?(\d+)$/i;

export function checkQuotientRemainder(text: string, spec: Spec<'quotient-remainder'>): CheckResult {
  const m = QR_RE.exec(text);
  if (m) {
    const q = Number(m[1]!.replace(/,/g, ''));
    const r = Number(m[2]!);
    if (r >= spec.divisor) return reject(ReasonCode.remainderTooBig);
    return q === spec.quotient && r === spec.remainder ? accept() : reject();
  }
  const parsed = parseNumber(text);
  if (!parsed.ok) return nudge(parsed.reason);
  const value = parsed.num.value;
  const exactQuotient = exact(`${spec.quotient * spec.divisor + spec.remainder}/${spec.divisor}`);
  if (spec.remainder === 0) return value.eq(spec.quotient) && parsed.num.form === 'integer' ? accept() : reject();
  // "914.375" or "914 3/8": the right value of the division, but the skill asks for q R r.
  if (value.eq(exactQuotient) && parsed.num.form !== 'integer') return nudge(ReasonCode.giveQuotientRemainder);
  return reject();
}
