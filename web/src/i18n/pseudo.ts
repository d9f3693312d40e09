/** Latin letters with an accent of the same shape, so pseudo text stays readable. */
const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ó', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ó', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** Accented, and about 40% longer (translations often are), inside brackets that show where each message ends. */
export function pseudoText(text: string): string {
  const accented = [...text].map((ch) => ACCENTED[ch] ?? ch).join('');
  const letters = text.replace(/[^A-Za-z]/g, '').length;
  return accented + '·'.repeat(Math.ceil(letters * 0.4));
}

/** A node of a compiled message (the parser's syntax tree): literals (type 0) hold text; options and tags hold nested messages. */
interface Node {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Node[] }>;
  children?: Node[];
}

function pseudoNodes(nodes: Node[]): Node[] {
  return nodes.map((n) => {
    if (n.type === 0 && typeof n.value === 'string') return { ...n, value: pseudoText(n.value) };
    const out: Node = { ...n };
    if (n.options) out.options = Object.fromEntries(Object.entries(n.options).map(([k, o]) => [k, { ...o, value: pseudoNodes(o.value) }]));
    if (n.children) out.children = pseudoNodes(n.children);
    return out;
  });
}

/** The pseudo-locale's catalogue, made from the English one (compiled trees or, in unit tests, source strings). */
export function pseudoMessages(english: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(english)) {
    const body = typeof message === 'string' ? pseudoText(message) : pseudoNodes(message as unknown as Node[]);
    out[key] = typeof body === 'string' ? `[${body}]` : [{ type: 0, value: '[' }, ...body, { type: 0, value: ']' }];
  }
  return out;
}
