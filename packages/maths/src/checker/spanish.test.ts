/**
 * The checker on problems in Spanish (docs/maths/languages.md): word answers are accepted in Spanish
 * (accents optional) and in English, units and remainders typed in Spanish are read, and every
 * message a child can get has its Spanish.
 */
import { describe, expect, it } from 'vitest';
import { generateProblem, listSkills } from '../registry.js';
import { gradeAnswer } from '../grading.js';
import type { AnswerSpec, Difficulty, Problem } from '../types.js';
import { checkAnswer, ReasonCode } from './index.js';
import { knownEnglishMessages, localiseMessage } from './messages-es.js';
import { checkStep, deriveStep, type TutorFillStep } from '../tutor/steps.js';

/** The first Spanish problem of the skill whose answer is `value`. */
function problemWith(skillId: string, difficulty: Difficulty, value: string): Problem {
  for (let i = 0; i < 400; i++) {
    const p = generateProblem(skillId, difficulty, `chk${i}`, 'es-US');
    if (p.answer.format === 'choice' && p.answer.value === value) return p;
  }
  throw new Error(`no ${skillId} d${difficulty} problem with answer ${value}`);
}

const accepts = (p: Problem, input: string) => expect(checkAnswer(input, p.answer, 'es-US').verdict, `${input} for ${p.problemId}`).toBe('accept');
const rejects = (p: Problem, input: string) => expect(checkAnswer(input, p.answer, 'es-US').verdict, `${input} for ${p.problemId}`).toBe('reject');

describe('word answers in Spanish', () => {
  it('prime, composite, neither: primo, compuesto, ninguno (accents and articles optional), and the English words', () => {
    const prime = problemWith('g4.oa.prime-or-composite', 2, 'prime');
    for (const w of ['primo', 'Primo', 'número primo', 'numero primo', 'es primo', 'prime']) accepts(prime, w);
    for (const w of ['compuesto', 'composite', 'ninguno']) rejects(prime, w);
    const composite = problemWith('g4.oa.prime-or-composite', 2, 'composite');
    for (const w of ['compuesto', 'número compuesto', 'NUMERO COMPUESTO', 'no es primo', 'composite']) accepts(composite, w);
    rejects(composite, 'primo');
    const neither = problemWith('g4.oa.prime-or-composite', 5, 'neither');
    for (const w of ['ninguno', 'ningún', 'ningun', 'ninguno de los dos', 'ni primo ni compuesto', 'neither']) accepts(neither, w);
    rejects(neither, 'primo');
  });

  it('acute, right, obtuse, straight: agudo, recto, obtuso, llano', () => {
    for (const [key, words] of [
      ['acute', ['agudo', 'ángulo agudo', 'angulo agudo', 'acute']],
      ['right', ['recto', 'ángulo recto', 'right']],
      ['obtuse', ['obtuso', 'Obtuso.', 'obtuse']],
      ['straight', ['llano', 'ángulo llano', 'straight']],
    ] as const) {
      const p = problemWith('g4.g.classify-angles-triangles', 1, key);
      for (const w of words) accepts(p, w);
      rejects(p, key === 'acute' ? 'obtuso' : 'agudo');
    }
  });

  it('triangles: acutángulo, rectángulo, obtusángulo (and agudo, recto, obtuso)', () => {
    const right = problemWith('g4.g.classify-angles-triangles', 5, 'right');
    for (const w of ['rectángulo', 'rectangulo', 'triángulo rectángulo', 'recto', 'right triangle']) accepts(right, w);
    rejects(right, 'acutángulo');
    const acute = problemWith('g4.g.classify-angles-triangles', 3, 'acute');
    for (const w of ['acutángulo', 'acutangulo', 'agudo', 'acute']) accepts(acute, w);
  });

  it('comparisons: menor que, mayor que, igual a, and the symbols', () => {
    const less = problemWith('g4.nbt.compare-whole-numbers', 1, '<');
    for (const w of ['<', 'menor que', 'es menor que', 'less than']) accepts(less, w);
    for (const w of ['>', 'mayor que']) rejects(less, w);
    const greater = problemWith('g4.nbt.compare-whole-numbers', 1, '>');
    for (const w of ['>', 'mayor que', 'mayor', 'más grande']) accepts(greater, w);
    const equal = problemWith('g4.nbt.compare-whole-numbers', 5, '=');
    for (const w of ['=', 'igual', 'igual a', 'iguales', 'equal']) accepts(equal, w);
  });

  it('scaling (grade 5): mayor que, menor que, igual a, labelled in Spanish', () => {
    const less = problemWith('g5.nf.multiplication-as-scaling', 1, 'less than');
    expect(less.answer.canonical).toBe('menor que');
    for (const w of ['menor que', 'menor', 'más pequeño', 'mas pequeno', '<', 'less than']) accepts(less, w);
    for (const w of ['mayor que', 'igual a']) rejects(less, w);
    const greater = problemWith('g5.nf.multiplication-as-scaling', 2, 'greater than');
    for (const w of ['mayor que', 'Mayor', 'más grande', 'greater']) accepts(greater, w);
    rejects(greater, 'menor que');
    const equal = problemWith('g5.nf.multiplication-as-scaling', 3, 'equal to');
    for (const w of ['igual a', 'igual', 'lo mismo', 'equal to']) accepts(equal, w);
    rejects(equal, 'mayor');
  });

  it('shape families (grade 5): sí/no, cuadrado, rombo…, equilátero, isósceles, escaleno', () => {
    const yes = problemWith('g5.g.classify-2d-hierarchy', 1, 'yes');
    for (const w of ['sí', 'si', 'Sí.', 'verdadero', 'yes']) accepts(yes, w);
    rejects(yes, 'no');
    const no = problemWith('g5.g.classify-2d-hierarchy', 2, 'no');
    for (const w of ['no', 'falso', 'no siempre']) accepts(no, w);
    rejects(no, 'sí');
    const rhombus = problemWith('g5.g.classify-2d-hierarchy', 5, 'rhombus');
    expect(rhombus.answer.canonical).toBe('rombo');
    for (const w of ['rombo', 'un rombo', 'rhombus']) accepts(rhombus, w);
    for (const w of ['paralelogramo', 'cuadrado']) rejects(rhombus, w);
    const isosceles = problemWith('g5.g.classify-2d-hierarchy', 3, 'isosceles');
    for (const w of ['isósceles', 'isosceles', 'triángulo isósceles']) accepts(isosceles, w);
    for (const w of ['equilátero', 'escaleno']) rejects(isosceles, w);
  });

  it('a choice shows its Spanish label, and an unknown word asks for one of the Spanish options', () => {
    const p = problemWith('g4.g.classify-angles-triangles', 1, 'obtuse');
    expect(p.answer.canonical).toBe('obtuso');
    expect(p.answer.format === 'choice' && p.answer.labels).toEqual({ acute: 'agudo', right: 'recto', obtuse: 'obtuso', straight: 'llano' });
    const r = checkAnswer('grande', p.answer, 'es-US');
    expect(r).toMatchObject({ verdict: 'nudge', reason: ReasonCode.chooseOption });
    expect(r.message).toBe('Elige una de estas: agudo, recto, obtuso, llano.');
  });

  it('the English problem stays as it was: no labels, English options and message', () => {
    const p = generateProblem('g4.g.classify-angles-triangles', 1, 'chk1');
    expect(p.answer.format === 'choice' && p.answer.labels).toBeUndefined();
    expect(checkAnswer('agudo', p.answer).verdict).toBe('nudge');
    expect(checkAnswer('grande', p.answer).message).toMatch(/^Choose one of: acute, right, obtuse, straight\.$/);
  });
});

describe('numbers typed in Spanish', () => {
  /** A spec as the checker reads it (it never reads `canonical`). */
  const spec = (s: Record<string, unknown>): AnswerSpec => ({ ...s, canonical: '' }) as unknown as AnswerSpec;
  it('reads Spanish unit words, with or without accents', () => {
    const inches = spec({ format: 'integer', value: '36', unit: 'in' });
    for (const t of ['36 pulgadas', '36 pulg', '36 pulg.']) expect(checkAnswer(t, inches, 'es-US').verdict, t).toBe('accept');
    for (const t of ['3 pies', '3 pie']) expect(checkAnswer(t, spec({ format: 'integer', value: '3', unit: 'ft' }), 'es-US').verdict, t).toBe('accept');
    for (const t of ['5 libras', '2 galones', '2 galon', '3 horas', '4 tazas']) expect(checkAnswer(t, spec({ format: 'integer', value: t.split(' ')[0]!, unit: ({ libras: 'lb', galones: 'gal', galon: 'gal', horas: 'h', tazas: 'cup' } as const)[t.split(' ')[1] as 'libras'] }), 'es-US').verdict, t).toBe('accept');
    const cm2 = spec({ format: 'integer', value: '24', unit: 'cm2' });
    for (const t of ['24 centímetros cuadrados', '24 centimetros cuadrados', '24 cm cuadrados']) expect(checkAnswer(t, cm2, 'es-US').verdict, t).toBe('accept');
    expect(checkAnswer('90 grados', spec({ format: 'integer', value: '90', unit: 'deg' }), 'es-US').verdict).toBe('accept');
  });

  it('reads a remainder written "residuo"', () => {
    const qr = spec({ format: 'quotient-remainder', quotient: 12, remainder: 3, divisor: 5 });
    for (const t of ['12 residuo 3', '12 res 3', '12 R 3']) expect(checkAnswer(t, qr, 'es-US').verdict, t).toBe('accept');
  });

  it('says "right amount, other unit" in Spanish with the unit named in Spanish', () => {
    const feet = spec({ format: 'integer', value: '3', unit: 'ft' });
    const r = checkAnswer('36 pulgadas', feet, 'es-US');
    expect(r.verdict).toBe('nudge');
    expect(r.message).toBe('¡Cantidad correcta! Escríbela en pies.');
  });
});

describe('messages in Spanish', () => {
  it('every message the checker and the tutor give has its Spanish', () => {
    for (const m of knownEnglishMessages()) expect(localiseMessage(m, 'es-US'), m).not.toBe(m);
  });

  it('a nudge on a problem in Spanish comes in Spanish, graded through the problem', () => {
    const p = generateProblem('g4.nbt.multiply', 2, 'msg1', 'es-US');
    expect(checkAnswer('', p.answer, 'es-US').message).toBe('Primero escribe tu respuesta.');
    expect(gradeAnswer(p, 'abc', { valueRevealing: 0, unreadable: 0 }).message).toBe('No pude leer eso. Revisa tu respuesta y vuelve a intentarlo.');
    expect(gradeAnswer(generateProblem('g4.nbt.multiply', 2, 'msg1'), 'abc', { valueRevealing: 0, unreadable: 0 }).message).toBe("I couldn't read that. Check your answer and try again.");
  });

  it('every skill that writes Spanish grades in Spanish: nudges, targeted rejects and misconceptions, as the English grades the same input', () => {
    const none = { valueRevealing: 0, unreadable: 0 };
    let worded = 0;
    for (const skill of listSkills().filter((k) => k.languages?.includes('es-US'))) {
      for (const d of [1, 3, 5] as Difficulty[]) {
        const es = generateProblem(skill.skillId, d, 'nudges7', 'es-US');
        const en = generateProblem(skill.skillId, d, 'nudges7');
        const inputs = ['', '???', '1,2,3', '3-1/2', `${en.answer.canonical} kg`, ...en.misconceptions.map((m) => m.value)];
        for (const input of inputs) {
          const gEs = gradeAnswer(es, input, none);
          const gEn = gradeAnswer(en, input, none);
          const what = `${es.problemId} "${input}"`;
          expect([gEs.verdict, gEs.reason, gEs.misconception?.id], what).toEqual([gEn.verdict, gEn.reason, gEn.misconception?.id]);
          if (gEn.message === undefined) continue;
          // A choice's message names the options by their Spanish labels; every other one is the English one localised.
          if (es.answer.format !== 'choice') expect(gEs.message, what).toBe(localiseMessage(gEn.message, 'es-US'));
          expect(gEs.message, what).not.toBe(gEn.message);
          worded++;
        }
      }
    }
    expect(worded).toBeGreaterThan(100);
  });

  it("the tutor's own nudge comes in Spanish", () => {
    const step = deriveStep('3 × 4 = 12.') as TutorFillStep;
    expect(step.kind).toBe('fill');
    expect(checkStep(step, '3 × 4', 'es-US').message).toBe('Así empieza este paso. ¿Cuánto da?');
  });
});

describe('grade 8 word answers in Spanish', () => {
  it('racional, irracional (accents and "número" optional), and the English words', () => {
    const rational = problemWith('g8.ns.rational-or-irrational', 1, 'rational');
    expect(rational.answer.canonical).toBe('racional');
    for (const w of ['racional', 'Racional', 'número racional', 'numero racional', 'es racional', 'rational']) accepts(rational, w);
    for (const w of ['irracional', 'irrational']) rejects(rational, w);
    const irrational = problemWith('g8.ns.rational-or-irrational', 1, 'irrational');
    for (const w of ['irracional', 'número irracional', 'no es racional', 'irrational']) accepts(irrational, w);
    rejects(irrational, 'racional');
  });

  it('comparing a root with a decimal: > and <, mayor que, menor que', () => {
    const greater = problemWith('g8.ns.estimate-roots', 4, '>');
    for (const w of ['>', 'mayor que', 'mayor', 'greater than']) accepts(greater, w);
    for (const w of ['<', 'menor que']) rejects(greater, w);
    const less = problemWith('g8.ns.estimate-roots', 4, '<');
    for (const w of ['<', 'menor que', 'más pequeño', 'less']) accepts(less, w);
    rejects(less, 'mayor que');
  });

  it('which rate is greater: A or B, or the thing named in Spanish', () => {
    const a = problemWith('g8.ee.compare-proportional', 3, 'A');
    const named = a.question.text.split(':')[0]!.toLowerCase();
    for (const w of ['A', 'a', named]) accepts(a, w);
    rejects(a, 'B');
  });
});

describe('grade 8 yes/no answers in Spanish', () => {
  it('is it a function: sí, no (accents optional), and yes, no', () => {
    const yes = problemWith('g8.f.is-function', 1, 'yes');
    expect(yes.answer.canonical).toBe('sí');
    for (const w of ['sí', 'si', 'Sí.', 'es una función', 'yes']) accepts(yes, w);
    for (const w of ['no', 'no es una función']) rejects(yes, w);
    const no = problemWith('g8.f.is-function', 1, 'no');
    for (const w of ['no', 'no es una función', 'no es función', 'not a function']) accepts(no, w);
    rejects(no, 'sí');
  });
});

describe('grade 8 number of solutions in Spanish', () => {
  it('una solución, ninguna solución, infinitas soluciones, and the English words', () => {
    const none = problemWith('g8.ee.number-of-solutions', 2, 'no solution');
    expect(none.answer.canonical).toBe('ninguna solución');
    for (const w of ['ninguna solución', 'ninguna solucion', 'sin solución', 'ninguna', 'no solution']) accepts(none, w);
    for (const w of ['una solución', 'infinitas soluciones']) rejects(none, w);
    const many = problemWith('g8.ee.number-of-solutions', 1, 'infinitely many');
    for (const w of ['infinitas soluciones', 'infinitas', 'cualquier número', 'infinitely many']) accepts(many, w);
    rejects(many, 'ninguna solución');
    const one = problemWith('g8.ee.number-of-solutions', 3, 'one solution');
    for (const w of ['una solución', 'una', 'exactamente una', 'one solution']) accepts(one, w);
    rejects(one, 'infinitas');
  });
});

describe('grade 8 right-triangle check in Spanish', () => {
  it('is it a right triangle: sí, no, and yes, no', () => {
    const yes = problemWith('g8.g.pythagorean-theorem', 4, 'yes');
    expect(yes.answer.canonical).toBe('sí');
    for (const w of ['sí', 'si', 'es un triángulo rectángulo', 'yes']) accepts(yes, w);
    rejects(yes, 'no');
    const no = problemWith('g8.g.pythagorean-theorem', 4, 'no');
    for (const w of ['no', 'no es un triángulo rectángulo', 'no es', 'no']) accepts(no, w);
    rejects(no, 'sí');
  });
});

describe('grade 8 congruence moves in Spanish', () => {
  it('traslación, reflexión, rotación (and slide, flip, turn words), and the English names', () => {
    const reflection = problemWith('g8.g.congruence-sequences', 1, 'reflection');
    expect(reflection.answer.canonical).toBe('reflexión');
    for (const w of ['reflexión', 'reflexion', 'una reflexión', 'volteo', 'reflection']) accepts(reflection, w);
    for (const w of ['rotación', 'traslación']) rejects(reflection, w);
    const translation = problemWith('g8.g.congruence-sequences', 1, 'translation');
    for (const w of ['traslación', 'una traslacion', 'deslizamiento', 'translation']) accepts(translation, w);
  });

  it('the exact move and the sequence, in Spanish and in English', () => {
    const half = problemWith('g8.g.congruence-sequences', 2, 'rotation 180°');
    for (const w of ['rotación de 180°', 'media vuelta', 'giro de 180°', 'rotation 180°']) accepts(half, w);
    rejects(half, 'reflexión sobre el eje x');
    const seq = problemWith('g8.g.congruence-sequences', 4, 'reflection across the x-axis, then a translation');
    for (const w of ['reflexión sobre el eje x, luego una traslación', 'reflexion sobre el eje x y luego una traslacion', 'reflection across the x-axis, then a translation']) accepts(seq, w);
    rejects(seq, 'reflexión sobre el eje y, luego una traslación');
  });

  it('congruent or not: sí, no, son congruentes', () => {
    const yes = problemWith('g8.g.congruence-sequences', 3, 'yes');
    for (const w of ['sí', 'si', 'son congruentes', 'congruent']) accepts(yes, w);
    rejects(yes, 'no son congruentes');
    const no = problemWith('g8.g.congruence-sequences', 3, 'no');
    for (const w of ['no', 'no son congruentes', 'not congruent']) accepts(no, w);
    rejects(no, 'sí');
  });
});

describe('grade 8 linear or nonlinear in Spanish', () => {
  it('lineal, no lineal, and linear, nonlinear', () => {
    const linear = problemWith('g8.f.linear-or-nonlinear', 1, 'linear');
    expect(linear.answer.canonical).toBe('lineal');
    for (const w of ['lineal', 'Lineal', 'es lineal', 'función lineal', 'funcion lineal', 'linear']) accepts(linear, w);
    for (const w of ['no lineal', 'nonlinear']) rejects(linear, w);
    const nonlinear = problemWith('g8.f.linear-or-nonlinear', 1, 'nonlinear');
    for (const w of ['no lineal', 'no es lineal', 'nonlinear', 'not linear']) accepts(nonlinear, w);
    rejects(nonlinear, 'lineal');
  });
});

describe('grade 8 scatter-plot patterns in Spanish', () => {
  it('positiva, negativa, ninguna; lineal, no lineal; lineal positiva…, and the English words', () => {
    const positive = problemWith('g8.sp.scatter-patterns', 1, 'positive');
    expect(positive.answer.canonical).toBe('positiva');
    for (const w of ['positiva', 'asociación positiva', 'asociacion positiva', 'positive']) accepts(positive, w);
    for (const w of ['negativa', 'ninguna']) rejects(positive, w);
    const none = problemWith('g8.sp.scatter-patterns', 1, 'none');
    for (const w of ['ninguna', 'sin asociación', 'no association']) accepts(none, w);
    const curve = problemWith('g8.sp.scatter-patterns', 2, 'nonlinear');
    for (const w of ['no lineal', 'curva', 'nonlinear']) accepts(curve, w);
    rejects(curve, 'lineal');
    const down = problemWith('g8.sp.scatter-patterns', 5, 'negative linear');
    for (const w of ['lineal negativa', 'negativa y lineal', 'negative linear']) accepts(down, w);
    rejects(down, 'lineal positiva');
  });
});

describe('grade 8 graphs described in Spanish', () => {
  it('creciente, decreciente, constante; sí/no for a story, and the English words', () => {
    const up = problemWith('g8.f.describe-graphs', 1, 'increasing');
    expect(up.answer.canonical).toBe('creciente');
    for (const w of ['creciente', 'crece', 'aumenta', 'increasing']) accepts(up, w);
    for (const w of ['decreciente', 'constante']) rejects(up, w);
    const flat = problemWith('g8.f.describe-graphs', 2, 'constant');
    for (const w of ['constante', 'se queda igual', 'constant']) accepts(flat, w);
    rejects(flat, 'creciente');
    const fits = problemWith('g8.f.describe-graphs', 5, 'yes');
    for (const w of ['sí', 'si', 'coincide', 'yes']) accepts(fits, w);
    rejects(fits, 'no coincide');
  });
});
