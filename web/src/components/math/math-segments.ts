/**
 * Splits child-facing text into plain-text and maths segments, and writes the maths as TeX
 * for KaTeX. Words stay words; only runs that gain from typesetting become maths:
 * fractions (3/4 → stacked), mixed numbers (3 1/4), powers (5², 10^−4), roots (√61),
 * × and ÷, and short equations or inequalities between numbers and single-letter variables.
 * Plain numbers ("87 cards") stay text.
 */

export type MathSegment = { kind: 'text'; text: string } | { kind: 'math'; tex: string; source: string };

type TokenKind = 'num' | 'frac' | 'var' | 'op' | 'open' | 'close' | 'space' | 'other';
interface Token {
  kind: TokenKind;
  text: string;
  tex: string;
  /** Makes a run worth typesetting on its own (fraction, power, root, × or ÷). */
  rich: boolean;
}

const SUPERSCRIPT: Record<string, string> = {
  '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-',
};
const SUP_CLASS = '⁰¹²³⁴⁵⁶⁷⁸⁹⁻';

const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+`;
const POWER = String.raw`(?:\^\(?[-−]?\d+\)?|[${SUP_CLASS}]+)`;
const OPS: Record<string, string> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '×': '\\times',
  '·': '\\cdot',
  '⋅': '\\cdot',
  '÷': '\\div',
  '=': '=',
  '<': '<',
  '>': '>',
  '≤': '\\le',
  '≥': '\\ge',
  '≠': '\\ne',
  '≈': '\\approx',
};
const RICH_OPS = new Set(['×', '÷', '·', '⋅']);
/** The box a child fills in, drawn as an empty framed square. */
const BOX = '☐';
const BOX_TEX = String.raw`\boxed{\phantom{0}}`;

// Order matters: fraction before number, root before number, number+variable, etc.
const TOKEN_RE = new RegExp(
  [
    // A missing-number fraction has a box (☐) for its top or bottom: "☐/8", "1/☐" (docs/product/web.md, missing numbers).
    String.raw`(?<frac>(?:\d+(?:\.\d+)?|☐)\/(?:\d+|☐)(?![\d/]))`,
    String.raw`(?<root>√\(?(?:${NUMBER}|[a-z])\)?)`,
    String.raw`(?<num>\$?(?:${NUMBER})%?(?:[a-z](?![A-Za-z]))?(?:${POWER})?)`,
    String.raw`(?<var>(?<![A-Za-z])[A-Za-z](?:${POWER})?(?![A-Za-z'’]))`,
    String.raw`(?<op>[-+−×·⋅÷=<>≤≥≠≈])`,
    String.raw`(?<open>\()`,
    String.raw`(?<close>\))`,
    String.raw`(?<space>[ \u00a0]+)`,
    String.raw`(?<other>[A-Za-z'’]+|[\s\S])`,
  ].join('|'),
  'gu',
);

function powerTex(p: string): string {
  if (p.startsWith('^')) {
    const inner = p.slice(1).replace(/[()]/g, '').replace('−', '-');
    return `^{${inner}}`;
  }
  return `^{${[...p].map((c) => SUPERSCRIPT[c] ?? c).join('')}}`;
}

function numberTex(raw: string): { tex: string; rich: boolean } {
  const m = new RegExp(String.raw`^(\$?)(${NUMBER})(%?)([a-z]?)(${POWER})?$`, 'u').exec(raw);
  if (!m) return { tex: raw, rich: false };
  const [, dollar, n, pct, variable, power] = m;
  let tex = (dollar ? '\\$' : '') + n!.replace(/,/g, '{,}') + (pct ? '\\%' : '') + (variable ?? '');
  if (power) tex += powerTex(power);
  return { tex, rich: Boolean(power) };
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const g = m.groups!;
    const t = m[0];
    if (g.frac) {
      const [a, b] = t.split('/').map((x) => (x === BOX ? BOX_TEX : x));
      out.push({ kind: 'frac', text: t, tex: `\\frac{${a}}{${b}}`, rich: true });
    } else if (g.root) {
      const inner = t.slice(1).replace(/[()]/g, '');
      out.push({ kind: 'num', text: t, tex: `\\sqrt{${numberTex(inner).tex}}`, rich: true });
    } else if (g.num) {
      const { tex, rich } = numberTex(t);
      out.push({ kind: 'num', text: t, tex, rich });
    } else if (g.var) {
      const letter = t.charAt(0);
      const power = t.slice(1);
      out.push({ kind: 'var', text: t, tex: letter + (power ? powerTex(power) : ''), rich: Boolean(power) });
    } else if (g.op) {
      out.push({ kind: 'op', text: t, tex: OPS[t] ?? t, rich: RICH_OPS.has(t) });
    } else if (g.open) {
      out.push({ kind: 'open', text: t, tex: '(', rich: false });
    } else if (g.close) {
      out.push({ kind: 'close', text: t, tex: ')', rich: false });
    } else if (g.space) {
      out.push({ kind: 'space', text: t, tex: ' ', rich: false });
    } else {
      out.push({ kind: 'other', text: t, tex: t, rich: false });
    }
  }
  return out;
}

const OPERAND = new Set<TokenKind>(['num', 'frac', 'var']);

/** A single letter is a variable only next to an operator or inside brackets ("n + 2", "A = b × h"). */
function isVariableInContext(tokens: Token[], i: number): boolean {
  const prev = neighbour(tokens, i, -1);
  const next = neighbour(tokens, i, 1);
  const word = tokens[i]!.text.charAt(0);
  // "a" and "I" as words: only when an operator sits right beside them.
  const opNear = (t: Token | undefined) => t?.kind === 'op' || t?.kind === 'open' || t?.kind === 'close';
  if (tokens[i]!.rich) return true;
  if (word === 'a' || word === 'I' || word === 'A') return opNear(next) || (opNear(prev) && prev?.kind !== 'open');
  return opNear(prev) || opNear(next);
}

function neighbour(tokens: Token[], i: number, dir: 1 | -1): Token | undefined {
  let j = i + dir;
  while (tokens[j]?.kind === 'space') j += dir;
  return tokens[j];
}

/** Builds the TeX for tokens[start..end), joining an integer and a fraction as a mixed number. */
function runTex(tokens: Token[]): string {
  let tex = '';
  let prevSolid: Token | undefined;
  for (const t of tokens) {
    if (t.kind === 'space') continue;
    if (prevSolid && OPERAND.has(prevSolid.kind) && OPERAND.has(t.kind)) tex += t.kind === 'frac' ? '' : '\\ ';
    else if (tex && t.kind !== 'close' && prevSolid?.kind !== 'open' && !(t.kind === 'open' && prevSolid && OPERAND.has(prevSolid.kind))) tex += ' ';
    tex += t.tex;
    prevSolid = t;
  }
  return tex;
}

export function splitMathText(text: string): MathSegment[] {
  const tokens = tokenize(text);
  const segments: MathSegment[] = [];
  const pushText = (s: string) => {
    if (!s) return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') last.text += s;
    else segments.push({ kind: 'text', text: s });
  };

  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    const startsRun = t.kind === 'num' || t.kind === 'frac' || (t.kind === 'var' && isVariableInContext(tokens, i)) || t.kind === 'open' || (t.kind === 'op' && t.text === '√');
    if (!startsRun) {
      pushText(t.text);
      i += 1;
      continue;
    }
    // Grow a run: operands and operators separated by spaces; two operands in a row only as a mixed number.
    let j = i;
    let end = i; // exclusive end of the last accepted solid token
    let lastSolid: Token | undefined;
    let depth = 0;
    while (j < tokens.length) {
      const tok = tokens[j]!;
      if (tok.kind === 'space') {
        j += 1;
        continue;
      }
      let ok = false;
      if (tok.kind === 'num' || tok.kind === 'frac' || (tok.kind === 'var' && isVariableInContext(tokens, j))) {
        if (!lastSolid || !OPERAND.has(lastSolid.kind)) ok = true;
        // mixed number: integer then a fraction, one space apart
        else if (tok.kind === 'frac' && lastSolid.kind === 'num' && /^\d+$/.test(lastSolid.text) && tokens[j - 1]?.kind === 'space') ok = true;
        // coefficient times bracket handled below; otherwise two operands end the run
      } else if (tok.kind === 'other' && tok.text === '?' && lastSolid?.text === '=') {
        ok = true; // "… = ?" reads as one piece
      } else if (tok.kind === 'op') {
        ok = Boolean(lastSolid) || tok.text === '-' || tok.text === '−';
      } else if (tok.kind === 'open') {
        ok = true;
        depth += 1;
      } else if (tok.kind === 'close') {
        ok = depth > 0;
        if (ok) depth -= 1;
      }
      if (!ok) break;
      lastSolid = tok;
      j += 1;
      end = j;
    }
    // Trim a trailing operator or unbalanced brackets from the run.
    let runTokens = tokens.slice(i, end);
    while (runTokens.length && ['op', 'open'].includes(runTokens[runTokens.length - 1]!.kind)) runTokens = runTokens.slice(0, -1);
    while (runTokens.length && runTokens[0]!.kind === 'open' && !runTokens.some((x) => x.kind === 'close')) runTokens = runTokens.slice(1);
    const solid = runTokens.filter((x) => x.kind !== 'space');
    const operands = solid.filter((x) => OPERAND.has(x.kind)).length;
    const hasOp = solid.some((x) => x.kind === 'op');
    const hasRich = solid.some((x) => x.rich);
    const mixed = solid.length === 2 && solid[0]!.kind === 'num' && solid[1]!.kind === 'frac';
    const worth = runTokens.length > 0 && (hasRich || mixed || (hasOp && operands >= 2));
    if (!worth) {
      pushText(t.text);
      i += 1;
      continue;
    }
    // Spaces at the very end of a run belong to the text around it.
    let k = runTokens.length;
    while (k > 0 && runTokens[k - 1]!.kind === 'space') k -= 1;
    const used = runTokens.slice(0, k);
    segments.push({ kind: 'math', tex: runTex(used), source: used.map((x) => x.text).join('') });
    i += k;
  }
  return segments;
}

/** The words a screen reader says for a maths run with a box, per language of the interface. */
interface SpokenWords {
  denominators: Record<string, [string, string]>;
  ops: Record<string, string>;
  overWhat: (top: string) => string;
  howMany: (plural: string) => string;
  whatOver: (bottom: string) => string;
  over: (top: string, bottom: string) => string;
  what: string;
}

const ENGLISH: SpokenWords = {
  denominators: {
    '2': ['half', 'halves'], '3': ['third', 'thirds'], '4': ['fourth', 'fourths'], '5': ['fifth', 'fifths'], '6': ['sixth', 'sixths'],
    '7': ['seventh', 'sevenths'], '8': ['eighth', 'eighths'], '9': ['ninth', 'ninths'], '10': ['tenth', 'tenths'], '12': ['twelfth', 'twelfths'],
    '100': ['hundredth', 'hundredths'],
  },
  ops: { '=': 'equals', '+': 'plus', '−': 'minus', '-': 'minus', '×': 'times', '÷': 'divided by' },
  overWhat: (top) => `${top} over what number`,
  howMany: (plural) => `how many ${plural}`,
  whatOver: (bottom) => `what number over ${bottom}`,
  over: (top, bottom) => `${top} over ${bottom}`,
  what: 'what number',
};

const SPANISH: SpokenWords = {
  denominators: {
    '2': ['medio', 'medios'], '3': ['tercio', 'tercios'], '4': ['cuarto', 'cuartos'], '5': ['quinto', 'quintos'], '6': ['sexto', 'sextos'],
    '7': ['séptimo', 'séptimos'], '8': ['octavo', 'octavos'], '9': ['noveno', 'novenos'], '10': ['décimo', 'décimos'], '12': ['doceavo', 'doceavos'],
    '100': ['centésimo', 'centésimos'],
  },
  ops: { '=': 'es igual a', '+': 'más', '−': 'menos', '-': 'menos', '×': 'por', '÷': 'entre' },
  overWhat: (top) => `${top} sobre qué número`,
  howMany: (plural) => `cuántos ${plural}`,
  whatOver: (bottom) => `qué número sobre ${bottom}`,
  over: (top, bottom) => `${top} sobre ${bottom}`,
  what: 'qué número',
};

/**
 * What a screen reader should say for a maths run that has a box to fill in (docs/product/web.md, missing numbers),
 * in the interface's language (`locale`, a BCP 47 tag; Spanish for any `es`, else English):
 * "2/4 = 1/☐" → "2 fourths equals 1 over what number", "1/2 = ☐/8" → "1 half equals how many eighths"
 * ("2 cuartos es igual a 1 sobre qué número").
 */
export function spokenMath(source: string, locale = 'en'): string {
  const words = locale.toLowerCase().startsWith('es') ? SPANISH : ENGLISH;
  return source
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => {
      const f = /^(\d+|☐)\/(\d+|☐)$/.exec(w);
      if (f) {
        const [, top, bottom] = f as unknown as [string, string, string];
        if (bottom === BOX) return words.overWhat(top);
        const name = words.denominators[bottom];
        if (top === BOX) return name ? words.howMany(name[1]) : words.whatOver(bottom);
        return name ? `${top} ${top === '1' ? name[0] : name[1]}` : words.over(top, bottom);
      }
      if (w === BOX) return words.what;
      return words.ops[w] ?? w;
    })
    .join(' ');
}

/** True for a maths run with a box to fill in: it gets a spoken label (spokenMath). */
export function hasBox(source: string): boolean {
  return source.includes(BOX);
}
